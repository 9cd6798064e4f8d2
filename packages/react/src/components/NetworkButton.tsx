import { NetworkButtonView } from '@portico/ui'
import { useNetwork } from '../hooks/useNetwork.js'
import { usePortico } from '../hooks/usePortico.js'
import { usePorticoInstance } from '../hooks/usePorticoInstance.js'

/** Shows the active network; opens the Networks view. */
export function NetworkButton() {
  const { open, preload } = usePortico()
  const themeMode = usePorticoInstance()?.options.themeMode
  const { network, isUnsupported } = useNetwork()
  return (
    <NetworkButtonView
      {...(network ? { name: network.name } : {})}
      {...(network?.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {})}
      unsupported={isUnsupported}
      {...(themeMode ? { themeMode } : {})}
      onPreload={preload}
      onClick={() => open({ view: 'Networks' })}
    />
  )
}
