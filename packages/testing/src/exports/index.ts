// Browser-safe entry: no node: imports anywhere below this file (checked by index.test.ts).
export {
  DEVNET_ACCOUNTS,
  DEVNET_BALANCE_ETH,
  DEVNET_MNEMONIC,
  type DevnetAccount,
} from '../devnet/devnetAccounts.js'
export { DEVNET_CHAINS } from '../devnet/devnetChains.js'
export { type DevnetNetworkOptions, devnetNetwork } from '../devnet/devnetNetwork.js'
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
