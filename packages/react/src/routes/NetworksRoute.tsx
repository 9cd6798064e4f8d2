import { NetworksView, UnsupportedChainView } from '@portico/ui'
import type { RouteProps } from './RouteDefinition.js'
import { toNetworkItems } from './toNetworkItems.js'

/** The configured networks grouped by namespace; picking one switches (SPEC §4). */
export function NetworksRoute({ portico, state }: RouteProps<'Networks'>) {
  const active = state.activeNetworks[state.activeNamespace]
  return (
    <NetworksView
      networks={toNetworkItems(portico.options.networks)}
      {...(active ? { activeCaipNetworkId: active } : {})}
      {...(state.switchingNetwork ? { switchingCaipNetworkId: state.switchingNetwork } : {})}
      disabled={!portico.options.enableNetworkSwitch}
      onSelect={(id) =>
        void portico.switchNetwork(id).then(
          () => {
            if (portico.getState().router.view === 'Networks') portico.router.goBack()
          },
          () => undefined,
        )
      }
    />
  )
}

/** SPEC §4: the wallet is on a network the host did not configure. */
export function UnsupportedChainRoute({ portico }: RouteProps<'UnsupportedChain'>) {
  return (
    <UnsupportedChainView
      networks={toNetworkItems(portico.options.networks)}
      onSelect={(id) => void portico.switchNetwork(id).catch(() => undefined)}
      onDisconnect={() => void portico.disconnect().catch(() => undefined)}
    />
  )
}
