import { localeTagSchema, themeModeSchema, themeVariablesSchema } from '../options/optionsSchema.js'
import { setAppearance } from '../theme/setAppearance.js'
import type { FeatureContext } from './FeatureContext.js'
import { loadLazyActions } from './loadLazyActions.js'
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
const later = loadLazyActions

export function deprecatedMethods(ctx: FeatureContext): PorticoDeprecatedMethods {
  const { portico, store, adapters, networks, connection, balance, toasts, alerts, events, walletConnect } =
    ctx
  const adapterOf = (ns = store.getState().activeNamespace) => adapters.get(ns)
  return {
    preload: connection.preload,
    // as actions/connect.ts, written here: the aliases are on the startup path, the actions are not
    connect(connectorId) {
      if (walletConnect && connectorId === walletConnect.connector.id) walletConnect.selectWallet(undefined)
      return connection.connect(connectorId)
    },
    connectWalletConnect: (wallet) => later((m) => m.connectWalletConnect(portico, wallet)),
    retryConnect: connection.retry,
    disconnect: connection.disconnect,
    switchNetwork: networks.switchNetwork,
    fetchBalance: (opts = {}) => balance.fetch(opts).then(() => {}),
    signMessage: (message) => later((m) => m.signMessage(portico, message)),
    getProvider: async (ns) => adapterOf(ns)?.getProvider(),
    getAdapter: adapterOf,
    getNetworks: networks.getNetworks,
    getActiveNetwork: networks.getActiveNetwork,
    isUnsupportedNetwork: networks.isUnsupported,
    showToast: toasts.show,
    dismissAlert: alerts.dismiss,
    onEvent: events.subscribe,
    // the theme and locale setters as actions/set*.ts, calling setAppearance directly
    setThemeMode: (mode) => setAppearance(store, 'themeMode', themeModeSchema, mode),
    setThemeVariables(variables) {
      const merged: Record<string, unknown> = { ...store.getState().appearance.themeVariables, ...variables }
      for (const key in merged) if (merged[key] === undefined) delete merged[key]
      setAppearance(store, 'themeVariables', themeVariablesSchema, merged)
    },
    setLocale: (locale) => setAppearance(store, 'locale', localeTagSchema, locale),
    getApi: () => later((m) => m.getApi(portico)),
  }
}
