import { emailStateOf, updateEmail } from '@portico/core/features/email'
import { UpdateEmailView } from '@portico/ui/features/email'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** SPEC §4 email update: the new address. */
export default function UpdateEmailRoute({ portico, state }: RouteProps<'UpdateEmail'>) {
  const email = emailStateOf({ getState: () => state })
  return (
    <UpdateEmailView
      busy={email.busy}
      {...(email.problem ? { problem: email.problem } : {})}
      onSubmit={(value) => void updateEmail(portico, value)}
    />
  )
}
