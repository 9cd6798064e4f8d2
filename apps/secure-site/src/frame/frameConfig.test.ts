import { describe, expect, it } from 'vitest'
import { parseFrameConfig } from './frameConfig.js'

const NETWORKS = [
  { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
  { caipNetworkId: 'eip155:1', rpcUrl: 'https://eth.example' },
  { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://127.0.0.1:8899' },
]

describe('frame configuration', () => {
  it('reads the injected networks and the query (chainId as a number or CAIP-2)', () => {
    const json = JSON.stringify({ networks: NETWORKS, version: '1' })
    const config = parseFrameConfig(json, '?projectId=p1&chainId=1&version=0.1.0&enableLogger=true')!
    expect(config).toMatchObject({ projectId: 'p1', chainId: 'eip155:1', enableLogger: true, version: '1' })
    expect(config.networks[0]).toEqual({
      ...NETWORKS[0],
      namespace: 'eip155',
      chainId: 31337,
      name: 'eip155:31337',
    })
    expect(config.networks[2]).toMatchObject({ namespace: 'solana' })
    expect(parseFrameConfig(json, '?chainId=eip155:31337')?.chainId).toBe('eip155:31337')
    // not configured: the first eip155 network
    expect(parseFrameConfig(json, '?chainId=999')?.chainId).toBe('eip155:31337')
    expect(parseFrameConfig(json, '')?.enableLogger).toBe(false)
  })

  it('the approval screen names a network as the secure site configured it, else by its CAIP-2 id', () => {
    const json = JSON.stringify({ networks: [{ ...NETWORKS[0], name: 'Portico Devnet' }, NETWORKS[1]] })
    const config = parseFrameConfig(json, '')!
    expect(config.networks.map((n) => n.name)).toEqual(['Portico Devnet', 'eip155:1'])
  })

  it('refuses a missing or malformed configuration', () => {
    expect(parseFrameConfig(null, '')).toBeNull()
    expect(parseFrameConfig('{', '')).toBeNull()
    expect(
      parseFrameConfig(
        JSON.stringify({ networks: [{ caipNetworkId: 'eip155:1', rpcUrl: 'javascript:1' }] }),
        '',
      ),
    ).toBeNull()
    expect(
      parseFrameConfig(
        JSON.stringify({ networks: [{ caipNetworkId: 'cosmos:hub', rpcUrl: 'http://x' }] }),
        '',
      ),
    ).toBeNull()
  })
})
