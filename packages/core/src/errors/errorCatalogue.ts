/**
 * The helper that throws SPEC §5 and §8 errors. The messages are in errorMessages.ts, a module of
 * its own that PorticoError.ts reads too (no import cycle).
 */
import { ERROR_MESSAGES, type ErrorCode } from './errorMessages.js'
import { PorticoError } from './PorticoError.js'

export { ERROR_MESSAGES, type ErrorCode, type LaterErrorCode } from './errorMessages.js'

/** Throw-site helper: `throw porticoError('NETWORK_NOT_FOUND')` (a LaterErrorCode has no message here). */
export function porticoError(code: ErrorCode, opts?: ConstructorParameters<typeof PorticoError>[2]) {
  return new PorticoError(code, ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES], opts)
}
