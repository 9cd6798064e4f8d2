// The EVM lab wallet and the devnet's accounts: browser-safe, no node: import anywhere below
// (checked by index.test.ts). The other namespaces' lab wallets are on their own entries
// (@portico/lab-wallet/solana, /bitcoin, /polkadot, /cosmos), each with its SDK as an optional
// peer, so an EVM host's tests install viem only.

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
