/**
 * Issue "Hardening" 6, generated: whatever another script, an older version or a broken disk
 * left in Portico's keys, the page starts, a valid eip155 connection is restored, and each bad
 * value resets only itself (the valid entries beside it survive). FC_SEED replays a failure.
 */
import fc from 'fast-check'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { STORAGE_PREFIX } from '../constants/constants.js'
import { createPortico } from '../createPortico.js'
import { createFakeAdapter, evmNetwork } from '../test/createFakeAdapter.js'
import { createMemoryStorage } from './createStorage.js'
import { STORAGE_KEYS } from './storageKeys.js'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
let cases = 0
afterAll(() => console.log(`generated stored-data cases: ${cases}`))
const g = globalThis as { window?: unknown }
afterEach(() => {
  delete g.window
})

const VALID_EIP155 = { connectorId: 'lab', connectorType: 'ANNOUNCED', walletKey: 'lab' }
const garbage = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{', 'null', '"', '[1,', '\u0000', 'undefined', '{"__proto__":{"x":1}}'),
)

function start(storage: ReturnType<typeof createMemoryStorage>) {
  g.window = {}
  const adapter = createFakeAdapter()
  adapter.next.restore = {
    address: '0xabc0000000000000000000000000000000000001',
    chainId: 31338,
    connectorId: 'lab',
  }
  const portico = createPortico({
    projectId: 'lab',
    networks: [evmNetwork(31337), evmNetwork(31338)],
    adapters: [adapter],
    storage,
  })
  return portico
}

describe('stored data, generated (issue "Hardening" 6)', () => {
  it('an unknown namespace or a bad entry beside a valid eip155 connection drops only itself', async () => {
    const entry = fc.tuple(
      fc.oneof(fc.constantFrom('foo', 'solana', 'bip122', '__proto__', 'constructor', ''), fc.string()),
      fc.oneof(fc.anything(), fc.record({ connectorId: fc.anything(), connectorType: fc.anything() })),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 4 }),
        garbage,
        garbage,
        async (extra, networks, recent) => {
          cases++
          const storage = createMemoryStorage()
          const connections: Record<string, unknown> = {}
          for (const [ns, v] of extra) if (ns !== 'eip155') connections[ns] = v
          connections.eip155 = VALID_EIP155
          storage.setItem(`${STORAGE_PREFIX}connections`, JSON.stringify(connections))
          storage.setItem(`${STORAGE_PREFIX}activeNetworks`, networks)
          storage.setItem(`${STORAGE_PREFIX}recentWallets`, recent)
          const portico = start(storage)
          await portico.ready
          expect(portico.getState().accounts.eip155?.status).toBe('connected')
          expect(portico.getState().recentWalletIds.every((id) => typeof id === 'string')).toBe(true)
        },
      ),
      { numRuns: 200, ...(seed === undefined ? {} : { seed }) },
    )
  })

  it('every key with garbage: the page starts and nothing throws', async () => {
    const keys = Object.values(STORAGE_KEYS).map((k) => k.key)
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), garbage), async (values) => {
        cases++
        const storage = createMemoryStorage()
        for (const [k, v] of Object.entries(values)) storage.setItem(`${STORAGE_PREFIX}${k}`, v)
        const portico = start(storage)
        await portico.ready
        const s = portico.getState()
        expect(['connected', 'disconnected', undefined]).toContain(s.accounts.eip155?.status)
      }),
      { numRuns: 200, ...(seed === undefined ? {} : { seed }) },
    )
  })

  it('issue "Hardening" 6: activeNetworks keeps its valid namespaces when one is unknown; recentWallets keeps its strings', () => {
    expect(
      STORAGE_KEYS.activeNetworks.schema.safeParse({ eip155: 'eip155:31338', foo: 'foo:1', solana: 5 }).data,
    ).toEqual({ eip155: 'eip155:31338' })
    expect(STORAGE_KEYS.recentWallets.schema.safeParse(['lab', 5, null, '', 'other']).data).toEqual([
      'lab',
      'other',
    ])
  })
})
