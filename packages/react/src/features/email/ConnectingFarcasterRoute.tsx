import { connectFarcaster, emailStateOf } from '@portico/core/features/email'
import { ConnectingFarcasterView } from '@portico/ui/features/email'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** SPEC §2 ConnectingFarcaster (core applies §2's back rule when the view is left). */
export default function ConnectingFarcasterRoute({ portico, state }: RouteProps<'ConnectingFarcaster'>) {
  const email = emailStateOf({ getState: () => state })
  return (
    <ConnectingFarcasterView
      {...(email.farcasterUrl ? { url: email.farcasterUrl } : {})}
      busy={email.busy}
      {...(email.problem ? { problem: email.problem } : {})}
      onRetry={() => void connectFarcaster(portico)}
    />
  )
}
