import {
  connectEmail,
  cooldownLeft,
  emailStateOf,
  resendEmailCode,
  verifyEmailOtp,
} from '@portico/core/features/email'
import { EmailOtpView } from '@portico/ui/features/email'
import { useCallback } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'
import { useSecondsLeft } from './useSecondsLeft.js'

/** SPEC §4 VERIFY_OTP: the code, the resend after the SPEC §5 cooldown. */
export default function EmailVerifyOtpRoute({ portico, state }: RouteProps<'EmailVerifyOtp'>) {
  const email = emailStateOf({ getState: () => state })
  const resendIn = useSecondsLeft(email, cooldownLeft)
  const submit = useCallback((otp: string) => void verifyEmailOtp(portico, otp), [portico])
  const busy = email.busy || state.connecting?.connectorId === 'auth'
  return (
    <EmailOtpView
      variant="login"
      {...(email.email ? { email: email.email } : {})}
      busy={busy}
      {...(email.problem ? { problem: email.problem } : {})}
      resendIn={resendIn}
      onSubmit={submit}
      onResend={() => void (email.email ? resendEmailCode(portico) : connectEmail(portico, ''))}
    />
  )
}
