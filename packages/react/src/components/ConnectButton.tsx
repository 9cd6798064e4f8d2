import type { ChainNamespace } from '@portico/core'
import { ConnectButtonView, type HostButtonProps } from '@portico/ui'
import { useAccount } from '../hooks/useAccount.js'
import { useButtonTheme } from '../hooks/useButtonTheme.js'
import { useDialogLoading } from '../hooks/useDialogLoading.js'
import { usePortico } from '../hooks/usePortico.js'
import { PorticoBoundary } from './PorticoBoundary.js'

/** Besides its own props, any DOM attribute of a button (id, className, style, aria-*, data-*…). */
export interface ConnectButtonProps extends HostButtonProps {
  /** text while disconnected (default from the texts catalogue: 'Connect Wallet') */
  label?: string
  namespace?: ChainNamespace
}

/** Opens the dialog: Connect when disconnected, Account when connected. */
function ConnectButtonInner({ label, namespace, ...dom }: ConnectButtonProps) {
  const { open, preload } = usePortico()
  const theme = useButtonTheme()
  const busy = useDialogLoading()
  const account = useAccount(namespace ? { namespace } : {})
  return (
    <ConnectButtonView
      state={account.status}
      {...(label ? { label } : {})}
      {...(account.address ? { address: account.address } : {})}
      {...(account.profileName ? { profileName: account.profileName } : {})}
      {...theme}
      busy={busy}
      onPreload={preload}
      onClick={() => open(namespace ? { namespace } : undefined)}
      dom={dom}
    />
  )
}

/** (a render error of ours leaves the button out instead of taking the host's page down) */
export function ConnectButton(props: ConnectButtonProps) {
  return (
    <PorticoBoundary part="the connect button">
      <ConnectButtonInner {...props} />
    </PorticoBoundary>
  )
}
