/**
 * The server of the apps/api fuzz suite (issue 17, "Deliver": an adversarial suite at every
 * boundary), shared by `createApiServer.fuzz.test.ts`, `createApiServer.signedFuzz.test.ts` and
 * `createApiServer.swapFuzz.test.ts`. One server (PGlite in memory, `app.request`, no socket) on a
 * real devnet (anvil) reached through a recording JSON-RPC relay, so that what the RPC proxy
 * forwards is seen. `send` sends one generated request and checks, for every one:
 *   - the status is never 5xx;
 *   - a 4xx is JSON with a message (`{ error }`, or a JSON-RPC error object for the RPC proxy);
 *   - a 4xx leaves the stored state (names, sessions, analytics events, nonces) as it was;
 *   - the node never receives a method outside `RPC_ALLOWED_METHODS`.
 * `FC_SEED=<n>` replays a run (fast-check prints the seed and path of a failure); `FC_SCALE=10`
 * runs ten times the cases. The number of cases per route (and how many were accepted) is printed
 * at the end of each file.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEVNET_ACCOUNTS,
  deployErc20,
  deployUniswapV2,
  seedUniswapV2Pool,
  startDevnet,
} from '@portico/testing/node'
import fc from 'fast-check'
import { getAddress, type Hex, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { RPC_ALLOWED_METHODS } from '../chain/rpcAllowlist.js'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { RATE_LIMIT_NAMES } from '../limits/rateLimitDefaults.js'
import { deployPusd, PUSD } from './deployPusd.js'
import type { Body } from './fuzzArbitraries.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

/** a generated profile name (`<label>.wcn.id`) */
export const validName = fc.stringMatching(/^[a-z0-9-]{4,12}$/).map((l) => `${l}.wcn.id`)

/**
 * Starts the fuzz suite's devnet, relay and server for the calling file (`beforeAll`, stopped in
 * `afterAll`) and returns what its properties need; `rpcUrl` is set once `beforeAll` has run.
 */
export function useFuzzApiServer() {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
  /** `FC_SCALE=10` runs ten times the cases, for a deeper search by hand (the test command runs 1) */
  const scale = Number(process.env.FC_SCALE ?? 1)
  /** per route: generated requests, and how many of them were accepted (2xx/3xx) */
  const cases = new Map<string, { n: number; accepted: number }>()
  const reasons: string[] = []
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
          .catch((e: unknown) => {
            // the failure's cause (a node that exited, a refused connection) in the test's message
            res.writeHead(502, { 'content-type': 'application/json' })
            res.end(JSON.stringify({ relay: String((e as { cause?: unknown }).cause ?? e) }))
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

  return {
    send,
    fuzz,
    run,
    signers,
    swap,
    get rpcUrl() {
      return rpcUrl
    },
  }
}
