/**
 * This device's share of each user's seed, in the frame's IndexedDB, encrypted with AES-GCM by
 * a non-extractable WebCrypto key kept in the same database (a structured clone of the
 * CryptoKey: script, ours included, can use it but never read it). The user's id is the
 * additional data, so a share cannot be moved to another user's slot.
 *
 * With IndexedDB unavailable the store lives in memory for the session (the next visit asks for
 * the recovery code).
 */
const DB_NAME = 'portico-frame'
const STORE = 'keys'
const DEVICE_KEY = 'device-key'
const shareKey = (userId: string) => `share:${userId}`
const encoder = new TextEncoder()

interface SealedShare {
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

export interface DeviceShareStore {
  save(userId: string, share: Uint8Array<ArrayBuffer>): Promise<void>
  /** the share, or null when this device has none for the user */
  load(userId: string): Promise<Uint8Array<ArrayBuffer> | null>
  has(userId: string): Promise<boolean>
  /** the wrapping key (tests check it is not extractable) */
  deviceKey(): Promise<CryptoKey>
}

interface KeyValueStore {
  get(key: string): Promise<unknown>
  put(key: string, value: unknown): Promise<void>
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

async function openIndexedDb(factory: IDBFactory): Promise<KeyValueStore> {
  const open = factory.open(DB_NAME, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE)
  const db = await request(open)
  const tx = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE)
  return {
    get: (key) => request(tx('readonly').get(key)),
    put: async (key, value) => {
      await request(tx('readwrite').put(value, key))
    },
  }
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>()
  return {
    get: async (key) => map.get(key),
    put: async (key, value) => {
      map.set(key, value)
    },
  }
}

export function createDeviceShareStore(
  /** null: no IndexedDB (memory only) */
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
): DeviceShareStore {
  let db: Promise<KeyValueStore> | undefined
  let key: Promise<CryptoKey> | undefined
  const store = () => {
    db ??= (factory ? openIndexedDb(factory) : Promise.reject(new Error('no IndexedDB'))).catch(() =>
      memoryStore(),
    )
    return db
  }
  const deviceKey = () => {
    key ??= (async () => {
      const s = await store()
      const known = await s.get(DEVICE_KEY)
      if (known instanceof CryptoKey) return known
      const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      await s.put(DEVICE_KEY, made)
      return made
    })()
    key.catch(() => {
      key = undefined
    })
    return key
  }
  const sealed = async (userId: string): Promise<SealedShare | null> => {
    const value = (await (await store()).get(shareKey(userId))) as SealedShare | undefined
    return value?.iv instanceof Uint8Array && value.ciphertext instanceof ArrayBuffer ? value : null
  }

  return {
    deviceKey,
    async save(userId, share) {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const ciphertext = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(userId) },
        await deviceKey(),
        share,
      )
      await (await store()).put(shareKey(userId), { iv, ciphertext } satisfies SealedShare)
    },
    async load(userId) {
      const value = await sealed(userId)
      if (!value) return null
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: value.iv, additionalData: encoder.encode(userId) },
          await deviceKey(),
          value.ciphertext,
        )
        return new Uint8Array(plain)
      } catch {
        return null
      }
    },
    async has(userId) {
      return (await sealed(userId)) !== null
    },
  }
}
