/**
 * Solana networks as Portico networks. CAIP-2 ids are `solana:<first 32 chars of the genesis
 * hash>` (CAIP-30); the `id` is that 32-character reference, so CAIP-10 accounts read
 * `solana:<ref>:<base58 address>`.
 */
import type { PorticoNetwork } from '@portico/core'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

export function solanaNetwork(params: {
  /** the genesis hash (base58) or its first 32 characters */
  genesisHash: string
  name: string
  rpcUrl: string
  testnet?: boolean
  explorerUrl?: string
}): PorticoNetwork {
  const ref = params.genesisHash.slice(0, 32)
  return {
    id: ref,
    name: params.name,
    caipNetworkId: `solana:${ref}`,
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [params.rpcUrl] } },
    ...(params.explorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: params.explorerUrl } } }
      : {}),
    testnet: params.testnet ?? false,
  }
}

export const solanaMainnet = solanaNetwork({
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  explorerUrl: 'https://explorer.solana.com',
})

export const solanaDevnet = solanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  testnet: true,
})

export const solanaTestnet = solanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  testnet: true,
})
