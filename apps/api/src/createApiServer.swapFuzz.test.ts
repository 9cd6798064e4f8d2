/**
 * Generated adversarial requests for the apps/api swap routes (issue 27 item 6) on a real devnet
 * with a Uniswap V2 pool: never a 5xx, and never an approval above the rule. The server and the
 * invariants every request is checked against are in `test/useFuzzApiServer.ts`.
 */
import { DEVNET_ACCOUNTS } from '@portico/testing/node'
import fc from 'fast-check'
import { createPublicClient, decodeFunctionData, erc20Abi, type Hex, http } from 'viem'
import { describe, expect } from 'vitest'
import {
  body,
  chainIdParam,
  decimalAmount,
  encoded,
  queryOf,
  shape,
  text,
  validAddress,
} from './test/fuzzArbitraries.js'
import { useFuzzApiServer } from './test/useFuzzApiServer.js'

describe('apps/api under generated adversarial requests (issue 17: adversarial suite)', () => {
  const fuzzServer = useFuzzApiServer()
  const { send, fuzz, run, swap } = fuzzServer

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
      const pub = createPublicClient({ transport: http(fuzzServer.rpcUrl) })
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
})
