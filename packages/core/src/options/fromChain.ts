import type { PorticoNetwork } from '../types/chain.js'

/**
 * A chain as viem and wagmi define it (`mainnet`, `defineChain(…)`): what a host already has.
 * Structural, so core does not import viem.
 */
export interface ChainLike {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

/** a viem/wagmi chain (an eip155 chain without Portico's CAIP fields) */
export function isChainLike(value: unknown): value is ChainLike {
  const v = value as Partial<ChainLike & PorticoNetwork> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    v.caipNetworkId === undefined &&
    v.chainNamespace === undefined &&
    typeof v.rpcUrls === 'object'
  )
}

/** SPEC §3 network from a viem/wagmi chain: an eip155 network `eip155:<id>`. */
export function fromChain(chain: ChainLike): PorticoNetwork {
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    name: chain.name,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls,
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(chain.testnet !== undefined ? { testnet: chain.testnet } : {}),
  }
}
