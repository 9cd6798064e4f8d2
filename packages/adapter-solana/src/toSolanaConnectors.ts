/**
 * wallet-standard discovery → Portico connectors. A wallet is offered when the Solana wallet
 * adapter would accept it (`isWalletAdapterCompatibleStandardWallet`: standard:connect,
 * standard:events and a solana:sign(AndSend)Transaction feature) and it lists a solana chain.
 */
import type { Connector } from '@portico/core'
import { isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import type { Wallet } from '@wallet-standard/base'

export function isSolanaWallet(wallet: Wallet): boolean {
  try {
    return (
      isWalletAdapterCompatibleStandardWallet(wallet) &&
      Array.isArray(wallet.chains) &&
      wallet.chains.some((c) => typeof c === 'string' && c.startsWith('solana:'))
    )
  } catch {
    return false
  }
}

/** a stable id from the wallet's name: `solana.<slug>` */
export function solanaConnectorId(wallet: Pick<Wallet, 'name'>): string {
  const slug = String(wallet.name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `solana.${slug || 'wallet'}`
}

export function toSolanaConnectors(wallets: readonly Wallet[]): Connector[] {
  const seen = new Set<string>()
  const out: Connector[] = []
  for (const w of wallets) {
    if (!isSolanaWallet(w)) continue
    const id = solanaConnectorId(w)
    if (seen.has(id)) continue
    seen.add(id)
    out.push({
      id,
      type: 'ANNOUNCED',
      name: String(w.name),
      chain: 'solana',
      ...(typeof w.icon === 'string' && w.icon.startsWith('data:image/') ? { imageUrl: w.icon } : {}),
    })
  }
  return out
}
