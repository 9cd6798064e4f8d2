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

export function createWagmiStorage(storage: PorticoStorage): WagmiBaseStorage {
  return {
    getItem(key) {
      const value = storage.get(key, stringSchema)
      return typeof value === 'string' ? value : null
    },
    setItem(key, value) {
      storage.set(key, value)
    },
    removeItem(key) {
      storage.remove(key)
    },
  }
}
