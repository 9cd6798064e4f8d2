/**
 * Wallet failures as typed Portico errors, for adapters whose wallets reject without an
 * EIP-1193 code (polkadot{.js} extensions: `Error('Cancelled')`; Keplr: `Error('Request
 * rejected')`). A rejection is recognised by code 4001 or by its message and becomes
 * USER_REJECTED with a 4001 cause, which core shows as "declined".
 */
import { ERROR_MESSAGES, type ErrorCode, porticoError } from './errorCatalogue.js'
import { PorticoError } from './PorticoError.js'
import { RPC_ERROR_CODES } from './rpcErrors.js'

const REJECTION_RE = /reject|cancel|denied|declined/i

export function isWalletRejection(e: unknown): boolean {
  if (!e || typeof e !== 'object') return typeof e === 'string' && REJECTION_RE.test(e)
  const { code, message } = e as { code?: unknown; message?: unknown }
  return code === RPC_ERROR_CODES.USER_REJECTED || (typeof message === 'string' && REJECTION_RE.test(message))
}

export function toWalletError(e: unknown, fallback: ErrorCode = 'AN_ERROR_OCCURRED'): PorticoError {
  if (e instanceof PorticoError) return e
  if (isWalletRejection(e)) {
    const cause = { code: RPC_ERROR_CODES.USER_REJECTED, message: ERROR_MESSAGES.USER_REJECTED, cause: e }
    return porticoError('USER_REJECTED', { cause, rpcCode: RPC_ERROR_CODES.USER_REJECTED })
  }
  return porticoError(fallback, { cause: e })
}

export function invalidWalletResponse(details: unknown): PorticoError {
  return porticoError('WALLET_RESPONSE_INVALID', { details })
}
