import type { NameRecord } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { cachedNameStore, IDENTITY_CACHE_MS } from './cachedNameStore.js'
import type { NameStore } from './nameStore.js'

const ALICE = '0x00000000000000000000000000000000000A11CE'

/** an in-memory NameStore that counts primaryFor queries */
function memoryStore() {
  const records: (NameRecord & { address: string })[] = []
  const counts = { primaryFor: 0 }
  const byAddress = async (address: string) =>
    records.filter((r) => r.address.toLowerCase() === address.toLowerCase())
  const store: NameStore = {
    get: async (name) => records.find((r) => r.name === name),
    byAddress,
    async primaryFor(address) {
      counts.primaryFor++
      return (await byAddress(address)).at(-1)
    },
    async insert(r) {
      if (records.some((x) => x.name === r.name)) return 'name-taken'
      records.push({
        name: r.name,
        address: r.address,
        registered: 1,
        updated: 1,
        addresses: { '60': { address: r.address } },
        attributes: r.attributes,
      })
      return 'inserted'
    },
  }
  return { store, counts, records }
}

function setup(opts: { max?: number } = {}) {
  const m = memoryStore()
  // not 0: lru-cache takes a start time of 0 for "no TTL"
  let now = 1_000
  const names = cachedNameStore(m.store, { now: () => now, ...opts })
  return { ...m, names, advance: (ms: number) => (now += ms) }
}

describe('cachedNameStore', () => {
  it('§9 identity is cached 5 min', async () => {
    const t = setup()
    expect(await t.names.primaryFor(ALICE)).toBeUndefined()
    // a name written by another server sharing the database: seen once the 5 minutes are over
    t.records.push({
      name: 'alice.wcn.id',
      address: ALICE,
      registered: 1,
      updated: 1,
      addresses: {},
      attributes: {},
    })
    t.advance(IDENTITY_CACHE_MS - 1)
    expect(await t.names.primaryFor(ALICE.toLowerCase())).toBeUndefined()
    expect(t.counts.primaryFor).toBe(1)
    t.advance(2)
    expect((await t.names.primaryFor(ALICE))?.name).toBe('alice.wcn.id')
    expect(t.counts.primaryFor).toBe(2)
  })

  it('§7 a name registered through this server is the identity at once', async () => {
    const t = setup()
    expect(await t.names.primaryFor(ALICE)).toBeUndefined()
    expect(
      await t.names.insert({
        name: 'alice.wcn.id',
        address: ALICE,
        coinType: 60,
        attributes: { avatar: 'a' },
        signatureHash: '0x01',
      }),
    ).toBe('inserted')
    expect(await t.names.primaryFor(ALICE.toLowerCase())).toMatchObject({
      name: 'alice.wcn.id',
      attributes: { avatar: 'a' },
    })
  })

  it('look-ups, reverse look-ups and suggestions are not cached', async () => {
    const t = setup()
    expect(await t.names.get('bob.wcn.id')).toBeUndefined()
    expect(await t.names.byAddress(ALICE)).toEqual([])
    await t.store.insert({
      name: 'bob.wcn.id',
      address: ALICE,
      coinType: 60,
      attributes: {},
      signatureHash: '0x02',
    })
    expect((await t.names.get('bob.wcn.id'))?.name).toBe('bob.wcn.id')
    expect(await t.names.byAddress(ALICE)).toHaveLength(1)
  })

  it('memory is bounded: at most `max` addresses are held', async () => {
    const t = setup({ max: 50 })
    for (let i = 0; i < 120; i++) await t.names.primaryFor(`0x${i.toString(16).padStart(40, '0')}`)
    const before = t.counts.primaryFor
    await t.names.primaryFor(`0x${(119).toString(16).padStart(40, '0')}`)
    expect(t.counts.primaryFor).toBe(before)
    await t.names.primaryFor(`0x${'0'.repeat(40)}`)
    expect(t.counts.primaryFor).toBe(before + 1)
  })
})
