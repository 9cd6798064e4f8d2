/**
 * Persistence behind a tiny interface, every key under one fixed prefix (SPEC §9).
 * SSR-safe: nothing touches `window` at import time; without localStorage it keeps values in
 * memory. Reads are validated by the caller's schema (zod's or a plain `safeParse`): a corrupt value is removed and
 * reported as undefined, never thrown at the host.
 */
import { STORAGE_PREFIX } from '../constants/startupConstants.js'
import type { StoredValueSchema } from './StoredValueSchema.js'

/** What a host may pass as `options.storage` (localStorage, sessionStorage, or its own). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface PorticoStorage {
  readonly prefix: string
  get<T>(key: string, schema: StoredValueSchema<T>): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

function defaultBackend(): KeyValueStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') {
      const probe = `${STORAGE_PREFIX}probe`
      globalThis.localStorage.setItem(probe, '1')
      globalThis.localStorage.removeItem(probe)
      return globalThis.localStorage
    }
  } catch {
    // private mode or sandboxed frame: fall through to memory
  }
  return createMemoryStorage()
}

export function createStorage(backend?: KeyValueStorage): PorticoStorage {
  let store: KeyValueStorage | undefined = backend
  const b = () => {
    store ??= defaultBackend()
    return store
  }
  const full = (key: string) => `${STORAGE_PREFIX}${key}`
  return {
    prefix: STORAGE_PREFIX,
    get(key, schema) {
      let raw: string | null
      try {
        raw = b().getItem(full(key))
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        b().removeItem(full(key))
        return undefined
      }
      const result = schema.safeParse(parsed)
      if (!result.success) {
        b().removeItem(full(key))
        return undefined
      }
      return result.data
    },
    set(key, value) {
      try {
        b().setItem(full(key), JSON.stringify(value))
      } catch {
        // quota or disabled storage: persistence is best effort
      }
    },
    remove(key) {
      try {
        b().removeItem(full(key))
      } catch {
        // ignore
      }
    },
  }
}
