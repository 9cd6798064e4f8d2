/**
 * The Portico instance (`createPortico(options)`): the store and its dialog, about ten members
 * (wagmi's `Config` has seven plus internals). What a host or a feature does with it is an action,
 * a plain function over the instance (`connect(portico, id)`, `sendTransaction(portico, params)`,
 * `core/src/actions/`); the instance's own methods of the same names are deprecated aliases kept
 * until the next minor release (`PorticoDeprecatedMethods`).
 */
import type { PorticoAdapter } from '../adapters/PorticoAdapter.js'
import type { PorticoApi } from '../api/createPorticoApi.js'
import type { TrackingEvent } from '../controllers/createEventBus.js'
import type { ToastInput } from '../controllers/createToastController.js'
import type { PorticoOptions } from '../options/optionsSchema.js'
import type { Router } from '../router/createRouter.js'
import type { ViewName } from '../router/views.js'
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { PorticoState, ToastState } from '../store/PorticoState.js'
import type { ThemeMode, ThemeVariables } from '../theme/themeTokens.js'
import type { CaipNetworkId, ChainNamespace, PorticoNetwork } from '../types/chain.js'
import type {
  WalletConnectController,
  WalletConnectWalletInput,
} from '../walletconnect/WalletConnectController.js'

/**
 * Members a registered feature adds to the instance (its `start` hook returns them), by
 * declaration merging from the feature's folder, e.g. sign-in's
 * `declare module '../../portico/Portico.js' { interface PorticoExtensions { readonly signIn: SignInApi } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: features add their members by declaration merging
export interface PorticoExtensions {}

export interface PorticoInstance {
  readonly options: PorticoOptions
  readonly store: PorticoStore
  readonly router: Router
  /** resolves once stored connections have been restored (or found missing) */
  readonly ready: Promise<void>
  getState(): PorticoState
  subscribe(listener: (state: PorticoState, prev: PorticoState) => void): () => void
  /** opens the dialog: Connect when disconnected, Account when connected, or `view` (no data) */
  open(opts?: { view?: ViewName; namespace?: ChainNamespace }): void
  close(): void
  /** the WalletConnect connector (present when a project id is set): pairing URI state, session */
  readonly walletConnect: WalletConnectController | undefined
  destroy(): void
}

/** The methods before the actions: each delegates to the action of the same name. */
export interface PorticoDeprecatedMethods {
  /** @deprecated use `preload(portico)`; removed in the next minor release */
  preload(): Promise<void>
  /** @deprecated use `connect(portico, connectorId)`; removed in the next minor release */
  connect(connectorId: string): Promise<void>
  /** @deprecated use `connectWalletConnect(portico, wallet?)`; removed in the next minor release */
  connectWalletConnect(wallet?: WalletConnectWalletInput): Promise<void>
  /** @deprecated use `retryConnect(portico)`; removed in the next minor release */
  retryConnect(): Promise<void>
  /** @deprecated use `disconnect(portico, namespace?)`; removed in the next minor release */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** @deprecated use `switchNetwork(portico, caipNetworkId)`; removed in the next minor release */
  switchNetwork(caipNetworkId: CaipNetworkId | string): Promise<void>
  /** @deprecated use `fetchBalance(portico, opts?)`; removed in the next minor release */
  fetchBalance(opts?: { force?: boolean; namespace?: ChainNamespace }): Promise<void>
  /** @deprecated use `signMessage(portico, message)`; removed in the next minor release */
  signMessage(message: string): Promise<string>
  /** @deprecated use `getProvider(portico, namespace?)`; removed in the next minor release */
  getProvider(namespace?: ChainNamespace): Promise<unknown>
  /** @deprecated use `getAdapter(portico, namespace?)`; removed in the next minor release */
  getAdapter(namespace?: ChainNamespace): PorticoAdapter | undefined
  /** @deprecated use `getNetworks(portico, namespace?)`; removed in the next minor release */
  getNetworks(namespace?: ChainNamespace): PorticoNetwork[]
  /** @deprecated use `getActiveNetwork(portico, namespace?)`; removed in the next minor release */
  getActiveNetwork(namespace?: ChainNamespace): PorticoNetwork | undefined
  /** @deprecated use `isUnsupportedNetwork(portico, namespace?)`; removed in the next minor release */
  isUnsupportedNetwork(namespace?: ChainNamespace): boolean
  /** @deprecated use `showToast(portico, toast, variant?)`; removed in the next minor release */
  showToast(toast: ToastInput, variant?: ToastState['variant']): void
  /** @deprecated use `dismissAlert(portico)`; removed in the next minor release */
  dismissAlert(): void
  /** @deprecated use `watchEvents(portico, listener)`; removed in the next minor release */
  onEvent(listener: (event: TrackingEvent) => void): () => void
  /**
   * @deprecated use `setThemeMode(portico, mode)`; removed in the next minor release. Applied once
   * the actions chunk has loaded (resolves then); a bad mode rejects with INVALID_OPTIONS
   */
  setThemeMode(mode: ThemeMode): Promise<void>
  /** @deprecated use `setThemeVariables(portico, variables)`; removed in the next minor release (as setThemeMode) */
  setThemeVariables(variables: ThemeVariables): Promise<void>
  /** @deprecated use `setLocale(portico, locale)`; removed in the next minor release (as setThemeMode) */
  setLocale(locale: string | undefined): Promise<void>
  /** @deprecated use `getApi(portico)`; removed in the next minor release */
  getApi(): Promise<PorticoApi>
}

export interface Portico extends PorticoInstance, PorticoExtensions, PorticoDeprecatedMethods {}
