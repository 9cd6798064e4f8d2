// The lab Polkadot wallet (window.injectedWeb3): needs @polkadot/api, keyring, util, util-crypto
// and types-support (optional peers of this package).

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
