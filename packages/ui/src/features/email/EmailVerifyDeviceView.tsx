import type { EmailProblem } from '@portico/core/features/email'
import { ActionButton } from '../../components/ActionButton.js'
import { Data } from '../../components/Data.js'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { featureCss } from '../featureCss.js'
import { emailProblemText } from './emailProblemText.js'
import { emailTexts } from './emailTexts.js'

export interface EmailVerifyDeviceViewProps {
  email?: string
  waiting: boolean
  problem?: EmailProblem
  onRetry(): void
}

/** SPEC §4 VERIFY_DEVICE: a link was emailed; the view waits until it is opened (30 s, SPEC §9). */
export function EmailVerifyDeviceView(props: EmailVerifyDeviceViewProps) {
  const t = useFeatureTexts(emailTexts)
  const message = emailProblemText(t, props.problem)
  return (
    <div className="pt-otp" data-testid="email-device-view">
      <style>{`${featureCss}.pt-otp { display: flex; flex-direction: column; gap: 12px; padding: 4px 0 8px; text-align: center; } .pt-otp h3 { margin: 4px 0 0; }`}</style>
      <h3>{t['email.deviceHeading']}</h3>
      <p className="pt-hint">
        {formatNodes(t['email.deviceSent'], { email: <Data ltr>{props.email ?? ''}</Data> })}
      </p>
      {props.waiting ? (
        <p className="pt-hint" role="status" data-testid="email-device-waiting">
          <SpinnerIcon /> {t['email.deviceWaiting']}
        </p>
      ) : null}
      {message ? (
        <p className="pt-problem" role="alert" data-testid="email-device-problem">
          {message}
        </p>
      ) : null}
      {!props.waiting ? (
        <div className="pt-actions">
          <ActionButton kind="primary" testId="email-device-retry" onClick={props.onRetry}>
            {t['email.deviceRetry']}
          </ActionButton>
        </div>
      ) : null}
    </div>
  )
}
