// The lab Solana wallet (wallet-standard): needs @solana/wallet-standard-util and
// @wallet-standard/base (optional peers of this package).

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
