// Node-only entry (spawns processes). Everything from the browser-safe entry is re-exported.

export {
  type Devnet,
  type DevnetChain,
  type DevnetChainOptions,
  type StartDevnetOptions,
  startDevnet,
} from '../devnet/startDevnet.js'
export * from './index.js'
