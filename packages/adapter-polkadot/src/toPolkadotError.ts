/**
 * Wallet failures as typed Portico errors: core's shared mapping (polkadot{.js}-style extensions
 * reject with `Error('Cancelled')` / `Error('Rejected')`, no EIP-1193 code).
 */
export {
  invalidWalletResponse as invalidResponse,
  isWalletRejection,
  toWalletError as toPolkadotError,
} from '@portico/core/internal'
