/**
 * The wallet registry: seeded from data/wallets.json (a public registry snapshot), kept in memory
 * in registry order and indexed once when it is loaded: lower-case names for search, id → position
 * for include, and every wallet serialized to JSON once, so a page is answered by joining
 * ready-made fragments. Answers are memoized per query (LRU bounded by bytes, lru-cache) with their
 * ETag; a refreshed registry is a new instance, so its answers start afresh.
 */
import { readFileSync } from 'node:fs'
import { type getWalletsResponseSchema, type WalletListItem, walletListItemSchema } from '@portico/core'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { type CachedJson, cachedJsonBody } from '../http/cachedJson.js'

export interface WalletQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
  badge_type?: string
}

export interface WalletRegistry {
  readonly size: number
  query(q: WalletQuery): z.output<typeof getWalletsResponseSchema>
  /** the serialized answer of `query` with its ETag (memoized) */
  queryJson(q: WalletQuery): CachedJson
  /** answers held in the memo now (bounded by entries and bytes) */
  readonly memoized: number
  has(id: string): boolean
  name(id: string): string | undefined
}

export const DEFAULT_WALLETS_FILE = new URL('../../data/wallets.json', import.meta.url)

/** validates a registry snapshot (a JSON array of wallet list items) */
export function parseWallets(raw: unknown): WalletListItem[] {
  // image_id: the registry has no images; the server generates one per id
  return z
    .array(walletListItemSchema)
    .parse(raw)
    .map((w) => ({ ...w, image_id: w.image_id ?? w.id }))
}

export function loadWallets(file: string | URL = DEFAULT_WALLETS_FILE): WalletListItem[] {
  return parseWallets(JSON.parse(readFileSync(file, 'utf8')))
}

/** memoized answers: at most this many bytes of JSON (and entries), least recently used first out */
export const ANSWER_CACHE_BYTES = 8 * 1024 * 1024
export const ANSWER_CACHE_ENTRIES = 2000

export function createWalletRegistry(wallets: WalletListItem[]): WalletRegistry {
  const position = new Map(wallets.map((w, i) => [w.id, i]))
  const lowerNames = wallets.map((w) => w.name.toLowerCase())
  const fragments = wallets.map((w) => JSON.stringify(w))
  const answers = new LRUCache<string, CachedJson>({
    max: ANSWER_CACHE_ENTRIES,
    maxSize: ANSWER_CACHE_BYTES,
    sizeCalculation: (v, k) => v.bytes.byteLength + k.length + 100,
  })

  /** the positions of the matching wallets, in registry order */
  function match(q: WalletQuery): number[] {
    const candidates = q.include?.length
      ? [...new Set(q.include)]
          .map((id) => position.get(id))
          .filter((i) => i !== undefined)
          .sort((a, b) => a - b)
      : undefined
    const exclude = new Set(q.exclude ?? [])
    const term = q.search?.trim().toLowerCase()
    const badge = q.badge_type && q.badge_type !== 'none' ? q.badge_type : undefined
    const chains = q.chains?.length ? q.chains : undefined
    const out: number[] = []
    const n = candidates ? candidates.length : wallets.length
    for (let k = 0; k < n; k++) {
      const i = candidates ? candidates[k]! : k
      const w = wallets[i]!
      if (exclude.has(w.id)) continue
      if (term && !lowerNames[i]!.includes(term)) continue
      if (badge && w.badge_type !== badge) continue
      // the snapshot's chains are empty (unknown): only wallets that list chains are filtered
      if (chains && w.chains.length > 0 && !w.chains.some((c) => chains.includes(c))) continue
      out.push(i)
    }
    return out
  }
  const pageOf = (q: WalletQuery, matches: number[]) => {
    const start = (q.page - 1) * q.entries
    return matches.slice(start, start + q.entries)
  }

  return {
    size: wallets.length,
    get memoized() {
      return answers.size
    },
    has: (id) => position.has(id),
    name: (id) => {
      const i = position.get(id)
      return i === undefined ? undefined : wallets[i]!.name
    },
    query(q) {
      const matches = match(q)
      return { data: pageOf(q, matches).map((i) => wallets[i]!), count: matches.length }
    },
    queryJson(q) {
      const key = JSON.stringify([
        q.page,
        q.entries,
        q.include,
        q.exclude,
        q.chains,
        q.search?.trim().toLowerCase(),
        q.badge_type,
      ])
      let hit = answers.get(key)
      if (!hit) {
        const matches = match(q)
        // the same bytes as JSON.stringify(query(q)): { data, count } with each wallet as loaded
        const data = pageOf(q, matches)
          .map((i) => fragments[i])
          .join(',')
        hit = cachedJsonBody(`{"data":[${data}],"count":${matches.length}}`)
        answers.set(key, hit)
      }
      return hit
    },
  }
}
