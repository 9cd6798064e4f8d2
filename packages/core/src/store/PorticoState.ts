import type { ErrorCode } from '../errors/errorCatalogue.js'
import type { AlertKey, ToastKey } from '../errors/notices.js'
import type { RouteEntry, ViewName } from '../router/views.js'
import type { ThemeMode, ThemeVariables } from '../theme/themeTokens.js'
import type { AccountState } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'

export type TransitionDirection = 'next' | 'prev'

export interface RouterState {
  history: RouteEntry[]
  view: ViewName
  direction: TransitionDirection
}

/** Parameters of a catalogue text (`{name}` placeholders), always plain text. */
export type TextParams = Record<string, string>

/**
 * A toast (SPEC §8). Texts are keys of the ui catalogue (DESIGN "Errors and texts in one
 * place"), so every toast can be translated; `text` is a host's own literal text.
 */
export interface ToastState {
  id: number
  key?: ToastKey
  params?: TextParams
  text?: string
  variant: 'success' | 'error' | 'info' | 'loading'
}

/** An alert (SPEC §8, debug only): its title and message come from the ui catalogue. */
export interface AlertState {
  key: AlertKey
}

export interface ConnectingState {
  connectorId: string
  state: 'pending' | 'declined' | 'error'
  /** why it failed (an error code of the catalogue); unknown failures have none */
  error?: ErrorCode
}

/**
 * The state slices of feature modules (send, receive, …). Each feature adds its own slice
 * through declaration merging in its own folder, so adding one edits no central file:
 * `declare module '../../store/PorticoState.js' { interface FeatureStates { send?: SendState } }`
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each feature
export interface FeatureStates {}

/** Everything one Portico instance knows. Keyed by namespace (SPEC §3 "Account state per chain"). */
export interface PorticoState {
  open: boolean
  router: RouterState
  activeNamespace: ChainNamespace
  accounts: Partial<Record<ChainNamespace, AccountState>>
  /** the network each namespace is on; may be a network the host did not configure (unsupported) */
  activeNetworks: Partial<Record<ChainNamespace, CaipNetworkId>>
  connectors: Connector[]
  connecting: ConnectingState | null
  switchingNetwork: CaipNetworkId | null
  toast: ToastState | null
  alert: AlertState | null
  recentWalletIds: string[]
  features: FeatureStates
  /** how the dialog looks and speaks; options first, changed live by setThemeMode/… */
  appearance: AppearanceState
}

export interface AppearanceState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** the requested locale (option or setLocale); undefined: the page's, then the browser's */
  locale: string | undefined
}
