// For @portico/testing (its WalletConnect mobile wallet reuses the lab wallet's parts), as
// @portico/core/internal is for the adapters: no promise of stability.

export { signSecp256k1 } from '../bitcoin/secp256k1.js'
export { signBip322Simple } from '../bitcoin/signBip322Simple.js'
export { isApprovalQueue } from '../labWallet/createApprovalQueue.js'
export {
  invalidParams,
  toProviderRpcError,
  unauthorized,
  unsupportedMethod,
  userRejected,
} from '../labWallet/ProviderRpcError.js'
export {
  personalSign,
  sendTransaction,
  signTypedDataV4,
  type WalletActionContext,
} from '../labWallet/walletActions.js'
