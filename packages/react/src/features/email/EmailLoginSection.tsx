import type { Portico, PorticoState } from '@portico/core'
import {
  connectEmail,
  connectFarcaster,
  connectSocial,
  emailStateOf,
  prepareEmbeddedWallet,
  type SocialLoginProvider,
  socialProvidersOf,
} from '@portico/core/features/email'
import { EmailLoginForm, SocialLoginButtons } from '@portico/ui/features/email'

/**
 * The embedded wallet's ways in, first in the Connect view (SPEC §2 order: email, social,
 * wallet); a lazy chunk. A social button opens the provider's popup on the click itself.
 */
export default function EmailLoginSection({ portico, state }: { portico: Portico; state: PorticoState }) {
  const email = emailStateOf({ getState: () => state })
  const onConnectView = state.router.view === 'Connect'
  const providers = socialProvidersOf(portico)
  return (
    <EmailLoginForm
      showEmail={portico.options.features.email}
      busy={email.busy}
      {...(onConnectView && email.problem ? { problem: email.problem } : {})}
      onIntent={() => prepareEmbeddedWallet(portico)}
      onSubmit={(value) => void connectEmail(portico, value)}
    >
      <SocialLoginButtons
        providers={providers}
        disabled={email.busy}
        onSelect={(p) =>
          void (p === 'farcaster'
            ? connectFarcaster(portico)
            : connectSocial(portico, p as SocialLoginProvider))
        }
      />
    </EmailLoginForm>
  )
}
