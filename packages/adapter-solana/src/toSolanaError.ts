import type { ErrorCode } from '@portico/core'
import { getRpcCode, isPorticoError, type PorticoError, porticoError } from '@portico/core'

/**
 * Wallet errors → PorticoError. wallet-standard wallets throw plain errors: a 4001 code
 * (EIP-1193 style, Phantom, our lab wallet) or a WalletError named *Rejected*, or a message
 * saying "rejected" mean the user said no.
 */
export function toSolanaError(e: unknown, fallback: ErrorCode = 'AN_ERROR_OCCURRED'): PorticoError {
  if (isPorticoError(e)) return e
  const code = getRpcCode(e)
  const name = e && typeof e === 'object' ? String((e as { name?: unknown }).name ?? '') : ''
  const message = e instanceof Error ? e.message : String(e)
  if (code === 4001 || /reject/i.test(name) || /rejected|declined|denied/i.test(message))
    return porticoError('USER_REJECTED', { cause: e, rpcCode: 4001 })
  return porticoError(fallback, {
    cause: e,
    details: { message },
    ...(code !== undefined ? { rpcCode: code } : {}),
  })
}
