/**
 * WalletConnect constants a host's startup bundle needs: the connector id, its name, the public
 * relay. What a session asks for per namespace is in sessionMethods.ts, which only the lazy
 * WalletConnect chunk imports (a module shared with the startup bundle is put in it whole).
 */

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLET_CONNECT_NAME = 'WalletConnect'

/** the relay a host gets when it gives a project id and no `relayUrl` */
export const PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org'
