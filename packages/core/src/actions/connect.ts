import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/**
 * SPEC §4: connects with one of the instance's connectors (`getState().connectors`); the dialog
 * shows the attempt. Resolves when connected, rejects with the wallet's error (a PorticoError).
 */
export function connect(portico: Portico, connectorId: string): Promise<void> {
  const { walletConnect, connection } = featureContextOf(portico)
  if (walletConnect && connectorId === walletConnect.connector.id) walletConnect.selectWallet(undefined)
  return connection.connect(connectorId)
}
