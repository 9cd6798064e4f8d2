import type { CaipNetworkId } from '../../types/chain.js'
import { featureState } from '../featureState.js'

/** SPEC §3 "Onramp quote": each part with its amount (decimal string) and currency */
export interface OnrampQuote {
  coinbaseFee: { amount: string; currency: string }
  networkFee: { amount: string; currency: string }
  paymentSubtotal: { amount: string; currency: string }
  paymentTotal: { amount: string; currency: string }
  purchaseAmount: { amount: string; currency: string }
  quoteId: string
}

export type OnrampMethod = 'card' | 'bank'
export type OnrampProblemKey = 'unsupported' | 'restricted' | 'unavailable' | 'belowMin' | 'aboveMax'
export type OnrampPurchaseStatus = 'pending' | 'completed' | 'declined' | 'failed'

/** The Buy screens' state (SPEC §2 onramp screens, §3 onramp quote). */
export interface OnrampState {
  caipNetworkId?: CaipNetworkId
  owner?: string
  loading: boolean
  /** the provider the checkout opens with: the chosen offer's, else the first the API names */
  provider?: { id: string; name: string }
  /** payment currencies and their limits (the API's options; SPEC §9 fallback when absent) */
  currencies: { id: string; limits: { id: OnrampMethod; min: number; max: number }[] }[]
  /** what can be bought on the active network (symbols) */
  assets: string[]
  currency: string
  method: OnrampMethod
  asset?: string
  /** the fiat amount typed (decimal string) */
  amount: string
  /** the chosen provider's quote */
  quote?: OnrampQuote & { for: string }
  /** every provider's quote for what is chosen, best (the most crypto) first */
  offers?: { provider: { id: string; name: string }; quote: OnrampQuote }[]
  /** the provider the visitor picked; kept while they change the amount (else the best offer) */
  chosen?: string
  quoting: boolean
  problem?: { key: OnrampProblemKey; min?: number; max?: number }
  /** the checkout opened in a new tab, and what it became */
  purchase?: {
    id: string
    url: string
    status: OnrampPurchaseStatus
    purchaseAmount: string
    asset: string
    txHash?: string
    explorerUrl?: string
    /** the browser blocked the new tab: the dialog offers a link to it */
    popupBlocked?: boolean
  }
}

export const EMPTY_ONRAMP: OnrampState = Object.freeze({
  loading: false,
  currencies: [],
  assets: [],
  currency: 'USD',
  method: 'card',
  amount: '',
  quoting: false,
}) as OnrampState

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    onramp?: OnrampState
  }
}

/** The Buy feature's views: the form with its quote, and the purchase followed in the dialog. */
declare module '../../router/views.js' {
  interface ViewDataMap {
    Onramp: undefined
    OnrampProgress: undefined
  }
}

/** The Buy slice of an instance (`state.features.onramp`). */
export const onrampState = featureState('onramp', EMPTY_ONRAMP)
