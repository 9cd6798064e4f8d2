import { SWAP_SLIPPAGE_TOLERANCE } from '../../constants/constants.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { featureState } from '../featureState.js'

/** A token the Swap screen offers (from the API's convert tokens): untrusted names and icon. */
export interface SwapToken {
  /** CAIP-10 token id: eip155:<chain>:<address>, the native coin 0xeeee… */
  id: string
  name: string
  symbol: string
  decimals: number
  logoUri?: string
  /** the account's balance in base units, when read */
  balance?: bigint
}

/** Why a swap cannot go on, as the screen says it (SWAPS_TEXTS). */
export type SwapProblemKey =
  | 'unsupported'
  | 'noRoute'
  | 'insufficient'
  | 'priceMoved'
  | 'declined'
  | 'failed'
  | 'unavailable'

export interface SwapProblem {
  key: SwapProblemKey
  /** the chain's words (a revert reason), plain text, bounded */
  reason?: string
}

export interface SwapQuoteState {
  /** what the quote is for */
  from: string
  to: string
  exact: 'in' | 'out'
  fromAmount: bigint
  toAmount: bigint
  /** percent, fees included */
  priceImpact: number
  /** ms since the epoch: a quote older than SWAP_QUOTE_TTL_MS is asked again */
  at: number
  /** the network fee (native base units): the API's estimate, then the simulated swap's */
  fee?: bigint
}

/** The step in progress: its place, and whether it is simulated, in the wallet or being mined. */
export interface SwapProgress {
  step: 'approve' | 'swap'
  index: number
  total: number
  phase: 'checking' | 'wallet' | 'confirming'
}

/** The Swap screen's state (SPEC §2 swaps screen). */
export interface SwapState {
  caipNetworkId?: CaipNetworkId
  owner?: string
  tokens: SwapToken[]
  tokensLoading: boolean
  from?: string
  to?: string
  /** what the user typed (decimal string): of the `from` token, or of `to` when `exact` is 'out' */
  amount: string
  /** which side the typed amount fixes: what is paid ('in') or what is received ('out') */
  exact: 'in' | 'out'
  /** percent (SPEC §9 default 1) */
  slippage: number
  quote?: SwapQuoteState
  quoting: boolean
  problem?: SwapProblem
  progress?: SwapProgress
  /** the last confirmed swap, for the success screen */
  result?: {
    id: string
    explorerUrl?: string
    fromAmount: string
    fromSymbol: string
    toAmount: string
    toSymbol: string
  }
}

export const EMPTY_SWAP: SwapState = Object.freeze({
  tokens: [],
  tokensLoading: false,
  amount: '',
  exact: 'in',
  slippage: SWAP_SLIPPAGE_TOLERANCE,
  quoting: false,
}) as SwapState

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    swaps?: SwapState
  }
}

/** The Swap feature's views: the form (with its steps) and the confirmation. */
declare module '../../router/views.js' {
  interface ViewDataMap {
    Swap: undefined
    SwapSuccess: undefined
  }
}

/** The Swap slice of an instance (`state.features.swaps`). */
export const swapsState = featureState('swaps', EMPTY_SWAP)
