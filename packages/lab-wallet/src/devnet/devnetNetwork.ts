import type { PorticoNetwork } from '@portico/core'

export interface DevnetNetworkOptions {
  chainId: number
  rpcUrl: string
  name: string
  /** Adds `blockExplorers.default` only when given. */
  explorerUrl?: string
}

/** Describes a devnet chain as the `PorticoNetwork` a host passes to Portico. */
export function devnetNetwork({ chainId, rpcUrl, name, explorerUrl }: DevnetNetworkOptions): PorticoNetwork {
  const network: PorticoNetwork = {
    id: chainId,
    name,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
  if (explorerUrl) network.blockExplorers = { default: { name: `${name} explorer`, url: explorerUrl } }
  return network
}
