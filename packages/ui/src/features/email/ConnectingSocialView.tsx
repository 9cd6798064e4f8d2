import type { EmailProblem } from '@portico/core/features/email'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { featureCss } from '../featureCss.js'
import { emailProblemText } from './emailProblemText.js'
import { type EmailTexts, emailTexts } from './emailTexts.js'
import { SOCIAL_NAMES } from './SocialLoginButtons.js'

export interface ConnectingSocialViewProps {
  provider: string
  busy: boolean
  problem?: EmailProblem
  /** again, with a new popup (on the click) */
  onRetry(): void
}

/**
 * SPEC §1 social login: waiting for the provider's window, or what stopped it (the window was
 * closed, the person cancelled at the provider, the browser blocked the popup) with a retry.
 */
export function ConnectingSocialView({ provider, busy, problem, onRetry }: ConnectingSocialViewProps) {
  const t = useFeatureTexts(emailTexts)
  const name = SOCIAL_NAMES[provider] ?? provider
  const message = problem ? (socialProblemText(t, problem, name) ?? emailProblemText(t, problem)) : undefined
  return (
    <div className="pt-form" data-testid="social-view" data-provider={provider}>
      <style>{featureCss}</style>
      {message ? (
        <p className="pt-problem" role="alert" data-testid="social-problem" data-code={problem?.code}>
          {message}
        </p>
      ) : (
        <p className="pt-hint" role="status" data-testid="social-waiting">
          {busy ? <SpinnerIcon /> : null} {formatText(t['social.waiting'], { provider: name })}
        </p>
      )}
      {message ? (
        <button type="button" className="pt-button-primary" data-testid="social-retry" onClick={onRetry}>
          {t['social.retry']}
        </button>
      ) : null}
    </div>
  )
}

function socialProblemText(t: EmailTexts, problem: EmailProblem, provider: string): string | undefined {
  switch (problem.code) {
    case 'SOCIAL_CANCELLED':
    case 'SOCIAL_DENIED':
    case 'SOCIAL_FAILED':
    case 'SOCIAL_UNAVAILABLE':
    case 'POPUP_BLOCKED':
      return formatText(t[`social.problem.${problem.code}`], { provider })
    default:
      return undefined
  }
}
