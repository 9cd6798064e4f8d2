import type { PorticoNetwork } from '@portico/core'

export interface CosmosNetworkInput {
  chainId: string
  name: string
  symbol?: string
  decimals?: number
  rpcUrl?: string
  testnet?: boolean
}

/** A cosmos chain as a Portico network: CAIP-2 `cosmos:<chain-id>`. */
export function cosmosNetwork(input: CosmosNetworkInput): PorticoNetwork {
  return {
    id: input.chainId,
    name: input.name,
    caipNetworkId: `cosmos:${input.chainId}`,
    chainNamespace: 'cosmos',
    nativeCurrency: {
      name: input.symbol ?? 'ATOM',
      symbol: input.symbol ?? 'ATOM',
      decimals: input.decimals ?? 6,
    },
    rpcUrls: { default: { http: input.rpcUrl ? [input.rpcUrl] : [] } },
    ...(input.testnet ? { testnet: true } : {}),
  }
}

/** Cosmos Hub: `cosmos:cosmoshub-4`. */
export const cosmosHub: PorticoNetwork = cosmosNetwork({ chainId: 'cosmoshub-4', name: 'Cosmos Hub' })
