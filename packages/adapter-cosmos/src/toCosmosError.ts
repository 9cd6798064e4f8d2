/**
 * Wallet failures as typed Portico errors: core's shared mapping (Keplr rejects with
 * `Error('Request rejected')`, no EIP-1193 code).
 */
export {
  invalidWalletResponse as invalidResponse,
  isWalletRejection,
  toWalletError as toCosmosError,
} from '@portico/core/internal'
