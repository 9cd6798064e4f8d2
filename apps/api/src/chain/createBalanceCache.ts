/**
 * SPEC §9 "balance and portfolio cache 30 s", on the server: an account's balances on a chain are
 * read once per chain head and kept at most 30 s (lru-cache: TTL, a maximum entry count, and
 * concurrent misses of one key share one read). The head is asked for on every request (one
 * `eth_blockNumber` shared by all requests waiting at that moment, never one that started before
 * the request arrived), so a transfer is visible as soon as its block is: the cache saves the
 * balance and multicall reads, not freshness. `forceUpdate` reads the chain again whatever the
 * cache holds.
 */
import type { TokenBalance } from '@portico/core'
import { LRUCache } from 'lru-cache'
import type { ChainConfig } from '../config/apiConfig.js'
import { createFreshRead } from './createFreshRead.js'

export const BALANCE_CACHE_MS = 30_000
export const BALANCE_CACHE_MAX = 10_000

export interface BalanceSource<C extends { config: ChainConfig }> {
  /** the chain's current head (block number) */
  head(chain: C): Promise<bigint>
  read(chain: C, address: `0x${string}`): Promise<TokenBalance[]>
}

export interface BalanceCache<C extends { config: ChainConfig }> {
  get(chain: C, address: `0x${string}`, opts?: { force?: boolean }): Promise<TokenBalance[]>
  /** entries held now (bounded by `max`) */
  readonly size: number
}

type Context<C> = { chain: C; address: `0x${string}` }

export function createBalanceCache<C extends { config: ChainConfig }>(
  source: BalanceSource<C>,
  opts: { ttlMs?: number; max?: number; now?: () => number } = {},
): BalanceCache<C> {
  const heads = new Map<number, () => Promise<bigint>>()
  const headOf = (chain: C) => {
    let read = heads.get(chain.config.chainId)
    if (!read) {
      read = createFreshRead(() => source.head(chain))
      heads.set(chain.config.chainId, read)
    }
    return read()
  }
  const cache = new LRUCache<string, TokenBalance[], Context<C>>({
    max: opts.max ?? BALANCE_CACHE_MAX,
    ttl: opts.ttlMs ?? BALANCE_CACHE_MS,
    ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    // a caller waiting on a read gets its answer even if the entry is dropped meanwhile
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => source.read(context.chain, context.address),
  })
  return {
    async get(chain, address, { force = false } = {}) {
      const block = await headOf(chain)
      const key = `${chain.config.chainId}:${address.toLowerCase()}:${block}`
      const value = await cache.fetch(key, { context: { chain, address }, forceRefresh: force })
      // fetchMethod never resolves undefined; lru-cache types allow it for aborted fetches
      if (!value) throw new Error('balance read aborted')
      return value
    },
    get size() {
      return cache.size
    },
  }
}
