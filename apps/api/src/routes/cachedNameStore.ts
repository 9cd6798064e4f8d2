/**
 * SPEC §9 "identity cache 5 min", on the server: the profile name an address resolves to
 * (`primaryFor`, what GET /v1/identity answers) is kept 5 minutes per address (lru-cache: TTL and a
 * maximum entry count, concurrent misses share one query). A name registered through this server
 * drops its address's entry at once; servers sharing one PostgreSQL see each other's registrations
 * within the 5 minutes. Look-ups, reverse look-ups and suggestions are not cached: registration
 * checks them and must see the names just taken.
 */
import type { NameRecord } from '@portico/core'
import { LRUCache } from 'lru-cache'
import type { NameStore } from './nameStore.js'

export const IDENTITY_CACHE_MS = 5 * 60_000
export const IDENTITY_CACHE_MAX = 10_000

export function cachedNameStore(
  store: NameStore,
  opts: { ttlMs?: number; max?: number; now?: () => number } = {},
): NameStore {
  // lru-cache holds no undefined: an address without a name is cached as { record: undefined }
  const primary = new LRUCache<string, { record: NameRecord | undefined }>({
    max: opts.max ?? IDENTITY_CACHE_MAX,
    ttl: opts.ttlMs ?? IDENTITY_CACHE_MS,
    ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    // a caller waiting on a read gets its answer even if the entry is dropped meanwhile
    ignoreFetchAbort: true,
    fetchMethod: async (address) => ({ record: await store.primaryFor(address) }),
  })
  return {
    get: (name) => store.get(name),
    byAddress: (address) => store.byAddress(address),
    async primaryFor(address) {
      return (await primary.fetch(address.toLowerCase()))?.record
    },
    async insert(r) {
      const outcome = await store.insert(r)
      primary.delete(r.address.toLowerCase())
      return outcome
    },
  }
}
