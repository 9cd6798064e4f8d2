import { isPorticoError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { LOCAL } from './test/fixtures.js'
import { toChainId } from './toChainId.js'
import { toViemChain } from './toViemChain.js'

describe('toViemChain', () => {
  it('maps id, name, currency, rpc urls, explorer and testnet', () => {
    const chain = toViemChain({ ...LOCAL, id: '31337' })
    expect(chain).toMatchObject({
      id: 31337,
      name: 'Anvil Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1:4000/31337' } },
      testnet: true,
    })
  })
})

describe('toChainId', () => {
  it('accepts numbers, decimal and hex strings', () => {
    expect(toChainId(1)).toBe(1)
    expect(toChainId('137')).toBe(137)
    expect(toChainId('0x7a69')).toBe(31337)
  })

  it.each(['', 'abc', 0, -1, 1.5, 'eip155:1'])('§5 %s is an Invalid chainId', (bad) => {
    let error: unknown
    try {
      toChainId(bad)
    } catch (e) {
      error = e
    }
    expect(isPorticoError(error, 'INVALID_CHAIN_ID')).toBe(true)
  })
})
