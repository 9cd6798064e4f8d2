/**
 * Wallet failures as typed Portico errors. polkadot{.js}-style extensions reject with plain
 * `Error('Cancelled')` / `Error('Rejected')` (no EIP-1193 code), so a rejection is recognised
 * by its message too; it becomes USER_REJECTED with a 4001 cause, which core shows as
 * "declined".
 */
import { ERROR_MESSAGES, type ErrorCode, PorticoError, porticoError, RPC_ERROR_CODES } from '@portico/core'

const REJECTION_RE = /cancel|reject|denied|declined/i

export function isWalletRejection(e: unknown): boolean {
  if (!e || typeof e !== 'object') return typeof e === 'string' && REJECTION_RE.test(e)
  const { code, message } = e as { code?: unknown; message?: unknown }
  return code === RPC_ERROR_CODES.USER_REJECTED || (typeof message === 'string' && REJECTION_RE.test(message))
}

export function toPolkadotError(e: unknown, fallback: ErrorCode = 'AN_ERROR_OCCURRED'): PorticoError {
  if (e instanceof PorticoError) return e
  if (isWalletRejection(e)) {
    const cause = { code: RPC_ERROR_CODES.USER_REJECTED, message: ERROR_MESSAGES.USER_REJECTED, cause: e }
    return porticoError('USER_REJECTED', { cause, rpcCode: RPC_ERROR_CODES.USER_REJECTED })
  }
  return porticoError(fallback, { cause: e })
}

export function invalidResponse(details: unknown): PorticoError {
  return porticoError('WALLET_RESPONSE_INVALID', { details })
}
