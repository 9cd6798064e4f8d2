// Browser-safe entry: no node: imports anywhere below this file (checked by index.test.ts).

export {
  BITCOIN_LAB_PRIVATE_KEY,
  BITCOIN_LAB_RECEIVER_KEY,
  BITCOIN_LAB_UTXOS,
  type LabUtxo,
} from '../bitcoin/bitcoinLabAccounts.js'
export {
  type CreateLabBitcoinWalletOptions,
  createLabBitcoinWallet,
  injectLabBitcoinWallet,
  LAB_BITCOIN_PROVIDER_ID,
  LAB_BITCOIN_WALLET_NAME,
  type LabBitcoinNetworkName,
  type LabBitcoinProvider,
  type LabBitcoinWallet,
} from '../bitcoin/createLabBitcoinWallet.js'
export { LAB_BITCOIN_WALLET_ICON } from '../bitcoin/labBitcoinWalletIcon.js'
export { compressedPublicKey, verifySecp256k1 } from '../bitcoin/secp256k1.js'
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
export {
  DEVNET_ACCOUNTS,
  DEVNET_BALANCE_ETH,
  DEVNET_MNEMONIC,
  type DevnetAccount,
} from '../devnet/devnetAccounts.js'
export { DEVNET_CHAINS } from '../devnet/devnetChains.js'
export { type DevnetNetworkOptions, devnetNetwork } from '../devnet/devnetNetwork.js'
export { type LabNftMetadataOptions, labNftCardSvg, labNftMetadataUri } from '../devnet/labNftMetadata.js'
export {
  type AnnounceLabWalletOptions,
  announceLabWallet,
  LAB_WALLET_INFO,
  type LabWalletInfo,
} from '../labWallet/announceLabWallet.js'
export {
  type ApprovalKind,
  type ApprovalMode,
  type ApprovalQueue,
  type ApprovalRequest,
  type Approver,
  createApprovalQueue,
} from '../labWallet/createApprovalQueue.js'
export type { LabWalletEvent } from '../labWallet/createEmitter.js'
export {
  type CreateLabWalletOptions,
  createLabWallet,
  type LabWallet,
  type LabWalletChain,
  type LabWalletProvider,
  type LabWalletRequestArguments,
} from '../labWallet/createLabWallet.js'
export { createMemoryKeyValueStorage } from '../labWallet/labWalletState.js'
export { type MountApprovalPromptOptions, mountApprovalPrompt } from '../labWallet/mountApprovalPrompt.js'
export { ProviderRpcError } from '../labWallet/ProviderRpcError.js'
export {
  type CreateMobileWalletOptions,
  createMobileWallet,
  type MobileWallet,
  type MobileWalletSession,
} from '../mobileWallet/createMobileWallet.js'
export { silenceWalletConnectCore } from '../mobileWallet/silenceWalletConnectCore.js'
export {
  type CreatePolkadotLabWalletOptions,
  createPolkadotLabWallet,
  POLKADOT_LAB_DERIVATION,
  POLKADOT_LAB_MNEMONIC,
  POLKADOT_LAB_WALLET_INFO,
  type PolkadotLabAccount,
  type PolkadotLabProvider,
  type PolkadotLabWallet,
} from '../polkadot/createPolkadotLabWallet.js'
export { offlinePolkadotApi } from '../polkadot/offlinePolkadotApi.js'
export {
  loadPolkadotLabRuntime,
  POLKADOT_LAB_GENESIS_HASH,
  type PolkadotLabRuntime,
} from '../polkadot/polkadotLabRuntime.js'
export { verifyPolkadotSignature } from '../polkadot/verifyPolkadotSignature.js'
export {
  type CreateLabSolanaWalletOptions,
  createLabSolanaWallet,
  LAB_SOLANA_WALLET_NAME,
  type LabSolanaStandardWallet,
  type LabSolanaWallet,
  SOLANA_LOCALNET_CHAIN,
} from '../solana/createLabSolanaWallet.js'
export { LAB_SOLANA_WALLET_ICON } from '../solana/labSolanaWalletIcon.js'
export { registerStandardWallet } from '../solana/registerStandardWallet.js'
export {
  SOLANA_LAB_ADDRESSES,
  SOLANA_LAB_SEEDS,
  SOLANA_LAB_SOL,
  SOLANA_LAB_TOKEN,
  SOLANA_LOCALNET_CHAIN_REF,
  SOLANA_LOCALNET_GENESIS_HASH,
} from '../solana/solanaLabAccounts.js'
