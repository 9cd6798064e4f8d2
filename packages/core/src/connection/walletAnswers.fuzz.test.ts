/**
 * Generated hostile wallet answers (issue "Hardening" 5 and the adversarial suite): whatever a
 * wallet answers to connect, to a restore or by itself (account and chain events), `connect()`
 * never throws, nothing that is not an address reaches the state or the stored connection, and
 * a refused connect shows the catalogue's WALLET_RESPONSE_INVALID. fast-check generates the
 * answers; FC_SEED replays a failing run (fast-check prints the seed and the shrunk case).
 */
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { STORAGE_PREFIX } from '../constants/constants.js'
import { createPortico } from '../createPortico.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createFakeAdapter, evmNetwork } from '../test/createFakeAdapter.js'
import type { ChainNamespace } from '../types/chain.js'
import { isValidConnectResult } from './validConnectResult.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const RUNS = 300
const counts: Record<string, number> = {}
const run = <T>(name: string, arb: fc.Arbitrary<T>, check: (v: T) => Promise<void>) =>
  fc.assert(
    fc.asyncProperty(arb, async (v) => {
      counts[name] = (counts[name] ?? 0) + 1
      await check(v)
    }),
    { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) },
  )
afterAll(() => console.log(`generated wallet answers per boundary: ${JSON.stringify(counts)}`))

const NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '0xabc\u0000def',
    ' 0xabc',
    '\u202e0xabc',
    'x'.repeat(5000),
    '',
  ),
)
/** an answer: mostly wrong shapes, sometimes a well-formed one (so both paths are taken) */
const answer = fc.oneof(
  fc.anything(),
  fc.record(
    {
      address: fc.oneof(hostileText, fc.anything(), fc.stringMatching(/^0x[0-9a-f]{40}$/)),
      chainId: fc.oneof(fc.integer(), fc.double(), hostileText, fc.anything(), fc.constant(31337)),
      connectorId: fc.oneof(fc.constant('lab'), hostileText, fc.anything()),
    },
    { requiredKeys: [] },
  ),
)

/** an instance with one fake adapter of `namespace`; a second one over the same storage is a reload */
function setup(
  namespace: ChainNamespace,
  storage = createMemoryStorage(),
  adapter = createFakeAdapter(namespace),
) {
  const portico = createPortico({
    projectId: 'lab',
    networks:
      namespace === 'eip155'
        ? [evmNetwork(31337)]
        : [{ ...evmNetwork(1), chainNamespace: namespace, caipNetworkId: `${namespace}:1` }],
    adapters: [adapter],
    storage,
  })
  return { portico, adapter, storage }
}

/** what the state and the storage hold is well-formed, whatever came in */
function expectNothingBad(p: ReturnType<typeof setup>, ns: ChainNamespace) {
  const account = p.portico.getState().accounts[ns]
  if (account?.status === 'connected')
    expect(isValidConnectResult({ ...account, chainId: 1, connectorId: account.connectorId })).toBe(true)
  if (account?.address !== undefined) expect(account.address).toMatch(/^[0-9A-Za-z]{1,128}$/)
  const stored = p.storage.getItem(`${STORAGE_PREFIX}connections`) ?? ''
  // what is stored is a connector id per namespace (rendered as text, never markup), no address
  for (const record of Object.values(
    stored ? (JSON.parse(stored) as Record<string, { connectorId: unknown }>) : {},
  ))
    expect(typeof record.connectorId).toBe('string')
}

describe('wallet answers, generated (issue "Hardening" 5)', () => {
  it('a connect answer that is not an address is refused with WALLET_RESPONSE_INVALID; nothing is stored', async () => {
    await run('connect', fc.tuple(fc.constantFrom(...NAMESPACES), answer), async ([ns, a]) => {
      const p = setup(ns)
      p.adapter.connect = async () => a as never
      await p.portico.connect('lab')
      const connecting = p.portico.getState().connecting
      if (isValidConnectResult(a)) expect(p.portico.getState().accounts[ns]?.status).toBe('connected')
      else {
        expect(connecting).toEqual({ connectorId: 'lab', state: 'error', error: 'WALLET_RESPONSE_INVALID' })
        expect(p.portico.getState().accounts[ns]?.status).not.toBe('connected')
      }
      expectNothingBad(p, ns)
    })
  })

  it('an account or chain event that is not well-formed is dropped; a connected account keeps its address', async () => {
    const event = fc.record({
      type: fc.constantFrom('account', 'chain'),
      address: fc.oneof(hostileText, fc.anything()),
      chainId: fc.oneof(hostileText, fc.anything(), fc.integer()),
      connectorId: fc.oneof(fc.constant('lab'), hostileText),
    })
    await run('events', fc.tuple(fc.constantFrom(...NAMESPACES), event), async ([ns, e]) => {
      const p = setup(ns)
      p.adapter.next.connect = {
        address: 'abc0000000000000000000000000000000000001',
        chainId: 1,
        connectorId: 'lab',
      }
      await p.portico.connect('lab')
      expect(() => p.adapter.ctx?.emit(e as never)).not.toThrow()
      expectNothingBad(p, ns)
    })
  })

  it('a restore answer that is not an address leaves the namespace disconnected', async () => {
    await run('restore', fc.tuple(fc.constantFrom(...NAMESPACES), answer), async ([ns, a]) => {
      const g = globalThis as { window?: unknown }
      g.window = {}
      try {
        const first = setup(ns)
        first.adapter.next.connect = { address: 'abc1', chainId: 1, connectorId: 'lab' }
        await first.portico.connect('lab')
        const adapter = createFakeAdapter(ns)
        adapter.restore = async () => a as never
        const again = setup(ns, first.storage, adapter).portico
        await again.ready
        const status = again.getState().accounts[ns]?.status
        expect(status).toBe(isValidConnectResult(a) ? 'connected' : 'disconnected')
        expectNothingBad({ ...first, portico: again }, ns)
      } finally {
        delete g.window
      }
    })
  })
})
