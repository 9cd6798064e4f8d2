/**
 * The frame's small persistent state in its own localStorage (the secure site's origin,
 * partitioned by the host site in browsers that partition third-party storage): the session
 * token, this device's id, the user's id and email, the account type the user chose. With storage blocked (a browser setting, a
 * sandbox) everything stays in memory and works for the session.
 */
const PREFIX = 'portico-frame:'
/** accountType: the eip155 account type the user chose on this device (SPEC §3 preferredAccountTypes) */
export type FrameStorageKey = 'token' | 'deviceId' | 'email' | 'userId' | 'accountType' | 'social'

export interface FrameStorage {
  get(key: FrameStorageKey): string | null
  set(key: FrameStorageKey, value: string | null): void
  /** made once (a random UUID) and kept */
  deviceId(): string
}

export function createFrameStorage(
  getStorage: () => Storage | null = () => globalThis.localStorage,
): FrameStorage {
  const memory = new Map<string, string>()
  const storage = () => {
    try {
      return getStorage() ?? null
    } catch {
      return null
    }
  }
  const get = (key: FrameStorageKey): string | null => {
    try {
      const value = storage()?.getItem(PREFIX + key)
      if (typeof value === 'string') return value
    } catch {}
    return memory.get(key) ?? null
  }
  const set = (key: FrameStorageKey, value: string | null) => {
    if (value === null) memory.delete(key)
    else memory.set(key, value)
    try {
      const s = storage()
      if (value === null) s?.removeItem(PREFIX + key)
      else s?.setItem(PREFIX + key, value)
    } catch {}
  }
  return {
    get,
    set,
    deviceId() {
      const known = get('deviceId')
      if (known && /^[0-9a-f-]{36}$/.test(known)) return known
      const id = crypto.randomUUID()
      set('deviceId', id)
      return id
    },
  }
}
