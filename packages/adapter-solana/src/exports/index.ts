export {
  type SolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaSession,
  solanaAdapter,
  type WalletsSource,
} from '../solanaAdapter.js'
export { solanaDevnet, solanaMainnet, solanaNetwork, solanaTestnet } from '../solanaNetworks.js'
export { isSolanaWallet, solanaConnectorId, toSolanaConnectors } from '../toSolanaConnectors.js'
export { formatUnits, parseUnits } from '../units.js'
export { toRpcCommitment, validatePreflightCommitment } from '../validatePreflightCommitment.js'
