/**
 * Generated adversarial requests for every apps/api route (issue 17, "Deliver": an adversarial
 * suite at every boundary). One server (PGlite in memory, `app.request`, no socket) on a real
 * devnet (anvil) reached through a recording JSON-RPC relay, so that what the RPC proxy forwards
 * is seen. For every generated request:
 *   - the status is never 5xx;
 *   - a 4xx is JSON with a message (`{ error }`, or a JSON-RPC error object for the RPC proxy);
 *   - a 4xx leaves the stored state (names, sessions, analytics events, nonces) as it was;
 *   - the node never receives a method outside `RPC_ALLOWED_METHODS`.
 * The requests come from fast-check (`test/fuzzArbitraries.ts`): mostly almost right (the route's
 * keys and types, one field hostile: any unicode with NUL, line breaks and lone surrogates, huge
 * numbers, deep JSON, wrong types), sometimes anything at all (percent-encoding garbage, bytes that
 * are not UTF-8, 300 KB); signed routes also get really signed messages with hostile fields.
 * `FC_SEED=<n>` replays a run (fast-check prints the seed and path of a failure). Each route has a
 * fixed `numRuns`, so the file stays under ~20 s on a 2-core machine; the number of cases per route
 * (and how many were accepted) is printed at the end.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSignInMessage, sessionMessage } from '@portico/core'
import {
  DEVNET_ACCOUNTS,
  deployErc20,
  deployUniswapV2,
  seedUniswapV2Pool,
  startDevnet,
} from '@portico/testing/node'
import fc from 'fast-check'
import {
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_ALLOWED_METHODS } from './chain/rpcAllowlist.js'
import { type ApiServer, createApiServer } from './createApiServer.js'
import { RATE_LIMIT_NAMES } from './limits/rateLimitDefaults.js'
import { deployPusd, PUSD } from './test/deployPusd.js'
import {
  anyMethod,
  anyQuery,
  anyValue,
  type Body,
  body,
  bodyMethod,
  chainIdParam,
  decimalAmount,
  deepJson,
  encoded,
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
  wrongValue,
} from './test/fuzzArbitraries.js'
import { bitcoinSigner, evmSigner, type SignInSigner, solanaSigner } from './test/signInSigners.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
/** `FC_SCALE=10` runs ten times the cases, for a deeper search by hand (the test command runs 1) */
const scale = Number(process.env.FC_SCALE ?? 1)
/** per route: generated requests, and how many of them were accepted (2xx/3xx) */
const cases = new Map<string, { n: number; accepted: number }>()
const reasons: string[] = []

// ---- the suite --------------------------------------------------------------------------------

describe('apps/api under generated adversarial requests (issue 17: adversarial suite)', () => {
  let devnet: Devnet
  let relay: Server
  let server: ApiServer
  const forwarded: string[] = []
  const logs: string[] = []
  const holder = DEVNET_ACCOUNTS[3]!
  const signers = DEVNET_ACCOUNTS.slice(5, 8).map((a) => privateKeyToAccount(a.privateKey))
  /** the swap routes' tokens (issue 27 item 6): PUSD in a pool with ETH, and one whose supply is 2^256 − 1 */
  const swap = { pusd: '0x' as Hex, huge: '0x' as Hex, supplies: new Map<string, bigint>() }
  let rpcUrl = ''

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    rpcUrl = devnet.chains[0]!.rpcUrl
    const token = await deployPusd(rpcUrl, [
      { to: holder.address, pusd: '42.5' },
      { to: DEVNET_ACCOUNTS[9]!.address, pusd: '300000' },
    ])
    const huge = await deployErc20({
      rpcUrl,
      name: 'Huge',
      symbol: 'HUGE',
      decimals: 18,
      mint: [{ to: DEVNET_ACCOUNTS[9]!.address, amount: 2n ** 256n - 1n }],
    })
    const amm = await deployUniswapV2({ rpcUrl })
    await seedUniswapV2Pool({
      rpcUrl,
      router: amm.router,
      token,
      tokenAmount: parseUnits('300000', 6),
      eth: parseEther('100'),
    })
    await seedUniswapV2Pool({
      rpcUrl,
      router: amm.router,
      token: huge,
      tokenAmount: 10n ** 33n,
      eth: parseEther('1'),
    })
    swap.pusd = getAddress(token)
    swap.huge = getAddress(huge)
    swap.supplies.set(swap.pusd.toLowerCase(), parseUnits('300042.5', 6))
    swap.supplies.set(swap.huge.toLowerCase(), 2n ** 256n - 1n)
    // a JSON-RPC relay in front of anvil that records every method that reaches the node
    relay = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString()
        try {
          const parsed: unknown = JSON.parse(raw)
          for (const r of Array.isArray(parsed) ? parsed : [parsed])
            forwarded.push(String((r as { method?: unknown } | null)?.method))
        } catch {
          forwarded.push('<not JSON>')
        }
        fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw })
          .then(async (upstream) => {
            res.writeHead(upstream.status, { 'content-type': 'application/json' })
            res.end(await upstream.text())
          })
          .catch(() => {
            res.writeHead(502)
            res.end()
          })
      })
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
    server = await createApiServer({
      databaseUrl: 'memory:',
      chains: [
        {
          chainId: 31337,
          name: 'Fuzz Devnet',
          rpcUrl: relayUrl,
          tokens: [{ address: token, ...PUSD }],
          swap: { uniswapV2Router: amm.router, weth: amm.weth },
        },
      ],
      indexer: { enabled: false, intervalMs: 1000 },
      // every generated request comes from one client: the rate limits (limits/mountRateLimits.test.ts)
      // would answer 429 long before the routes' own checks are reached
      rateLimits: Object.fromEntries(
        RATE_LIMIT_NAMES.map((name) => [name, { limit: 1_000_000, windowSec: 60 }]),
      ),
      logRequests: false,
      log: (l) => logs.push(l),
    })
  }, 60_000)

  afterAll(async () => {
    await server?.close()
    await new Promise((resolve) => relay?.close(resolve))
    await devnet?.stop()
    if (process.env.FUZZ_DEBUG) {
      const hist = new Map<string, number>()
      for (const r of reasons) hist.set(r, (hist.get(r) ?? 0) + 1)
      console.log(
        [...hist]
          .sort((a, b) => b[1] - a[1])
          .map(([r, n]) => `${n} ${r}`)
          .slice(0, 80)
          .join('\n'),
      )
    }
    const total = [...cases.values()].reduce((a, b) => a + b.n, 0)
    console.log(
      `apps/api fuzz: ${total} generated requests${seed === undefined ? '' : ` (FC_SEED=${seed})`}\n${[
        ...cases,
      ]
        .map(([route, c]) => `  ${String(c.n).padStart(5)}  ${route} (${c.accepted} accepted)`)
        .join('\n')}`,
    )
  })

  type State = {
    names: number
    sessions: number
    revoked: number
    events: number
    nonces: number
    authNonces: number
    authSessions: number
    authRevoked: number
  }
  const state = async (): Promise<State> => {
    const [row] = await server.db.query<Record<string, string>>(
      `select (select count(*) from profile_names) as names,
              (select count(*) from sessions) as sessions,
              (select count(*) from sessions where revoked) as revoked,
              (select count(*) from analytics_events) as events,
              (select count(*) from used_nonces where kind = 'session') as nonces,
              (select count(*) from used_nonces where kind = 'auth') as "authNonces",
              (select count(*) from auth_sessions) as "authSessions",
              (select count(*) from auth_sessions where revoked_at is not null) as "authRevoked"`,
    )
    return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as State
  }

  /** sends one generated request and checks the invariants of this file's header */
  const send = async (
    route: string,
    req: {
      method?: string
      path: string
      headers?: Record<string, string>
      body?: string | Uint8Array | Body
    },
    opts: { allowNonceUse?: (status: number) => boolean } = {},
  ) => {
    const count = cases.get(route) ?? { n: 0, accepted: 0 }
    cases.set(route, count)
    count.n++
    const before = await state()
    const logged = logs.length
    const res = await server.app.request(`http://localhost${req.path}`, {
      method: req.method ?? 'GET',
      headers: req.headers,
      body: (typeof req.body === 'object' && 'payload' in req.body ? req.body.payload : req.body) as
        | BodyInit
        | undefined,
    })
    const status = res.status
    const text = await res.text()
    const what = `${req.method ?? 'GET'} ${JSON.stringify(req.path).slice(0, 300)} → ${status} ${text.slice(0, 200)} ${logs.slice(logged).join(' ')}`
    expect(status, what).toBeLessThan(500)
    if (status < 400) count.accepted++
    if (process.env.FUZZ_DEBUG) reasons.push(`${route} ${status} ${text.slice(0, 70)}`)
    if (status >= 400) {
      expect(res.headers.get('content-type'), what).toMatch(/^application\/json/)
      // a HEAD answer has no body
      const json = (req.method === 'HEAD' ? { error: 'HEAD' } : JSON.parse(text)) as { error?: unknown }
      const message =
        typeof json.error === 'string'
          ? json.error
          : (json.error as { message?: unknown } | undefined)?.message
      expect(typeof message === 'string' && message.length > 0, what).toBe(true)
      const after = await state()
      if (opts.allowNonceUse?.(status)) after.nonces = before.nonces
      expect(after, what).toEqual(before)
    }
    const outside = forwarded.filter((m) => !RPC_ALLOWED_METHODS.has(m))
    expect(outside, what).toEqual([])
    return { status, text }
  }
  /** a route's property test; the time limit only catches a hang, `numRuns` bounds the work */
  const fuzz = (name: string, body: () => Promise<void>) => it(name, body, 30_000 * scale)
  const run = <Ts>(numRuns: number, property: fc.IAsyncProperty<Ts>) =>
    fc.assert(property, { numRuns: Math.round(numRuns * scale), seed })

  const validName = fc.stringMatching(/^[a-z0-9-]{4,12}$/).map((l) => `${l}.wcn.id`)
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

  fuzz('POST /v1/profile/account with any body, and with really signed hostile messages', () => {
    const now = Math.floor(Date.now() / 1000)
    const message = shape({
      name: fc.oneof(
        { weight: 4, arbitrary: validName },
        { weight: 1, arbitrary: text() },
        { weight: 1, arbitrary: validName.map((n) => `${n}\u0000`) },
      ),
      attributes: fc.dictionary(
        text(8),
        fc.oneof({ weight: 4, arbitrary: text() }, { weight: 1, arbitrary: anyValue }),
        {
          maxKeys: 4,
        },
      ),
      timestamp: fc.oneof(
        { weight: 4, arbitrary: fc.constant(now) },
        { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }).map((d) => now + d) },
        { weight: 1, arbitrary: fc.integer() },
      ),
    })
    const signedRegistration = fc.record({
      signer: fc.nat({ max: 2 }),
      message: fc.oneof(
        { weight: 6, arbitrary: message.map((m) => JSON.stringify(m)) },
        { weight: 1, arbitrary: text() },
      ),
      coinType: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(60, 0x80000000 + 31337) },
        { weight: 1, arbitrary: wrongValue },
      ),
      address: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: validAddress },
      ),
    })
    return run(
      250,
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 1,
            arbitrary: body(
              shape({
                coin_type: fc.constant(60),
                address: validAddress,
                message: text(),
                signature: text(),
              }),
            ),
          },
          { weight: 3, arbitrary: signedRegistration },
        ),
        async (b) => {
          let payload: string | Body
          if ('signer' in b) {
            const signer = signers[b.signer]!
            const signature = await signer.signMessage({ message: b.message })
            payload = JSON.stringify({
              coin_type: b.coinType,
              address: b.address ?? signer.address,
              message: b.message,
              signature,
            })
          } else payload = b
          await send('POST /v1/profile/account', {
            method: 'POST',
            path: '/v1/profile/account',
            body: payload,
          })
        },
      ),
    )
  })

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

  fuzz('sessions: list, nonce, grant and revoke with any body, and with really signed hostile fields', () => {
    const iso = fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
    const raw = fc.record({
      kind: fc.constant('raw' as const),
      account: urlPart(mostly(fc.oneof(validAddress, fc.constantFrom(...signers.map((s) => s.address))))),
      suffix: fc.constantFrom('', '', '/nonce', '/revoke', '/revoke', '/'),
      method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'HEAD'),
      body: body(
        shape({
          pci: text(),
          signature: fc.stringMatching(/^0x[0-9a-f]{0,140}$/),
          nonce: fc.stringMatching(/^[0-9a-f]{32}$/),
          expiresAt: iso,
        }),
      ),
    })
    const signed = fc.record({
      kind: fc.constant('signed' as const),
      signer: fc.nat({ max: 2 }),
      operation: fc.constantFrom('grant' as const, 'revoke' as const),
      sendTo: fc.constantFrom('grant', 'revoke'),
      pci: fc.oneof(text(), fc.stringMatching(/^[a-z0-9-]{1,16}$/), fc.constant('x'.repeat(257))),
      tamper: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constantFrom('pci', 'nonce', 'expiresAt', 'account', 'signature') },
      ),
      replays: fc.integer({ min: 1, max: 2 }),
    })
    return run(
      250,
      fc.asyncProperty(fc.oneof(raw, signed), async (c) => {
        if (c.kind === 'raw') {
          const withBody = c.method !== 'GET' && c.method !== 'HEAD'
          await send(`sessions (any request)`, {
            method: c.method,
            path: `/v1/sessions/${c.account}${c.suffix}`,
            body: withBody ? c.body : undefined,
          })
          return
        }
        const signer = signers[c.signer]!
        const account = signer.address
        const { text: nonceText } = await send('sessions (signed)', { path: `/v1/sessions/${account}/nonce` })
        const n = JSON.parse(nonceText) as { nonce: string; expiresAt: string; domain: string }
        const signature = await signer.signMessage({
          message: sessionMessage({ operation: c.operation, account, pci: c.pci, ...n }),
        })
        const sent: Record<string, string> = { pci: c.pci, signature, nonce: n.nonce, expiresAt: n.expiresAt }
        if (c.tamper === 'pci') sent.pci = `${c.pci}x`
        if (c.tamper === 'nonce') sent.nonce = '0'.repeat(32)
        if (c.tamper === 'expiresAt') sent.expiresAt = new Date(Date.parse(n.expiresAt) + 1000).toISOString()
        if (c.tamper === 'signature') sent.signature = `${signature.slice(0, -2)}00`
        const target = c.tamper === 'account' ? signers[(c.signer + 1) % signers.length]!.address : account
        for (let i = 0; i < c.replays; i++)
          await send(
            'sessions (signed)',
            {
              method: 'POST',
              path: `/v1/sessions/${target}${c.sendTo === 'revoke' ? '/revoke' : ''}`,
              body: JSON.stringify(sent),
            },
            // a validly signed revoke of a session that does not exist uses its nonce up (404)
            { allowNonceUse: (status) => status === 404 },
          )
      }),
    )
  })

  fuzz(
    'sign in with X: nonce, verify, me, signout, jwks with any body, and really signed hostile messages',
    async () => {
      const signInSigners: SignInSigner[] = [evmSigner('eip155:31337'), solanaSigner(), await bitcoinSigner()]
      const raw = fc.record({
        kind: fc.constant('raw' as const),
        path: fc.constantFrom(
          '/auth/v1/nonce',
          '/auth/v1/verify',
          '/auth/v1/me',
          '/auth/v1/signout',
          '/auth/v1/jwks',
        ),
        method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'HEAD'),
        authorization: fc.option(
          fc.oneof(
            fc.stringMatching(/^[ -~]{0,80}$/), // header values are bytes: what a client can send
            fc.stringMatching(/^[A-Za-z0-9_.+/=-]{0,200}$/).map((t) => `Bearer ${t}`),
          ),
          { freq: 2 },
        ),
        body: body(
          shape({
            domain: mostly(fc.constantFrom('localhost:5173', '127.0.0.1:5173')),
            chainId: mostly(fc.constantFrom('eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
            message: text(200),
            signature: text(90),
          }),
        ),
      })
      const signed = fc.record({
        kind: fc.constant('signed' as const),
        signer: fc.nat({ max: 2 }),
        statement: fc.option(text(40), { nil: undefined }),
        tamper: fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          {
            weight: 3,
            arbitrary: fc.constantFrom('message', 'signature', 'nonce', 'domain', 'expired', 'future', 'key'),
          },
        ),
        replays: fc.integer({ min: 1, max: 2 }),
      })
      return run(
        200,
        fc.asyncProperty(fc.oneof(raw, signed), async (c) => {
          if (c.kind === 'raw') {
            const withBody = c.method !== 'GET' && c.method !== 'HEAD'
            await send('auth (any request)', {
              method: c.method,
              path: c.path,
              headers: c.authorization === null ? undefined : { authorization: c.authorization },
              body: withBody ? c.body : undefined,
            })
            return
          }
          const signer = signInSigners[c.signer]!
          const { text: nonceText } = await send('auth (signed)', {
            method: 'POST',
            path: '/auth/v1/nonce',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ domain: 'localhost:5173' }),
          })
          const n = JSON.parse(nonceText) as { nonce: string; issuedAt: string }
          const now = Date.now()
          let message: string
          try {
            message = createSignInMessage({
              chainId: signer.chainId,
              accountAddress: signer.address,
              nonce: c.tamper === 'nonce' ? 'f'.repeat(32) : n.nonce,
              domain: c.tamper === 'domain' ? 'evil.example' : 'localhost:5173',
              uri: c.tamper === 'domain' ? 'https://evil.example/' : 'http://localhost:5173/',
              version: '1',
              issuedAt: new Date(c.tamper === 'future' ? now + 3600_000 : now).toISOString(),
              ...(c.tamper === 'expired'
                ? {
                    issuedAt: new Date(now - 120_000).toISOString(),
                    expirationTime: new Date(now - 90_000).toISOString(),
                  }
                : {}),
              ...(c.statement ? { statement: c.statement } : {}),
            }).toString()
          } catch {
            return // a generated statement the message rules refuse (a line break, too long)
          }
          const by =
            c.tamper === 'key' ? signInSigners.map((_, i) => i).find((i) => i !== c.signer)! : c.signer
          let signature = await signInSigners[by]!.sign(message)
          if (c.tamper === 'signature') signature = `${signature.slice(0, 10)}${signature.slice(11)}A`
          if (c.tamper === 'message') message = message.replace('Version: 1', 'Version: 1 ')
          let token: string | undefined
          for (let i = 0; i < c.replays; i++) {
            const res = await send('auth (signed)', {
              method: 'POST',
              path: '/auth/v1/verify',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ message, signature }),
            })
            if (res.status === 200) {
              expect(c.tamper, 'a tampered sign-in was accepted').toBeUndefined()
              expect(i, 'a replayed sign-in was accepted').toBe(0)
              token = (JSON.parse(res.text) as { token: string }).token
            } else expect(res.status === 401 || res.status === 400, res.text).toBe(true)
          }
          if (c.tamper === undefined) expect(token, 'an untampered sign-in was refused').toBeDefined()
          if (token) {
            const auth = { authorization: `Bearer ${token}` }
            expect((await send('auth (signed)', { path: '/auth/v1/me', headers: auth })).status).toBe(200)
            expect(
              (await send('auth (signed)', { method: 'POST', path: '/auth/v1/signout', headers: auth }))
                .status,
            ).toBe(200)
            expect((await send('auth (signed)', { path: '/auth/v1/me', headers: auth })).status).toBe(401)
          }
        }),
      )
    },
  )

  fuzz(
    'the swap routes with any numbers: never a 5xx, never an approval above the rule (issue 27 item 6)',
    () => {
      const NATIVE = `eip155:31337:0x${'e'.repeat(40)}`
      const tokens = [NATIVE, `eip155:31337:${swap.pusd}`, `eip155:31337:${swap.huge}`]
      const tokenParam = fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...tokens) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            `eip155:31337:0x${'12'.repeat(20)}`,
            `eip155:1:${swap.pusd}`,
            `eip155:031337:${swap.pusd}`,
            `eip155:31337:${swap.pusd.toLowerCase()}`,
            `eip155:0x7a69:${swap.pusd}`,
          ),
        },
        { weight: 1, arbitrary: validAddress.map((a) => `eip155:31337:${a.split(':').pop()}`) },
      )
      const amount = decimalAmount([...swap.supplies.values()])
      const chainId = fc.oneof(
        chainIdParam,
        fc.constantFrom('eip155:031337', '031337', '3.1337e4', '0x7a69', '+31337', ' 31337', 'eip155:'),
      )
      const slippage = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(0.05, 0.5, 1, 50, 0.0499, 50.01, -1, 0, 1e308) },
        { weight: 1, arbitrary: fc.double() },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            '0.5',
            '1',
            '50',
            '05',
            '0x10',
            '1e1',
            ' 5',
            '+5',
            '5.',
            '.5',
            '',
            'NaN',
          ),
        },
        { weight: 1, arbitrary: decimalAmount() },
        { weight: 1, arbitrary: text(8) },
      )
      // mostly a right request whose numbers vary (what gets past the other checks) ...
      const pairs = tokens.flatMap((a, i) => tokens.filter((_, k) => k !== i).map((b) => [a, b] as const))
      const focused = fc
        .record({
          pair: fc.constantFrom(...pairs),
          amount: fc.oneof(
            { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 22n }).map(String) },
            { weight: 3, arbitrary: amount },
          ),
          exact: fc.constantFrom('in', 'in', 'out'),
          slippage: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(0.5, 1, 3, '0.5', '2') },
            { weight: 1, arbitrary: slippage },
          ),
          user: fc.constantFrom(...DEVNET_ACCOUNTS.slice(0, 3).map((a) => a.address)),
          kind: fc.constantFrom('quotes', 'approve', 'build', 'build'),
        })
        .map(({ pair: [from, to], amount: n, exact, slippage: sl, user, kind }) => {
          const query = `amount=${encoded(n)}&from=${from}&to=${to}&userAddress=${user}`
          if (kind === 'quotes')
            return { route: 'GET /v1/convert/quotes', path: `/v1/convert/quotes?${query}&exact=${exact}` }
          if (kind === 'approve' && from !== NATIVE)
            return { route: 'GET /v1/convert/build-approve', path: `/v1/convert/build-approve?${query}` }
          return {
            route: 'POST /v1/convert/build-transaction',
            path: '/v1/convert/build-transaction',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ amount: n, from, to, userAddress: user, exact, eip155: { slippage: sl } }),
          }
        })
      // ... and anything else in any field
      const loose = fc.oneof(
        queryOf(
          {
            amount,
            from: tokenParam,
            to: tokenParam,
            userAddress: validAddress,
            exact: fc.constantFrom('in', 'out'),
          },
          ['amount', 'from', 'to'],
        ).map((q) => ({ route: 'GET /v1/convert/quotes', path: `/v1/convert/quotes${q}` })),
        queryOf({ userAddress: validAddress, from: tokenParam, to: tokenParam, amount }, [
          'userAddress',
          'from',
          'to',
          'amount',
        ]).map((q) => ({ route: 'GET /v1/convert/build-approve', path: `/v1/convert/build-approve${q}` })),
        body(
          shape({
            amount,
            from: tokenParam,
            to: tokenParam,
            userAddress: validAddress,
            eip155: fc.record({ slippage }),
            exact: fc.constantFrom('in', 'out'),
            disableEstimate: fc.boolean(),
          }),
        ).map((b) => ({
          route: 'POST /v1/convert/build-transaction',
          path: '/v1/convert/build-transaction',
          method: 'POST',
          body: b,
        })),
        fc
          .oneof(
            queryOf({ tokenAddress: tokenParam, userAddress: validAddress }).map(
              (q) => `/v1/convert/allowance${q}`,
            ),
            queryOf({ chainId }).map((q) => `/v1/convert/gas-price${q}`),
            queryOf({ chainId }).map((q) => `/v1/convert/tokens${q}`),
          )
          .map((path) => ({ route: 'GET /v1/convert/allowance, gas-price, tokens', path })),
      )
      const pub = createPublicClient({ transport: http(rpcUrl) })
      const supplyOf = async (token: Hex) =>
        swap.supplies.get(token.toLowerCase()) ??
        pub.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })
      return run(
        400,
        fc.asyncProperty(
          fc.oneof({ weight: 3, arbitrary: focused }, { weight: 2, arbitrary: loose }),
          async (r) => {
            const { status, text: answer } = await send(r.route, r)
            if (status !== 200 || !/build-(approve|transaction)/.test(r.route)) return
            const json = JSON.parse(answer) as {
              tx: { to: Hex; data: Hex }
              steps?: { type: string; tx: { to: Hex; data: Hex } }[]
            }
            const approvals = r.route.includes('build-approve')
              ? [json.tx]
              : (json.steps ?? []).filter((x) => x.type === 'approve').map((x) => x.tx)
            for (const tx of approvals) {
              const call = decodeFunctionData({ abi: erc20Abi, data: tx.data })
              expect(call.functionName).toBe('approve')
              const approved = call.args[1] as bigint
              const what = `${r.path} → approve(${approved}) of ${tx.to}`
              expect(approved < 2n ** 255n, what).toBe(true)
              expect(approved <= (await supplyOf(tx.to)), what).toBe(true)
            }
          },
        ),
      )
    },
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
