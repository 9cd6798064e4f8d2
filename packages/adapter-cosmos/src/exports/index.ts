export {
  COSMOS_CONNECTOR_PREFIX,
  type CosmosAdapter,
  type CosmosAdapterOptions,
  cosmosAdapter,
} from '../cosmosAdapter.js'
export { type CosmosNetworkInput, cosmosHub, cosmosNetwork } from '../cosmosNetworks.js'
export type { CosmosCoin, CosmosSignedTransfer, CosmosTransferParams } from '../cosmosTypes.js'
export {
  type CosmosWalletGlobal,
  DEFAULT_COSMOS_WALLETS,
  type KeplrKey,
  type KeplrLike,
} from '../keplrTypes.js'
