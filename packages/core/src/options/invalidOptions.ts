import { porticoError } from '../errors/errorCatalogue.js'
import type { PorticoError } from '../errors/PorticoError.js'
import { describeIssues, type Issue } from './describeIssues.js'

/** The INVALID_OPTIONS error for zod issues: `Invalid options: path: message; …` */
export function invalidOptions(issues: readonly Issue[], prefix: readonly string[] = []): PorticoError {
  const err = porticoError('INVALID_OPTIONS', { details: issues })
  err.message = `Invalid options: ${describeIssues(issues, prefix)}`
  return err
}
