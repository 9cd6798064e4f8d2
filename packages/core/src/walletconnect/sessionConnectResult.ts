import type { ConnectResult } from '../adapters/PorticoAdapter.js'
import { porticoError } from '../errors/errorCatalogue.js'
import type { WalletConnectNamespaceSession } from './WalletConnectSession.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConstants.js'

/** the ConnectResult of a namespace core connects itself, from the session */
export function sessionConnectResult(session: WalletConnectNamespaceSession): ConnectResult {
  const address = session.addresses()[0]
  if (!address) throw porticoError('INVALID_CAIP_ADDRESS')
  return {
    address,
    chainId: session.chainId().slice(session.namespace.length + 1),
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
  }
}
