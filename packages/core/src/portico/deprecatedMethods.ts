import { dismissAlert } from '../actions/dismissAlert.js'
import { getActiveNetwork } from '../actions/getActiveNetwork.js'
import { getAdapter } from '../actions/getAdapter.js'
import { getNetworks } from '../actions/getNetworks.js'
import { isUnsupportedNetwork } from '../actions/isUnsupportedNetwork.js'
import { setLocale } from '../actions/setLocale.js'
import { setThemeMode } from '../actions/setThemeMode.js'
import { setThemeVariables } from '../actions/setThemeVariables.js'
import { showToast } from '../actions/showToast.js'
import { watchEvents } from '../actions/watchEvents.js'
import type * as AsyncActions from './asyncActions.js'
import type { Portico, PorticoDeprecatedMethods } from './Portico.js'

type Actions<K extends keyof PorticoDeprecatedMethods> = {
  [N in K]: (
    portico: Portico,
    ...args: Parameters<PorticoDeprecatedMethods[N]>
  ) => ReturnType<PorticoDeprecatedMethods[N]>
}
type AsyncName = keyof typeof AsyncActions
type SyncName = Exclude<keyof PorticoDeprecatedMethods, AsyncName>

/** the synchronous methods and their actions (the same names but `onEvent`) */
const SYNC: Actions<SyncName> = {
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
}

/** the asynchronous ones: their actions are a lazy chunk, loaded on the first call */
const ASYNC: readonly AsyncName[] = [
  'preload',
  'connect',
  'connectWalletConnect',
  'retryConnect',
  'disconnect',
  'switchNetwork',
  'fetchBalance',
  'signMessage',
  'getProvider',
  'getApi',
]

/**
 * The instance's methods from before the actions, kept as aliases until the next minor release:
 * `portico.connect(id)` is `connect(portico, id)`.
 */
export function deprecatedMethods(portico: Portico): PorticoDeprecatedMethods {
  const methods: Record<string, unknown> = {}
  for (const [name, action] of Object.entries(SYNC))
    methods[name] = (...args: unknown[]) =>
      (action as (p: Portico, ...a: unknown[]) => unknown)(portico, ...args)
  for (const name of ASYNC)
    methods[name] = (...args: unknown[]) =>
      import('./asyncActions.js').then((m) =>
        (m[name] as (p: Portico, ...a: unknown[]) => unknown)(portico, ...args),
      )
  return methods as unknown as PorticoDeprecatedMethods
}

// every async action has the signature of its method (checked, not run)
export type CheckedAsync = Actions<AsyncName> extends Pick<typeof AsyncActions, AsyncName> ? true : never
