import type { Portico, PorticoState } from '@portico/core'
import type { PorticoTexts } from '@portico/ui'

export function viewTitle(state: PorticoState, portico: Portico, texts: PorticoTexts): string {
  switch (state.router.view) {
    case 'Connect':
      return texts.titleConnect
    case 'ConnectingExternal': {
      const id = state.connecting?.connectorId
      return state.connectors.find((c) => c.id === id)?.name ?? texts.titleConnect
    }
    case 'ConnectingWalletConnectBasic':
      return texts.titleWalletConnect
    case 'Account':
      return texts.titleAccount
    case 'Networks':
      return portico.options.enableNetworkSwitch ? texts.titleSwitchNetwork : texts.titleNetworks
    case 'UnsupportedChain':
      return texts.titleSwitchNetwork
    case 'AllWallets':
      return texts.titleAllWallets
    default:
      return ''
  }
}
