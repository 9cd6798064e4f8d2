import { createMemoryStorage } from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { createWagmiStorage } from './createWagmiStorage.js'

describe('createWagmiStorage', () => {
  it("stores wagmi's strings under Portico's prefix and reads them back", () => {
    const backend = createMemoryStorage()
    const storage = createWagmiStorage(createStorage(backend))
    storage.setItem('portico.wagmi.recentConnectorId', '"injected"')
    expect(backend.getItem('portico:portico.wagmi.recentConnectorId')).toBe(JSON.stringify('"injected"'))
    expect(storage.getItem('portico.wagmi.recentConnectorId')).toBe('"injected"')
    storage.removeItem('portico.wagmi.recentConnectorId')
    expect(storage.getItem('portico.wagmi.recentConnectorId')).toBeNull()
  })

  it('reads a corrupt or non-string value as null (never throws)', () => {
    const backend = createMemoryStorage()
    const storage = createWagmiStorage(createStorage(backend))
    backend.setItem('portico:portico.wagmi.store', '{not json')
    expect(storage.getItem('portico.wagmi.store')).toBeNull()
    backend.setItem('portico:portico.wagmi.store', '{"a":1}')
    expect(storage.getItem('portico.wagmi.store')).toBeNull()
  })
})
