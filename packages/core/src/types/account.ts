import type { AccountType, CaipAddress, ConnectionStatus } from './chain.js'

/** SPEC §3 "Account state per chain" (the fields this build fills). */
export interface AccountState {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  profileName?: string
  profileImage?: string
  allAccounts: { address: string; type: AccountType }[]
  preferredAccountType?: AccountType
  /** SPEC §3: the embedded wallet's smart account is deployed (EIP-7702: delegated) */
  smartAccountDeployed?: boolean
  connectedWalletInfo?: { name: string; icon?: string; identifier?: string }
  /** SPEC §3 user: the embedded wallet's login (email) */
  user?: { email?: string; username?: string }
  /** id of the connector that owns the connection */
  connectorId?: string
}

export const EMPTY_ACCOUNT: AccountState = Object.freeze({
  status: 'disconnected',
  allAccounts: [],
}) as AccountState
