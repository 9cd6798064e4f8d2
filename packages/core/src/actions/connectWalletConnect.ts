import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { WalletConnectWalletInput } from '../walletconnect/WalletConnectController.js'

/**
 * Pairs over WalletConnect, shown for `wallet` (a registry wallet that is not installed: its
 * name, image and mobile/desktop/web-app links); without one, the generic WalletConnect entry.
 * Without the `walletConnect` option (or a project id): CONNECTOR_NOT_FOUND saying what to add.
 */
export async function connectWalletConnect(
  portico: Portico,
  wallet?: WalletConnectWalletInput,
): Promise<void> {
  const { walletConnect, connection, options } = featureContextOf(portico)
  if (!walletConnect)
    throw (await import('../walletconnect/walletConnectMissing.js')).walletConnectMissing(options)
  walletConnect.selectWallet(wallet)
  await connection.connect(walletConnect.connector.id)
}
