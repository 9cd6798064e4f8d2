import type { Transaction } from '../../api/apiSchemas.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { featureState } from '../featureState.js'

/** SPEC §3 "Transaction history state" of the Activity tab (grouping is a selector over it). */
export interface ActivityState {
  /** the account (lower-case address) whose transactions these are */
  owner?: string
  /** SPEC §3 lastNetworkInView: a change of network starts the list over */
  lastNetworkInView?: CaipNetworkId
  transactions: Transaction[]
  loading: boolean
  /** SPEC §4: nothing resulted (also after an error) */
  empty: boolean
  /** SPEC §4: the cursor of the next page; absent when there is none (cleared on error) */
  next?: string
  /** the first page has been asked for */
  started: boolean
  /** the last fetch failed (the tab offers a retry) */
  failed: boolean
  /** profile names of counterparties by lower-case address (null: none) */
  names: Readonly<Record<string, string | null>>
}

export const EMPTY_ACTIVITY: ActivityState = Object.freeze({
  transactions: [],
  loading: false,
  empty: false,
  started: false,
  failed: false,
  names: {},
}) as ActivityState

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    activity?: ActivityState
  }
}

/** The Activity slice of an instance (`state.features.activity`). */
export const activityState = featureState('activity', EMPTY_ACTIVITY)
