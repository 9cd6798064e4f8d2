import { RECENT_PAIRED_PREFIX, RECENT_WALLETS_MAX } from '../constants/constants.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { Connector } from '../types/connector.js'
import type { ConnectionInternals } from './ConnectionInternals.js'

/**
 * SPEC §3 "Recent": the wallet just connected comes first among the recent ones (at most
 * RECENT_WALLETS_MAX), remembered across reloads, and the connector list is sorted again. A wallet
 * that paired over WalletConnect shown for it (a registry or custom wallet) is remembered by its
 * own id (`wc:<id>`, RECENT_PAIRED_PREFIX), not as "WalletConnect", so the Connect view shows it
 * as Recent.
 * Part of the connection chunk (connectWallet), not of the startup code.
 */
export function rememberRecent(c: ConnectionInternals, connector: Pick<Connector, 'id' | 'type'>): void {
  const { store, storage } = c.ctx
  // core's own WalletConnect connector only (an adapter may bring another of that type): the wallet
  // it was asked to show, if any
  const paired =
    connector.id === c.walletConnect?.connector.id ? c.walletConnect.getState().wallet?.id : undefined
  const walletId = paired ? `${RECENT_PAIRED_PREFIX}${paired}` : connector.id
  const recent = [walletId, ...store.getState().recentWalletIds.filter((id) => id !== walletId)].slice(
    0,
    RECENT_WALLETS_MAX,
  )
  store.setState({ recentWalletIds: recent })
  storage.set(STORAGE_KEYS.recentWallets.key, recent)
  c.resort()
}
