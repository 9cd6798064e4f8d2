import { connect } from '../actions/connect.js'
import { setLocale } from '../actions/setLocale.js'
import { setThemeMode } from '../actions/setThemeMode.js'
import { setThemeVariables } from '../actions/setThemeVariables.js'
import type { FeatureContext } from './FeatureContext.js'
import type { PorticoDeprecatedMethods } from './Portico.js'

/**
 * The instance's methods from before the actions, kept as aliases until the next minor release:
 * `portico.connect(id)` is `connect(portico, id)`. An action that only hands over to a controller
 * (`switchNetwork`, `disconnect`…) is aliased to that controller's method, so the aliases cost a
 * host's startup bundle no more than the methods did and run as synchronously as they did
 * (`portico.connect` clears the chosen WalletConnect wallet before it returns). Three actions with
 * a body of their own and a promise for an answer (`connectWalletConnect`, `signMessage`, `getApi`)
 * are loaded on the first call: their work starts a chunk later (startup bytes must not grow).
 */
/** the actions loaded on the first call (one chunk) */
const later = () => import('./lazyActions.js')

export function deprecatedMethods(ctx: FeatureContext): PorticoDeprecatedMethods {
  const { portico, store, adapters, networks, connection, balance, toasts, alerts, events } = ctx
  const adapterOf = (ns = store.getState().activeNamespace) => adapters.get(ns)
  return {
    preload: connection.preload,
    connect: (connectorId) => connect(portico, connectorId),
    connectWalletConnect: (wallet) => later().then((m) => m.connectWalletConnect(portico, wallet)),
    retryConnect: connection.retry,
    disconnect: connection.disconnect,
    switchNetwork: networks.switchNetwork,
    async fetchBalance(opts = {}) {
      await balance.fetch(opts)
    },
    signMessage: (message) => later().then((m) => m.signMessage(portico, message)),
    getProvider: async (ns) => adapterOf(ns)?.getProvider(),
    getAdapter: adapterOf,
    getNetworks: networks.getNetworks,
    getActiveNetwork: networks.getActiveNetwork,
    isUnsupportedNetwork: networks.isUnsupported,
    showToast: (toast, variant) => toasts.show(toast, variant),
    dismissAlert: alerts.dismiss,
    onEvent: events.subscribe,
    setThemeMode: (mode) => setThemeMode(portico, mode),
    setThemeVariables: (variables) => setThemeVariables(portico, variables),
    setLocale: (locale) => setLocale(portico, locale),
    getApi: () => later().then((m) => m.getApi(portico)),
  }
}
