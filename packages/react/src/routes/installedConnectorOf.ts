import type { Connector, WalletListItem } from '@portico/core'

/**
 * The installed connector that *is* a registry wallet, matched by identity, never by display
 * name alone (any page script can announce itself as "MetaMask"):
 * - the registry id the adapter resolved (`explorerId`), or
 * - the EIP-6963 rdns, which both the registry row and the announcement carry.
 * A name is compared only when neither side has an rdns (wallet-standard wallets: Solana,
 * Bitcoin, which have no identity but their name; see docs/architecture.md "Wallet identity").
 */
export function installedConnectorOf(
  connectors: readonly Connector[],
  wallet: WalletListItem,
): Connector | undefined {
  return connectors.find(
    (c) =>
      c.type !== 'WALLET_CONNECT' &&
      ((c.explorerId !== undefined && c.explorerId === wallet.id) ||
        (Boolean(wallet.rdns) && c.rdns === wallet.rdns) ||
        (!wallet.rdns && !c.rdns && c.name.toLowerCase() === wallet.name.toLowerCase())),
  )
}
