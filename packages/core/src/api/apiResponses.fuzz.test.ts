/**
 * Generated hostile API answers (the adversarial suite, issue "Hardening"): whatever a registry or
 * blockchain API operator answers (any JSON, any status, truncated bodies, wrong content), every
 * client call either returns data its schema accepts or rejects with a typed PorticoError (shown
 * as a catalogue text), never a TypeError or the server's text. FC_SEED replays a failing run.
 */
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import type { FetchFn } from './apiFetch.js'
import { createBlockchainClient } from './createBlockchainClient.js'
import { createExplorerClient } from './createExplorerClient.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const counts: Record<string, number> = {}
afterAll(() => console.log(`generated API answers per call: ${JSON.stringify(counts)}`))

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const common = { baseUrl: 'http://127.0.0.1:1', projectId: 'p1', sdkType: 'appkit', sdkVersion: 'portico-1' }

/** an answer: a status and a body that is JSON of any shape, or not JSON at all */
const answer = fc.record({
  status: fc.oneof(fc.constant(200), fc.constantFrom(201, 204, 301, 400, 404, 429, 500, 502, 503)),
  body: fc.oneof(
    fc.json({ maxDepth: 4 }),
    fc.constantFrom('', '{', '<html>', 'null', '[]', '{"data":null}', '{"data":[{"id":1}]}', '\u0000'),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify({ data: v, balances: v, next: v, count: v })),
  ),
})

function fetchAnswering(a: { status: number; body: string }): FetchFn {
  return async () =>
    new Response([204, 301].includes(a.status) ? null : a.body, {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    })
}

const explorerCalls = {
  getWallets: (c: ReturnType<typeof createExplorerClient>) => c.getWallets({ page: 1, entries: 40 }),
  searchWallets: (c: ReturnType<typeof createExplorerClient>) => c.searchWallets('x'),
  getAllowedOrigins: (c: ReturnType<typeof createExplorerClient>) => c.getAllowedOrigins(),
  getAnalyticsConfig: (c: ReturnType<typeof createExplorerClient>) => c.getAnalyticsConfig(),
}
const blockchainCalls = {
  getSupportedChains: (c: ReturnType<typeof createBlockchainClient>) => c.getSupportedChains(),
  getIdentity: (c: ReturnType<typeof createBlockchainClient>) => c.getIdentity(ADDRESS),
  getBalance: (c: ReturnType<typeof createBlockchainClient>) =>
    c.getBalance({ address: ADDRESS, chainId: 'eip155:1', currency: 'usd' }),
  getHistory: (c: ReturnType<typeof createBlockchainClient>) => c.getHistory({ address: ADDRESS }),
  lookupName: (c: ReturnType<typeof createBlockchainClient>) => c.lookupName('alice.portico.id'),
  reverseLookup: (c: ReturnType<typeof createBlockchainClient>) => c.reverseLookup(ADDRESS),
  getNameSuggestions: (c: ReturnType<typeof createBlockchainClient>) => c.getNameSuggestions('alice'),
  getSessions: (c: ReturnType<typeof createBlockchainClient>) => c.getSessions(ADDRESS),
}

async function expectTypedOutcome(name: string, call: () => Promise<unknown>) {
  counts[name] = (counts[name] ?? 0) + 1
  try {
    await call()
  } catch (e) {
    expect(isPorticoError(e), `${name} threw ${String(e)}`).toBe(true)
  }
}

/** one property per client call: the client is made over a fetch that gives the generated answer */
function eachCall<C>(
  kind: string,
  make: (fetch: FetchFn) => C,
  calls: Record<string, (c: C) => Promise<unknown>>,
) {
  for (const [name, call] of Object.entries(calls))
    it(`${kind} ${name}: schema-valid data or a typed error, whatever the server answers`, async () => {
      await fc.assert(
        fc.asyncProperty(answer, async (a) => {
          await expectTypedOutcome(name, () => call(make(fetchAnswering(a))))
        }),
        { numRuns: 150, ...(seed === undefined ? {} : { seed }) },
      )
    })
}

describe('API answers, generated', () => {
  eachCall('explorer', (fetch) => createExplorerClient({ ...common, fetch }), explorerCalls)
  eachCall('blockchain', (fetch) => createBlockchainClient({ ...common, fetch }), blockchainCalls)
})
