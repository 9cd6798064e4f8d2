import { RECENT_WALLETS_MAX } from '../constants/constants.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { ConnectionInternals } from './ConnectionInternals.js'

/**
 * SPEC §3 "Recent": the wallet just connected comes first among the recent ones (at most
 * RECENT_WALLETS_MAX), remembered across reloads, and the connector list is sorted again.
 * Part of the connection chunk (connectWallet), not of the startup code.
 */
export function rememberRecent(c: ConnectionInternals, connectorId: string): void {
  const { store, storage } = c.ctx
  const recent = [connectorId, ...store.getState().recentWalletIds.filter((id) => id !== connectorId)].slice(
    0,
    RECENT_WALLETS_MAX,
  )
  store.setState({ recentWalletIds: recent })
  storage.set(STORAGE_KEYS.recentWallets.key, recent)
  c.resort()
}
