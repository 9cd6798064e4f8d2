import { type HostButtonProps, NetworkButtonView } from '@portico/ui'
import { useButtonTheme } from '../hooks/useButtonTheme.js'
import { useDialogLoading } from '../hooks/useDialogLoading.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { usePortico } from '../hooks/usePortico.js'
import { PorticoBoundary } from './PorticoBoundary.js'

/** Any DOM attribute of a button (id, className, style, aria-*, data-*…). */
export type NetworkButtonProps = HostButtonProps

/** Shows the active network; opens the Networks view. */
function NetworkButtonInner(dom: NetworkButtonProps) {
  const { open, preload } = usePortico()
  const theme = useButtonTheme()
  const busy = useDialogLoading()
  const { network, isUnsupported } = useNetwork()
  return (
    <NetworkButtonView
      {...(network ? { name: network.name } : {})}
      {...(network?.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {})}
      unsupported={isUnsupported}
      {...theme}
      busy={busy}
      onPreload={preload}
      onClick={() => open({ view: 'Networks' })}
      dom={dom}
    />
  )
}

/** (a render error of ours leaves the button out instead of taking the host's page down) */
export function NetworkButton(props: NetworkButtonProps) {
  return (
    <PorticoBoundary part="the network button">
      <NetworkButtonInner {...props} />
    </PorticoBoundary>
  )
}
