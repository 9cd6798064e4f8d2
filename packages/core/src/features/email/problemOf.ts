/** What stopped a request to the frame, as the views' words need it (code and numbers). */
import { isPorticoError } from '../../errors/PorticoError.js'
import type { EmailProblem } from './emailState.js'
import type { FrameError } from './frameProtocol.js'

export function problemOf(e: unknown): EmailProblem {
  const details = isPorticoError(e)
    ? (e.details as Omit<Partial<FrameError>, 'code'> & { code?: string })
    : undefined
  const code = details?.code
  if (code === 'TIMEOUT' || code === 'LOAD_FAILED') return { code }
  if (!code) return { code: 'INTERNAL' }
  return {
    code: code as EmailProblem['code'],
    ...(details.retryAfter !== undefined ? { retryAfter: details.retryAfter } : {}),
    ...(details.attemptsLeft !== undefined ? { attemptsLeft: details.attemptsLeft } : {}),
  }
}
