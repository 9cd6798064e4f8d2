import type { TokenBalance } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { chainConfigSchema } from '../config/apiConfig.js'
import { BALANCE_CACHE_MS, createBalanceCache } from './createBalanceCache.js'

const chain = { config: chainConfigSchema.parse({ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }) }
type Chain = typeof chain
const ALICE = '0x00000000000000000000000000000000000a11ce'
const BOB = '0x0000000000000000000000000000000000000b0b'

/** a chain whose head and balances the test sets; counts the balance reads */
function fakeChain() {
  const state = { head: 1n, wei: 1, reads: 0, fail: false, delayMs: 5 }
  const balance = (n: number): TokenBalance[] => [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: n,
      price: 1,
      quantity: { decimals: '18', numeric: String(n) },
      iconUrl: '/i',
    },
  ]
  return {
    state,
    source: {
      head: async (_: Chain) => state.head,
      read: async (_: Chain, _address: `0x${string}`) => {
        state.reads++
        await new Promise((r) => setTimeout(r, state.delayMs))
        if (state.fail) throw new Error('chain down')
        return balance(state.wei)
      },
    },
  }
}

function setup(opts: { max?: number } = {}) {
  const f = fakeChain()
  let now = 1_000
  const cache = createBalanceCache(f.source, { now: () => now, ...opts })
  return { ...f, cache, advance: (ms: number) => (now += ms) }
}
const eth = (b: TokenBalance[]) => b[0]!.value

describe('createBalanceCache', () => {
  it('§9 balance is cached 30 s', async () => {
    const t = setup()
    expect(eth(await t.cache.get(chain, ALICE))).toBe(1)
    t.state.wei = 2 // changed without a new block: only the TTL shows it
    t.advance(BALANCE_CACHE_MS - 1)
    expect(eth(await t.cache.get(chain, ALICE))).toBe(1)
    expect(t.state.reads).toBe(1)
    t.advance(2)
    expect(eth(await t.cache.get(chain, ALICE))).toBe(2)
    expect(t.state.reads).toBe(2)
  })

  it('§9 a new block is read at once: a transfer is never hidden by the cache', async () => {
    const t = setup()
    expect(eth(await t.cache.get(chain, ALICE))).toBe(1)
    t.state.wei = 7
    t.state.head = 2n
    expect(eth(await t.cache.get(chain, ALICE))).toBe(7)
  })

  it('§7 forceUpdate on balance bypasses the cache', async () => {
    const t = setup()
    await t.cache.get(chain, ALICE)
    t.state.wei = 3
    expect(eth(await t.cache.get(chain, ALICE))).toBe(1)
    expect(eth(await t.cache.get(chain, ALICE, { force: true }))).toBe(3)
    expect(t.state.reads).toBe(2)
    // and the forced read is what the cache holds afterwards
    expect(eth(await t.cache.get(chain, ALICE))).toBe(3)
  })

  it('concurrent requests for one account share one read; accounts are apart (address case ignored)', async () => {
    const t = setup()
    await Promise.all([
      t.cache.get(chain, ALICE),
      t.cache.get(chain, ALICE),
      t.cache.get(chain, ALICE.toUpperCase().replace('0X', '0x') as `0x${string}`),
    ])
    expect(t.state.reads).toBe(1)
    await t.cache.get(chain, BOB)
    expect(t.state.reads).toBe(2)
  })

  it('a failed read is not cached: the next request reads again', async () => {
    const t = setup()
    t.state.fail = true
    await expect(t.cache.get(chain, ALICE)).rejects.toThrow('chain down')
    t.state.fail = false
    expect(eth(await t.cache.get(chain, ALICE))).toBe(1)
    expect(t.state.reads).toBe(2)
  })

  it('memory is bounded: at most `max` accounts are held, the least recently used go first', async () => {
    const t = setup({ max: 100 })
    t.state.delayMs = 0
    for (let i = 0; i < 250; i++)
      await t.cache.get(chain, `0x${i.toString(16).padStart(40, '0')}` as `0x${string}`)
    expect(t.cache.size).toBe(100)
    // the last one is still held, the first one is not
    const reads = t.state.reads
    await t.cache.get(chain, `0x${(249).toString(16).padStart(40, '0')}` as `0x${string}`)
    expect(t.state.reads).toBe(reads)
    await t.cache.get(chain, `0x${'0'.repeat(40)}` as `0x${string}`)
    expect(t.state.reads).toBe(reads + 1)
  })
})
