/**
 * The actions behind the instance's deprecated asynchronous methods (deprecatedMethods.ts): a lazy
 * chunk, so the aliases cost a host's startup bundle no action it does not import itself.
 */
export { connect } from '../actions/connect.js'
export { connectWalletConnect } from '../actions/connectWalletConnect.js'
export { disconnect } from '../actions/disconnect.js'
export { fetchBalance } from '../actions/fetchBalance.js'
export { getApi } from '../actions/getApi.js'
export { getProvider } from '../actions/getProvider.js'
export { preload } from '../actions/preload.js'
export { retryConnect } from '../actions/retryConnect.js'
export { signMessage } from '../actions/signMessage.js'
export { switchNetwork } from '../actions/switchNetwork.js'
