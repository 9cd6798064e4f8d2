import { describe, expect, it } from 'vitest'
import { STORAGE_PREFIX } from '../constants/constants.js'
import { createMemoryStorage, createStorage } from './createStorage.js'
import { STORAGE_KEYS } from './storageKeys.js'

describe('storage', () => {
  it('§9 every key uses one fixed prefix', () => {
    const backend = createMemoryStorage()
    const storage = createStorage(backend)
    storage.set('recentWallets', ['a'])
    expect(STORAGE_PREFIX).toBe('portico:')
    expect(backend.getItem('portico:recentWallets')).toBe('["a"]')
  })
  it('a corrupt stored value is removed and reads as undefined, never thrown', () => {
    const backend = createMemoryStorage()
    const storage = createStorage(backend)
    backend.setItem('portico:recentWallets', '{not json')
    expect(storage.get(STORAGE_KEYS.recentWallets.key, STORAGE_KEYS.recentWallets.schema)).toBeUndefined()
    expect(backend.getItem('portico:recentWallets')).toBeNull()
    backend.setItem('portico:activeNamespace', '"tron"')
    expect(storage.get(STORAGE_KEYS.activeNamespace.key, STORAGE_KEYS.activeNamespace.schema)).toBeUndefined()
  })
  it('a throwing backend does not break the dialog', () => {
    const storage = createStorage({
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {},
    })
    expect(() => storage.set('x', 1)).not.toThrow()
    expect(storage.get(STORAGE_KEYS.recentWallets.key, STORAGE_KEYS.recentWallets.schema)).toBeUndefined()
  })
  it('is SSR-safe: without localStorage it keeps values in memory', () => {
    const storage = createStorage()
    storage.set('activeNamespace', 'solana')
    expect(storage.get(STORAGE_KEYS.activeNamespace.key, STORAGE_KEYS.activeNamespace.schema)).toBe('solana')
  })
})
