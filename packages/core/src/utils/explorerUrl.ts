import type { PorticoNetwork } from '../types/chain.js'

const base = (network: PorticoNetwork) => network.blockExplorers?.default.url.replace(/\/+$/, '')

/** The address page on the network's block explorer, when it has one. */
export function explorerAddressUrl(network: PorticoNetwork, address: string): string | undefined {
  const url = base(network)
  return url ? `${url}/address/${encodeURIComponent(address)}` : undefined
}

/** The transaction page on the network's block explorer, when it has one. */
export function explorerTxUrl(network: PorticoNetwork, id: string): string | undefined {
  const url = base(network)
  return url ? `${url}/tx/${encodeURIComponent(id)}` : undefined
}
