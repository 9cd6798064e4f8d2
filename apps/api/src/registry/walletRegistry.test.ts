import type { WalletListItem } from '@portico/core'
import { describe, expect, it } from 'vitest'
import {
  ANSWER_CACHE_ENTRIES,
  createWalletRegistry,
  loadWallets,
  parseWallets,
  type WalletQuery,
} from './walletRegistry.js'

/** the registry query as it was before the index: a plain filter over the list */
function reference(wallets: WalletListItem[], q: WalletQuery) {
  const include = q.include?.length ? new Set(q.include) : undefined
  const exclude = new Set(q.exclude ?? [])
  const term = q.search?.trim().toLowerCase()
  const matches = wallets.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!term || w.name.toLowerCase().includes(term)) &&
      (!q.badge_type || q.badge_type === 'none' || w.badge_type === q.badge_type) &&
      (!q.chains?.length || w.chains.length === 0 || w.chains.some((c) => q.chains!.includes(c))),
  )
  const start = (q.page - 1) * q.entries
  return { data: matches.slice(start, start + q.entries), count: matches.length }
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

// a registry with chains and badges (the snapshot has neither), plus the snapshot itself
const small = parseWallets(
  Array.from({ length: 30 }, (_, i) => ({
    id: `w${i}`,
    name: `${i % 3 === 0 ? 'Trust' : 'Other'} Wallet ${i}`,
    chains: i % 4 === 0 ? [] : i % 2 === 0 ? ['eip155:1'] : ['solana:main', 'eip155:10'],
    badge_type: i % 5 === 0 ? 'certified' : null,
    homepage: 'https://example.test/é', // not ASCII: bytes must be UTF-8
  })),
)
const snapshot = loadWallets()

describe('wallet registry (in memory, indexed)', () => {
  const queries: WalletQuery[] = [
    { page: 1, entries: 40 },
    { page: 2, entries: 40 },
    { page: 11, entries: 40 },
    { page: 99, entries: 40 },
    { page: 1, entries: 500 },
    { page: 1, entries: 100, search: 'wallet' },
    { page: 1, entries: 100, search: '  TRUST ' },
    { page: 1, entries: 100, search: '   ' },
    { page: 1, entries: 100, search: 'no such wallet name' },
    { page: 1, entries: 5, include: ['w7', 'w3', 'w3', 'missing', snapshot[9]!.id, snapshot[2]!.id] },
    { page: 2, entries: 2, include: ['w1', 'w2', 'w4', 'w5', 'w6'] },
    { page: 1, entries: 40, include: [] },
    { page: 1, entries: 40, exclude: ['w0', 'w1', snapshot[0]!.id] },
    { page: 1, entries: 40, include: ['w1', 'w2'], exclude: ['w2'] },
    { page: 1, entries: 40, badge_type: 'certified' },
    { page: 1, entries: 40, badge_type: 'none' },
    { page: 1, entries: 40, chains: ['eip155:10'] },
    { page: 1, entries: 40, chains: ['eip155:1', 'cosmos:x'], search: 'trust', badge_type: 'certified' },
  ]

  it.each([
    ['a registry with chains and badges', small],
    ['the 422-wallet snapshot', snapshot],
  ])('§7 GET /getWallets: answers are those of the plain filter, byte for byte (%s)', (_, wallets) => {
    const registry = createWalletRegistry(wallets)
    for (const q of queries) {
      const expected = reference(wallets, q)
      expect(registry.query(q)).toEqual(expected)
      expect(text(registry.queryJson(q).bytes)).toBe(JSON.stringify(expected))
    }
  })

  it('memoizes an answer per query, and its ETag follows the content', () => {
    const registry = createWalletRegistry(small)
    const a = registry.queryJson({ page: 1, entries: 10, search: 'trust' })
    expect(registry.queryJson({ page: 1, entries: 10, search: ' Trust' })).toBe(a)
    expect(registry.memoized).toBe(1)
    const b = registry.queryJson({ page: 2, entries: 10, search: 'trust' })
    expect(b.etag).not.toBe(a.etag)
    // another registry with the same wallets answers with the same ETag (it is the content's)
    expect(createWalletRegistry(small).queryJson({ page: 1, entries: 10, search: 'trust' }).etag).toBe(a.etag)
  })

  it('keeps at most a bounded number of answers (least recently used go first)', () => {
    const registry = createWalletRegistry(snapshot)
    for (let i = 0; i < ANSWER_CACHE_ENTRIES + 500; i++)
      registry.queryJson({ page: 1, entries: 100, search: `term-${i}` })
    expect(registry.memoized).toBe(ANSWER_CACHE_ENTRIES)
  })

  it('names a wallet by id for its placeholder image', () => {
    const registry = createWalletRegistry(small)
    expect(registry.name('w3')).toBe('Trust Wallet 3')
    expect(registry.name('nope')).toBeUndefined()
    expect(registry.has('w3')).toBe(true)
  })
})
