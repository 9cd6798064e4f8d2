/**
 * The actions the instance's deprecated methods, the analytics forwarder and the email feature's
 * origin check load on first use: one lazy chunk, so they cost a host's startup bundle one import.
 */
export { connectWalletConnect } from '../actions/connectWalletConnect.js'
export { getApi } from '../actions/getApi.js'
export { setLocale } from '../actions/setLocale.js'
export { setThemeMode } from '../actions/setThemeMode.js'
export { setThemeVariables } from '../actions/setThemeVariables.js'
export { signMessage } from '../actions/signMessage.js'
