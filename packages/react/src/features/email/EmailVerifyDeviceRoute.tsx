import { connectDevice, emailStateOf } from '@portico/core/features/email'
import { EmailVerifyDeviceView } from '@portico/ui/features/email'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** SPEC §4 VERIFY_DEVICE: waits for the emailed link; "Wait again" after the 30 s timeout. */
export default function EmailVerifyDeviceRoute({ portico, state }: RouteProps<'EmailVerifyDevice'>) {
  const email = emailStateOf({ getState: () => state })
  return (
    <EmailVerifyDeviceView
      {...(email.email ? { email: email.email } : {})}
      waiting={email.busy}
      {...(email.problem ? { problem: email.problem } : {})}
      onRetry={() => void connectDevice(portico)}
    />
  )
}
