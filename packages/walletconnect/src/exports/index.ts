export { walletConnect } from '../walletConnect.js'
