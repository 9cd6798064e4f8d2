/**
 * Generated adversarial requests for the public apps/api routes (issue 17, "Deliver": an
 * adversarial suite at every boundary): wallets and images, static GETs, analytics, identity,
 * balance, history, NFTs, prices, the RPC proxy, profile names, and any other path. The server and
 * the invariants every request is checked against are in `test/useFuzzApiServer.ts`; the signed
 * routes are in `createApiServer.signedFuzz.test.ts`, the swap routes in
 * `createApiServer.swapFuzz.test.ts`. The requests come from fast-check (`test/fuzzArbitraries.ts`):
 * mostly almost right (the route's keys and types, one field hostile: any unicode with NUL, line
 * breaks and lone surrogates, huge numbers, deep JSON, wrong types), sometimes anything at all
 * (percent-encoding garbage, bytes that are not UTF-8, 300 KB). Each route has a fixed `numRuns`.
 */
import fc from 'fast-check'
import { describe } from 'vitest'
import { RPC_ALLOWED_METHODS } from './chain/rpcAllowlist.js'
import {
  anyMethod,
  anyQuery,
  anyValue,
  body,
  bodyMethod,
  chainIdParam,
  deepJson,
  headers,
  jsonValue,
  mostly,
  nasty,
  numeric,
  queryOf,
  shape,
  text,
  urlPart,
  validAddress,
} from './test/fuzzArbitraries.js'
import { useFuzzApiServer, validName } from './test/useFuzzApiServer.js'

describe('apps/api under generated adversarial requests (issue 17: adversarial suite)', () => {
  const { send, fuzz, run } = useFuzzApiServer()

  const csv = (item: fc.Arbitrary<string>) => fc.array(item, { maxLength: 5 }).map((xs) => xs.join(','))

  fuzz('GET /getWallets with any query and headers', () =>
    run(
      250,
      fc.asyncProperty(
        queryOf({
          projectId: fc.constant('p'),
          st: fc.constant('appkit'),
          sv: text(8),
          page: fc.oneof(fc.integer({ min: 1, max: 15 }).map(String), numeric),
          entries: fc.oneof(fc.integer({ min: 1, max: 500 }).map(String), numeric),
          include: csv(text(12)),
          exclude: csv(text(12)),
          chains: csv(chainIdParam),
          search: text(),
          badge_type: fc.constantFrom('certified', 'none'),
        }),
        headers,
        async (q, h) => {
          await send('GET /getWallets', { path: `/getWallets${q}`, headers: h })
        },
      ),
    ),
  )

  fuzz('wallet, asset, currency and token images with any id', () =>
    run(
      120,
      fc.asyncProperty(
        fc.constantFrom(
          '/getWalletImage/',
          '/public/getAssetImage/',
          '/public/getCurrencyImage/',
          '/public/getTokenImage/',
        ),
        urlPart(mostly(fc.stringMatching(/^[-\w.]{1,20}$/))),
        anyQuery,
        anyMethod,
        async (prefix, id, q, m) => {
          await send('images /…Image/:id', { method: m, path: `${prefix}${id}${q}` })
        },
      ),
    ),
  )

  fuzz(
    'static GETs (/health, origins, analytics config, supported chains) with any query, headers and method',
    () =>
      run(
        120,
        fc.asyncProperty(
          fc.constantFrom('/health', '/projects/v1/origins', '/getAnalyticsConfig', '/v1/supported-chains'),
          anyQuery,
          headers,
          anyMethod,
          async (path, q, h, m) => {
            await send('static GETs', { method: m, path: `${path}${q}`, headers: h })
          },
        ),
      ),
  )

  fuzz('POST /e (analytics) with any query and body', () =>
    run(
      300,
      fc.asyncProperty(
        queryOf({ projectId: fc.oneof(fc.constant('p'), text()), st: text(8), sv: text(8) }, ['projectId']),
        body(
          shape({
            eventId: text(),
            url: text(),
            domain: text(),
            timestamp: fc.oneof(fc.integer(), fc.double()),
            props: shape({
              type: text(),
              event: text(),
              properties: fc.dictionary(
                text(8),
                fc.oneof(
                  { weight: 4, arbitrary: text() },
                  { weight: 2, arbitrary: anyValue },
                  { weight: 1, arbitrary: deepJson },
                ),
                { maxKeys: 4 },
              ),
            }),
          }),
        ),
        headers,
        bodyMethod,
        async (q, b, h, m) => {
          await send('POST /e', { method: m, path: `/e${q}`, body: b, headers: h })
        },
      ),
    ),
  )

  fuzz('GET /v1/identity/:address and /v1/profile/reverse/:address with any address', () =>
    run(
      150,
      fc.asyncProperty(
        fc.constantFrom('/v1/identity/', '/v1/profile/reverse/'),
        urlPart(mostly(validAddress)),
        queryOf({ projectId: fc.constant('p'), sender: validAddress, apiVersion: fc.constant('2') }),
        async (prefix, a, q) => {
          await send('GET identity, reverse', { path: `${prefix}${a}${q}` })
        },
      ),
    ),
  )

  fuzz('GET /v1/account/:address/balance with any address and query (real chain)', () =>
    run(
      200,
      fc.asyncProperty(
        urlPart(mostly(validAddress)),
        queryOf({
          projectId: fc.constant('p'),
          currency: fc.constantFrom('usd', 'usd', 'USD', 'eur'),
          chainId: chainIdParam,
          forceUpdate: fc.constantFrom('true', 'false', '1'),
        }),
        async (a, q) => {
          await send('GET /v1/account/:a/balance', { path: `/v1/account/${a}/balance${q}` })
        },
      ),
    ),
  )

  fuzz('GET /v1/account/:address/history with any address, chain and cursor', () => {
    // the keyset cursor of issue 12 (`v1:{block}:{tx index}:{chain id}`), with any parts, and anything
    const cursor = fc.oneof(
      fc
        .tuple(numeric, fc.oneof(numeric, text(4)), fc.oneof(numeric, fc.constant('31337')))
        .map(([b, i, c]) => Buffer.from(`v1:${b}:${i}:${c}`).toString('base64url')),
      text(),
    )
    return run(
      200,
      fc.asyncProperty(
        urlPart(mostly(validAddress)),
        queryOf({ projectId: fc.constant('p'), chainId: chainIdParam, cursor }),
        async (a, q) => {
          await send('GET /v1/account/:a/history', { path: `/v1/account/${a}/history${q}` })
        },
      ),
    )
  })

  fuzz('GET /v1/account/:address/nfts and /v1/nft/image/… with any address, chain, cursor and token', () => {
    const cursor = fc.oneof(
      fc
        .record({ c: fc.oneof(validAddress, text(6)), t: fc.oneof(numeric, text(4)) })
        .map((o) => Buffer.from(JSON.stringify(o)).toString('base64url')),
      text(),
    )
    return run(
      150,
      fc.asyncProperty(
        urlPart(mostly(validAddress)),
        queryOf({ projectId: fc.constant('p'), chainId: chainIdParam, cursor }),
        urlPart(fc.oneof(fc.constant('eip155:31337'), chainIdParam.map(String), text(6))),
        urlPart(fc.oneof(numeric, text(6))),
        async (a, q, chain, tokenId) => {
          await send('GET /v1/account/:a/nfts', { path: `/v1/account/${a}/nfts${q}` })
          await send('GET /v1/nft/image/:c/:a/:t', { path: `/v1/nft/image/${chain}/${a}/${tokenId}` })
        },
      ),
    )
  })

  fuzz('POST /v1/fungible/price with any body', () => {
    const caip10 = fc
      .tuple(
        fc.oneof(fc.constant('31337'), numeric, text(6)),
        fc.oneof(validAddress, fc.constant(`0x${'e'.repeat(40)}`), text()),
      )
      .map(([c, a]) => `eip155:${c}:${a}`)
    return run(
      200,
      fc.asyncProperty(
        body(
          shape({
            currency: fc.oneof(fc.constant('usd'), text()),
            addresses: fc.array(fc.oneof(caip10, nasty), { maxLength: 120 }),
            projectId: text(),
          }),
        ),
        bodyMethod,
        async (b, m) => {
          await send('POST /v1/fungible/price', { method: m, path: '/v1/fungible/price', body: b })
        },
      ),
    )
  })

  fuzz(
    'the RPC proxy POST /v1?chainId=&projectId= with any JSON-RPC body forwards no method outside the allowlist',
    () => {
      const rpcMethod = fc.oneof(
        fc.constantFrom(...RPC_ALLOWED_METHODS),
        fc.constantFrom(
          'anvil_setBalance',
          'anvil_mine',
          'hardhat_setBalance',
          'evm_increaseTime',
          'admin_peers',
          'debug_traceTransaction',
          'personal_unlockAccount',
          'miner_start',
          'txpool_content',
          'eth_sendTransaction',
          'eth_sign',
          'eth_accounts',
          'ETH_CHAINID',
          'eth_chainId ',
          ' eth_chainId',
          '__proto__',
          'constructor',
          'toString',
          'hasOwnProperty',
        ),
        text(16),
      )
      const rpcRequest = shape({
        jsonrpc: fc.constant('2.0'),
        id: fc.oneof(fc.integer(), text(8), fc.constant(null)),
        method: rpcMethod,
        params: fc.array(fc.oneof(jsonValue(2), validAddress, fc.constantFrom('latest', 'pending', '0x0')), {
          maxLength: 4,
        }),
      })
      return run(
        300,
        fc.asyncProperty(
          urlPart(mostly(fc.constantFrom('eip155:31337', '31337', 'eip155:1'))),
          urlPart(mostly(fc.constantFrom('fuzz-project', 'p'))),
          body(
            fc.oneof(
              { weight: 3, arbitrary: rpcRequest },
              { weight: 2, arbitrary: fc.array(rpcRequest, { maxLength: 8 }) },
              { weight: 1, arbitrary: fc.array(rpcRequest, { minLength: 100, maxLength: 102 }) },
            ),
          ),
          fc.constantFrom('/v1', '/v1/'),
          async (chainId, projectId, b, path) => {
            await send('POST /v1 (RPC proxy)', {
              method: 'POST',
              path: `${path}?chainId=${chainId}&projectId=${projectId}`,
              body: b,
            })
          },
        ),
      )
    },
  )

  fuzz('GET /v1/profile/account/:name and /v1/profile/suggestions/:name with any name', () =>
    run(
      150,
      fc.asyncProperty(
        fc.constantFrom('/v1/profile/account/', '/v1/profile/suggestions/'),
        urlPart(mostly(validName)),
        queryOf({ projectId: fc.constant('p'), apiVersion: fc.constant('2') }),
        async (prefix, n, q) => {
          await send('GET profile name, suggestions', { path: `${prefix}${n}${q}` })
        },
      ),
    ),
  )

  fuzz('any other path and method', () =>
    run(
      150,
      fc.asyncProperty(
        fc.array(urlPart(), { minLength: 1, maxLength: 5 }),
        anyQuery,
        anyMethod,
        body(),
        async (segments, q, m, b) => {
          await send('other paths', {
            method: m,
            path: `/${segments.join('/')}${q}`,
            body: m === 'GET' || m === 'HEAD' ? undefined : b,
          })
        },
      ),
    ),
  )
})
