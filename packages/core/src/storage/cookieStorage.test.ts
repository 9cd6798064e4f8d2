// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cookieStorage } from './cookieStorage.js'
import { createStorage } from './createStorage.js'
import { STORAGE_KEYS } from './storageKeys.js'

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim()))
    if (name) cookieStorage.removeItem(decodeURIComponent(name))
})

describe('cookieStorage', () => {
  it("keeps Portico's keys in cookies the server receives (names URI-encoded)", () => {
    const storage = createStorage(cookieStorage)
    storage.set(STORAGE_KEYS.activeNamespace.key, 'solana')
    expect(document.cookie).toContain('portico%3AactiveNamespace=%22solana%22')
    expect(storage.get(STORAGE_KEYS.activeNamespace.key, STORAGE_KEYS.activeNamespace.schema)).toBe('solana')
    storage.remove(STORAGE_KEYS.activeNamespace.key)
    expect(cookieStorage.getItem('portico:activeNamespace')).toBeNull()
  })
  it('a value too large for a cookie is not written (a browser would drop it silently)', () => {
    expect(() => cookieStorage.setItem('portico:big', 'x'.repeat(5000))).toThrow(RangeError)
    expect(cookieStorage.getItem('portico:big')).toBeNull()
    // through createStorage, persistence is best effort and never throws at the host
    expect(() => createStorage(cookieStorage).set('big', 'x'.repeat(5000))).not.toThrow()
  })
})
