/**
 * The one error class of Portico (DESIGN "Validate at every boundary"): short message,
 * a stable `code`, the original `cause`, optional `details` (e.g. zod issues).
 */
import type { ErrorCode } from './errorMessages.js'

export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: ErrorCode
  readonly details?: unknown
  /** JSON-RPC / EIP-1193 code when the error came from a wallet or node */
  readonly rpcCode?: number

  constructor(
    code: ErrorCode,
    message: string,
    opts: { cause?: unknown; details?: unknown; rpcCode?: number } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause })
    this.code = code
    this.details = opts.details
    this.rpcCode = opts.rpcCode
  }
}

export function isPorticoError(e: unknown, code?: ErrorCode): e is PorticoError {
  return e instanceof PorticoError && (code === undefined || e.code === code)
}
