import { AccountRoute } from './AccountRoute.js'
import { AllWalletsRoute } from './AllWalletsRoute.js'
import { ConnectingExternalRoute } from './ConnectingExternalRoute.js'
import { ConnectRouteWithAllWallets } from './ConnectRouteWithAllWallets.js'
import { NetworksRoute, UnsupportedChainRoute } from './NetworksRoute.js'
import type { RouteTable } from './RouteDefinition.js'
import { WalletConnectRoute } from './WalletConnectRoute.js'

/** Core's views (in the dialog chunk). Feature views come from the registered features. */
export const CORE_ROUTES: RouteTable = {
  Connect: { title: ({ texts }) => texts.titleConnect, component: ConnectRouteWithAllWallets },
  ConnectingExternal: {
    title: ({ state, texts, data }) => {
      const name = state.connectors.find((c) => c.id === data.connectorId)?.name
      return name ? { data: name } : texts.titleConnect
    },
    component: ConnectingExternalRoute,
  },
  ConnectingWalletConnectBasic: {
    title: ({ texts }) => texts.titleWalletConnect,
    component: WalletConnectRoute,
  },
  AllWallets: { title: ({ texts }) => texts.titleAllWallets, component: AllWalletsRoute },
  Account: { title: ({ texts }) => texts.titleAccount, component: AccountRoute },
  Networks: {
    title: ({ portico, texts }) =>
      portico.options.enableNetworkSwitch ? texts.titleSwitchNetwork : texts.titleNetworks,
    component: NetworksRoute,
  },
  UnsupportedChain: { title: ({ texts }) => texts.titleSwitchNetwork, component: UnsupportedChainRoute },
}
