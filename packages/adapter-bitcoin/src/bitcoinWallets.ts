/**
 * The bip122 adapter's wallets (its kit part `wallets`): sats-connect-style injected providers
 * and wallet-standard bitcoin wallets. Their clients load on connect: discovery needs none
 * (findBitcoinWallets.ts).
 */
import { followRegistrations, type WalletSource, walletConnector } from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { BitcoinAdapterOptions } from './bitcoinTypes.js'
import type { BitcoinWalletClient } from './bitcoinWalletClient.js'
import { findInjectedBitcoinWallets, isBitcoinStandardWallet } from './findBitcoinWallets.js'

/** a wallet on the page: its client, made when the person picks it */
export type BitcoinWalletEntry = () => Promise<BitcoinWalletClient>

const loadClients = () => import('./bitcoinWalletClient.js')

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'wallet'

export function bitcoinWallets(
  options: BitcoinAdapterOptions,
  win: unknown,
): WalletSource<BitcoinWalletEntry> {
  const standard = (options.wallets ?? getWallets)()
  const entry = (
    name: string,
    icon: unknown,
    type: 'INJECTED' | 'ANNOUNCED',
    client: BitcoinWalletEntry,
  ) => ({
    connector: walletConnector(
      'bip122',
      `bip122.${slug(name)}`,
      { name, icon },
      { name, type, iconPrefix: 'data:image/' },
    ),
    wallet: client,
  })
  return {
    global: win,
    list: () => [
      ...findInjectedBitcoinWallets(win).map((w) =>
        entry(w.name, w.icon, 'INJECTED', async () => (await loadClients()).satsConnectClient(w.provider)),
      ),
      ...standard
        .get()
        .filter(isBitcoinStandardWallet)
        .map((w) =>
          entry(w.name, w.icon, 'ANNOUNCED', async () => (await loadClients()).standardBitcoinClient(w)),
        ),
    ],
    subscribe: (onChange) => followRegistrations(standard, onChange),
  }
}
