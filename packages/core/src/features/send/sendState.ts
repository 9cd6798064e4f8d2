import type { SendResult } from '../../adapters/PorticoAdapter.js'
import type { ErrorCode } from '../../errors/errorCatalogue.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { featureState } from '../featureState.js'

/** A token the account can send: its balance in base units (SPEC §3 "Token balance"). */
export interface SendToken {
  /** contract / mint address; absent for the native currency */
  address?: string
  name: string
  symbol: string
  decimals: number
  balance: bigint
  /** USD price, when the API knows it */
  price?: number
  /** untrusted (API, token list): shown only through a safe <img> */
  iconUrl?: string
}

/** Why the form or the transfer cannot go on: a catalogue code and, from the chain, a reason. */
export interface SendProblem {
  code: ErrorCode
  /** the node's or program's words (plain text, bounded): e.g. a revert reason */
  reason?: string
}

/** SPEC §3 send state, plus the flow the Send screens walk through. */
export interface SendState {
  /** the network the tokens were read on; a change of network or account starts over */
  caipNetworkId?: CaipNetworkId
  owner?: string
  token?: SendToken
  /** what the user typed, a decimal string (SPEC §3 sendTokenAmount) */
  sendTokenAmount: string
  /** what the user typed: an address, or a name resolved to `receiverAddress` */
  receiverInput: string
  receiverAddress: string
  /**
   * the typed recipient is being checked (the adapter's address check, or a name lookup): no
   * problem is shown for it meanwhile, and Review waits for the check
   */
  receiverChecking?: boolean
  receiverProfileName?: string
  receiverProfileImageUrl?: string
  /** the account's value on this network in USD, when priced (SPEC §3) */
  networkBalanceInUSD?: number
  /** a transfer is being prepared or sent (SPEC §4 "sets loading … clears loading") */
  loading: boolean
  tokenBalances: SendToken[]
  tokensLoading: boolean
  /** SPEC §4: when the last token-balance fetch failed; another within 30 s is skipped */
  lastRetry?: number
  /** the checked transfer shown for review: its network fee in the native currency's base units */
  preview?: { fee: bigint }
  /** signing: the wallet has been asked */
  signing: boolean
  /** the wallet declined (SPEC §8 'Signature declined'); the form is kept */
  declined: boolean
  problem?: SendProblem
  /** the last confirmed send (for the success screen), kept after the form resets */
  result?: SendResult & { amount: string; symbol: string; to: string }
}

export const EMPTY_SEND: SendState = Object.freeze({
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: '',
  loading: false,
  tokenBalances: [],
  tokensLoading: false,
  signing: false,
  declined: false,
}) as SendState

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    send?: SendState
  }
}

/** The Send feature's views: the form, the review (and signing), the confirmation. */
declare module '../../router/views.js' {
  interface ViewDataMap {
    Send: undefined
    SendPreview: undefined
    SendSuccess: undefined
  }
}

/** The Send slice of an instance (`state.features.send`). */
export const sendState = featureState('send', EMPTY_SEND)
