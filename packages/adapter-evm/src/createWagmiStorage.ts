/**
 * wagmi's BaseStorage over Portico's storage, so wagmi's remembered connection lives next to
 * Portico's own keys, in the backend the host chose (`options.storage` or localStorage).
 * Written here because PorticoStorage validates every read with a schema and wagmi expects a
 * plain string store: wagmi serializes its own values, we store that string as-is.
 */
import type { PorticoStorage } from '@portico/core'
import type { CreateStorageParameters } from '@wagmi/core'

/** wagmi's `BaseStorage` (not exported by name) */
export type WagmiBaseStorage = NonNullable<CreateStorageParameters['storage']>

type StorageSchema = Parameters<PorticoStorage['get']>[1]

/**
 * PorticoStorage.get only needs `safeParse` from the schema; this package does not depend on
 * zod, so a string check with the same shape stands in for `z.string()`.
 */
const stringSchema = {
  safeParse: (value: unknown) =>
    typeof value === 'string'
      ? { success: true, data: value }
      : { success: false, error: new Error('not a string') },
  parse: (value: unknown) => {
    if (typeof value !== 'string') throw new Error('not a string')
    return value
  },
} as unknown as StorageSchema

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** a remembered connection as wagmi's `serialize` writes it: `[uid, { accounts, chainId, connector }]` */
const isConnectionEntry = (e: unknown) => {
  if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'string' || !isObject(e[1])) return false
  const { accounts, chainId, connector } = e[1]
  return (
    Array.isArray(accounts) &&
    accounts.every((a) => typeof a === 'string') &&
    typeof chainId === 'number' &&
    isObject(connector) &&
    typeof connector.id === 'string'
  )
}

/**
 * wagmi's persisted store (`<key>.store`), checked before wagmi sees it:
 * zustand's `persist` never finishes hydrating when wagmi's `deserialize` throws, and a
 * connections value that is not wagmi's serialized Map breaks `reconnect` later. A value that is
 * not this shape is removed, so only wagmi's own memory resets; Portico's keys are untouched.
 */
function isWagmiStore(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.state)) return false
  const { connections, chainId, current } = value.state
  if (chainId !== undefined && typeof chainId !== 'number') return false
  if (current !== undefined && current !== null && typeof current !== 'string') return false
  if (connections === undefined) return true
  return (
    isObject(connections) &&
    connections.__type === 'Map' &&
    Array.isArray(connections.value) &&
    connections.value.every(isConnectionEntry)
  )
}

export function createWagmiStorage(storage: PorticoStorage): WagmiBaseStorage {
  return {
    getItem(key) {
      const value = storage.get(key, stringSchema)
      if (typeof value !== 'string') return null
      // wagmi JSON-serializes every value it writes: anything else is corruption
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        storage.remove(key)
        return null
      }
      if (key.endsWith('.store') && !isWagmiStore(parsed)) {
        storage.remove(key)
        return null
      }
      return value
    },
    setItem(key, value) {
      storage.set(key, value)
    },
    removeItem(key) {
      storage.remove(key)
    },
  }
}
