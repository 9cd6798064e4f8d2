/**
 * `walletConnect()`: the `walletConnect` option of `createPortico`. It turns WalletConnect on
 * (QR, mobile links, sessions in every namespace whose adapter takes them) and brings the
 * WalletConnect SDK, loaded only when the dialog prepares or makes a WalletConnect connection.
 */
import type { WalletConnectSupport } from '@portico/core'

export function walletConnect(): WalletConnectSupport {
  return {
    loadProvider: async (opts) => (await import('./loadUniversalProvider.js')).loadUniversalProvider(opts),
  }
}
