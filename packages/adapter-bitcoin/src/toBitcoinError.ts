import { type ErrorCode, getRpcCode, isPorticoError, type PorticoError, porticoError } from '@portico/core'

/** Wallet errors → PorticoError; 4001 or a "rejected/denied/cancel" message is the user saying no. */
export function toBitcoinError(e: unknown, fallback: ErrorCode = 'AN_ERROR_OCCURRED'): PorticoError {
  if (isPorticoError(e)) return e
  const code = getRpcCode(e)
  const message = e instanceof Error ? e.message : String(e)
  if (code === 4001 || /rejected|denied|cancel/i.test(message))
    return porticoError('USER_REJECTED', { cause: e, rpcCode: 4001 })
  return porticoError(fallback, {
    cause: e,
    details: { message },
    ...(code !== undefined ? { rpcCode: code } : {}),
  })
}
