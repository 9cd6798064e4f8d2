import type { PorticoNetwork } from '../../types/chain.js'

/**
 * The URI a wallet reads from the Receive QR code, chain-aware where a standard exists:
 * eip155 EIP-681 `ethereum:<address>@<chainId>`, bip122 BIP-21 `bitcoin:<address>`, solana
 * Solana Pay `solana:<address>`. Polkadot and cosmos have no payment URI wallets agree on:
 * their QR is the bare address (the address itself says the network: SS58, bech32 prefix).
 */
export function paymentUri(network: Pick<PorticoNetwork, 'chainNamespace' | 'id'>, address: string): string {
  switch (network.chainNamespace) {
    case 'eip155':
      return `ethereum:${address}@${network.id}`
    case 'bip122':
      return `bitcoin:${address}`
    case 'solana':
      return `solana:${address}`
    default:
      return address
  }
}
