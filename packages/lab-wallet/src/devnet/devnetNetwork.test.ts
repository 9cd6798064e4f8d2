import { describe, expect, it } from 'vitest'
import { devnetNetwork } from './devnetNetwork.js'

describe('devnetNetwork', () => {
  it('§3 describes a devnet chain as an eip155 PorticoNetwork', () => {
    expect(
      devnetNetwork({ chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Portico Devnet B' }),
    ).toEqual({
      id: 31338,
      name: 'Portico Devnet B',
      caipNetworkId: 'eip155:31338',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      testnet: true,
    })
  })

  it('adds a block explorer only when one is given', () => {
    const network = devnetNetwork({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      name: 'Portico Devnet',
      explorerUrl: 'http://127.0.0.1:5100',
    })
    expect(network.blockExplorers?.default.url).toBe('http://127.0.0.1:5100')
  })
})
