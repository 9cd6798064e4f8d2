import { createPortico } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { walletConnect } from './walletConnect.js'

const loaded = vi.hoisted(() => ({ modules: 0, calls: [] as unknown[] }))
vi.mock('./loadUniversalProvider.js', () => {
  loaded.modules++
  return {
    loadUniversalProvider: async (opts: unknown) => {
      loaded.calls.push(opts)
      return { on() {}, removeListener() {} }
    },
  }
})

const network = {
  id: 31337,
  name: 'Devnet',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const

afterEach(() => {
  loaded.calls.length = 0
})

describe('walletConnect()', () => {
  it('turns WalletConnect on in createPortico; the SDK loads only when a connection needs it', async () => {
    const support = walletConnect()
    const portico = createPortico({ projectId: 'p', walletConnect: support, networks: [network] })
    expect(portico.walletConnect?.connector.id).toBe('walletConnect')
    expect(loaded.modules).toBe(0)

    const opts = {
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:9',
      selfHostedRelay: true,
      metadata: { name: 'a', description: '', url: '', icons: [] },
      storagePrefix: 'portico',
    }
    await support.loadProvider(opts)
    expect(loaded.modules).toBe(1)
    expect(loaded.calls).toEqual([opts])
    portico.destroy()
  })
})
