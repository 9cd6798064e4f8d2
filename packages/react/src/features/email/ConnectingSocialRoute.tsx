import { connectSocial, emailStateOf } from '@portico/core/features/email'
import { ConnectingSocialView } from '@portico/ui/features/email'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** SPEC §1 social login: the provider's window is open, or what stopped it, with a retry. */
export default function ConnectingSocialRoute({ portico, state }: RouteProps<'ConnectingSocial'>) {
  const email = emailStateOf({ getState: () => state })
  const provider = email.socialProvider ?? 'google'
  return (
    <ConnectingSocialView
      provider={provider}
      busy={email.busy}
      {...(email.problem ? { problem: email.problem } : {})}
      onRetry={() => void connectSocial(portico, provider)}
    />
  )
}
