/** The lazy chunk of connection/: connect, disconnect and restore over the connector drivers. */
export { adoptWalletConnectSession } from './adoptWalletConnectSession.js'
export { connectWallet } from './connectWallet.js'
export { disconnectWallet } from './disconnectWallet.js'
export { restoreConnections } from './restoreConnections.js'
