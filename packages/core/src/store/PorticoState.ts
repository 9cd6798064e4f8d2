import type { RouteEntry, ViewName } from '../router/views.js'
import type { AccountState } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'

export type TransitionDirection = 'next' | 'prev'

export interface RouterState {
  history: RouteEntry[]
  view: ViewName
  direction: TransitionDirection
}

export interface ToastState {
  id: number
  message: string
  variant: 'success' | 'error' | 'info' | 'loading'
}

export interface AlertState {
  key: string
  title: string
  message: string
}

export interface ConnectingState {
  connectorId: string
  state: 'pending' | 'declined' | 'error'
  error?: string
}

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
  /** a sign-in session exists (SIWX); the sign-in flow itself lands later */
  hasSignInSession: boolean
}
