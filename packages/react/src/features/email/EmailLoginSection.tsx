import type { Portico, PorticoState } from '@portico/core'
import { connectEmail, emailStateOf, prepareEmbeddedWallet } from '@portico/core/features/email'
import { EmailLoginForm } from '@portico/ui/features/email'

/** The email field of the Connect view (SPEC §2 email first); a lazy chunk. */
export default function EmailLoginSection({ portico, state }: { portico: Portico; state: PorticoState }) {
  const email = emailStateOf({ getState: () => state })
  const onConnectView = state.router.view === 'Connect'
  return (
    <EmailLoginForm
      busy={email.busy}
      {...(onConnectView && email.problem ? { problem: email.problem } : {})}
      onIntent={() => prepareEmbeddedWallet(portico)}
      onSubmit={(value) => void connectEmail(portico, value)}
    />
  )
}
