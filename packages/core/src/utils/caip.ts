import { porticoError } from '../errors/errorCatalogue.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.js'

export const CHAIN_NAMESPACES: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
]

export function isChainNamespace(v: unknown): v is ChainNamespace {
  return typeof v === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(v)
}

/** SPEC §5: a CAIP-10 address has exactly 3 non-empty colon-separated parts. */
export function parseCaipAddress(caipAddress: string): {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
} {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : []
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) throw porticoError('INVALID_CAIP_ADDRESS')
  const [ns, chainId, address] = parts as [string, string, string]
  if (!isChainNamespace(ns)) throw porticoError('INVALID_CAIP_ADDRESS')
  return { chainNamespace: ns, chainId, address }
}

/** SPEC §5: a CAIP-2 id has exactly 2 non-empty parts. */
export function parseCaipNetworkId(caipNetworkId: string): {
  chainNamespace: ChainNamespace
  chainId: string
} {
  const parts = typeof caipNetworkId === 'string' ? caipNetworkId.split(':') : []
  if (parts.length !== 2 || parts.some((p) => p.length === 0)) throw porticoError('INVALID_CAIP_NETWORK_ID')
  const [ns, chainId] = parts as [string, string]
  if (!isChainNamespace(ns)) throw porticoError('INVALID_CAIP_NETWORK_ID')
  return { chainNamespace: ns, chainId }
}

export function toCaipAddress(ns: ChainNamespace, chainId: string | number, address: string): CaipAddress {
  if (!address) throw porticoError('INVALID_CAIP')
  return `${ns}:${chainId}:${address}` as CaipAddress
}

export function toCaipNetworkId(ns: ChainNamespace, chainId: string | number): CaipNetworkId {
  return `${ns}:${chainId}` as CaipNetworkId
}
