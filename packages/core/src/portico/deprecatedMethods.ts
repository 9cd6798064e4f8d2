import { connect } from '../actions/connect.js'
import { connectWalletConnect } from '../actions/connectWalletConnect.js'
import { disconnect } from '../actions/disconnect.js'
import { dismissAlert } from '../actions/dismissAlert.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { getActiveNetwork } from '../actions/getActiveNetwork.js'
import { getAdapter } from '../actions/getAdapter.js'
import { getApi } from '../actions/getApi.js'
import { getNetworks } from '../actions/getNetworks.js'
import { getProvider } from '../actions/getProvider.js'
import { isUnsupportedNetwork } from '../actions/isUnsupportedNetwork.js'
import { preload } from '../actions/preload.js'
import { retryConnect } from '../actions/retryConnect.js'
import { setLocale } from '../actions/setLocale.js'
import { setThemeMode } from '../actions/setThemeMode.js'
import { setThemeVariables } from '../actions/setThemeVariables.js'
import { showToast } from '../actions/showToast.js'
import { signMessage } from '../actions/signMessage.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { watchEvents } from '../actions/watchEvents.js'
import type { Portico, PorticoDeprecatedMethods } from './Portico.js'

type Actions = {
  [N in keyof PorticoDeprecatedMethods]: (
    portico: Portico,
    ...args: Parameters<PorticoDeprecatedMethods[N]>
  ) => ReturnType<PorticoDeprecatedMethods[N]>
}

/**
 * Each method and its action (the same names but `onEvent`). The actions are tiny and synchronous
 * up to the controller they call, as the methods were: `portico.connect(id)` still clears the
 * chosen WalletConnect wallet before it returns.
 */
const ACTIONS: Actions = {
  preload,
  connect,
  connectWalletConnect,
  retryConnect,
  disconnect,
  switchNetwork,
  fetchBalance,
  signMessage,
  getProvider,
  getAdapter,
  getNetworks,
  getActiveNetwork,
  isUnsupportedNetwork,
  showToast,
  dismissAlert,
  onEvent: watchEvents,
  setThemeMode,
  setThemeVariables,
  setLocale,
  getApi,
}

/**
 * The instance's methods from before the actions, kept as aliases until the next minor release:
 * `portico.connect(id)` is `connect(portico, id)`.
 */
export function deprecatedMethods(portico: Portico): PorticoDeprecatedMethods {
  const methods: Record<string, unknown> = {}
  for (const [name, action] of Object.entries(ACTIONS))
    methods[name] = (...args: unknown[]) =>
      (action as (p: Portico, ...a: unknown[]) => unknown)(portico, ...args)
  return methods as unknown as PorticoDeprecatedMethods
}
