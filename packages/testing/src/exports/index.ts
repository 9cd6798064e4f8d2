// Browser-safe entry: every lab wallet of @portico/lab-wallet (all namespaces) and the
// WalletConnect mobile wallet; no node: imports anywhere below this file (checked by
// index.test.ts). A host's own tests that want a lab wallet only install @portico/lab-wallet.

export * from '@portico/lab-wallet'
export * from '@portico/lab-wallet/bitcoin'
export * from '@portico/lab-wallet/cosmos'
export * from '@portico/lab-wallet/polkadot'
export * from '@portico/lab-wallet/solana'
export {
  type CreateMobileWalletOptions,
  createMobileWallet,
  type MobileWallet,
  type MobileWalletSession,
} from '../mobileWallet/createMobileWallet.js'
export { silenceWalletConnectCore } from '../mobileWallet/silenceWalletConnectCore.js'
