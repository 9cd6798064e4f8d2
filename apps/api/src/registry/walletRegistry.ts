/** The wallet registry: seeded from data/wallets.json (a public registry snapshot), kept in memory in registry order. */
import { readFileSync } from 'node:fs'
import { type getWalletsResponseSchema, type WalletListItem, walletListItemSchema } from '@portico/core'
import { z } from 'zod'

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
  has(id: string): boolean
}

export const DEFAULT_WALLETS_FILE = new URL('../../data/wallets.json', import.meta.url)

export function loadWallets(file: string | URL = DEFAULT_WALLETS_FILE): WalletListItem[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
  // image_id: the registry has no images; the server generates one per id
  return z
    .array(walletListItemSchema)
    .parse(raw)
    .map((w) => ({ ...w, image_id: w.image_id ?? w.id }))
}

export function createWalletRegistry(wallets: WalletListItem[]): WalletRegistry {
  const ids = new Set(wallets.map((w) => w.id))
  const lowerNames = wallets.map((w) => w.name.toLowerCase())
  return {
    size: wallets.length,
    has: (id) => ids.has(id),
    query(q) {
      const include = q.include?.length ? new Set(q.include) : undefined
      const exclude = new Set(q.exclude ?? [])
      const term = q.search?.trim().toLowerCase()
      const matches: WalletListItem[] = []
      for (let i = 0; i < wallets.length; i++) {
        const w = wallets[i]!
        if (include && !include.has(w.id)) continue
        if (exclude.has(w.id)) continue
        if (term && !lowerNames[i]!.includes(term)) continue
        if (q.badge_type && q.badge_type !== 'none' && w.badge_type !== q.badge_type) continue
        // the snapshot's chains are empty (unknown): only wallets that list chains are filtered
        if (q.chains?.length && w.chains.length > 0 && !w.chains.some((c) => q.chains!.includes(c))) continue
        matches.push(w)
      }
      const start = (q.page - 1) * q.entries
      return { data: matches.slice(start, start + q.entries), count: matches.length }
    },
  }
}
