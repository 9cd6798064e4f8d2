import { emailStateOf, verifyUpdatePrimaryOtp, verifyUpdateSecondaryOtp } from '@portico/core/features/email'
import { EmailOtpView } from '@portico/ui/features/email'
import { useCallback } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** SPEC §4 email update: VERIFY_PRIMARY_OTP (the current address), then VERIFY_SECONDARY_OTP (the new one). */
export default function UpdateEmailOtpRoute({
  portico,
  state,
}: RouteProps<'UpdateEmailPrimaryOtp' | 'UpdateEmailSecondaryOtp'>) {
  const email = emailStateOf({ getState: () => state })
  const primary = state.router.view === 'UpdateEmailPrimaryOtp'
  const submit = useCallback(
    (otp: string) =>
      void (primary ? verifyUpdatePrimaryOtp(portico, otp) : verifyUpdateSecondaryOtp(portico, otp)),
    [portico, primary],
  )
  return (
    <EmailOtpView
      key={state.router.view}
      variant={primary ? 'updatePrimary' : 'updateSecondary'}
      {...(!primary && email.email ? { email: email.email } : {})}
      busy={email.busy}
      {...(email.problem ? { problem: email.problem } : {})}
      onSubmit={submit}
    />
  )
}
