import type { EmailProblem } from '@portico/core/features/email'
import { formatText } from '../../texts/texts.js'
import type { EmailTexts } from './emailTexts.js'

/** the words for what stopped the email flow (SPEC §5 'Please try again after {n} seconds') */
export function emailProblemText(t: EmailTexts, problem: EmailProblem | undefined): string | undefined {
  if (!problem) return undefined
  switch (problem.code) {
    case 'COOLDOWN':
      return formatText(t['email.problem.COOLDOWN'], { seconds: String(problem.retryAfter ?? 30) })
    case 'INVALID_OTP':
      return problem.attemptsLeft !== undefined
        ? formatText(t['email.problem.INVALID_OTP_LEFT'], { attempts: String(problem.attemptsLeft) })
        : t['email.problem.INVALID_OTP']
    case 'INVALID_EMAIL':
    case 'RATE_LIMITED':
    case 'OTP_EXPIRED':
    case 'OTP_LOCKED':
    case 'DEVICE_TIMEOUT':
    case 'TIMEOUT':
    case 'LOAD_FAILED':
    case 'NETWORK_ERROR':
      return t[`email.problem.${problem.code}`]
    default:
      return t['email.problem.OTHER']
  }
}
