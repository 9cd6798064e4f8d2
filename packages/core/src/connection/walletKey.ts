import type { Connector } from '../types/connector.js'

/**
 * Which wallet a connection belongs to (docs/architecture.md "Same wallet, same fate"):
 * disconnecting resets every namespace connected through the same wallet: the same
 * WalletConnect session, the same extension (by EIP-6963 rdns or registry id), the same
 * connector. Two unrelated wallets of the same connector kind have different keys.
 */
export function adapterWalletKey(connector: Pick<Connector, 'id' | 'chain' | 'rdns' | 'explorerId'>): string {
  if (connector.rdns) return `rdns:${connector.rdns}`
  if (connector.explorerId) return `registry:${connector.explorerId}`
  return `connector:${connector.chain}:${connector.id}`
}

export function walletConnectWalletKey(topic: string): string {
  return `walletconnect:${topic}`
}
