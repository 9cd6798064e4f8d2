// The lab Cosmos wallet (Keplr-style): needs @cosmjs/proto-signing (an optional peer of this package).

export {
  adr36SignDoc,
  COSMOS_LAB_GLOBAL,
  COSMOS_LAB_PRIVATE_KEY,
  COSMOS_LAB_WALLET_INFO,
  type CosmosLabChain,
  type CosmosLabKey,
  type CosmosLabProvider,
  type CosmosLabWallet,
  type CreateCosmosLabWalletOptions,
  createCosmosLabWallet,
} from '../cosmos/createCosmosLabWallet.js'
