import { LOGIN_NAME_SUFFIXES } from '../../constants/constants.js'
import { featureState } from '../featureState.js'

/** The account-name feature's state and views (SPEC §2 RegisterAccountName, §4 name registration). */

/** SPEC §9 "Login-name suffixes": the zone until the server's suggestions name theirs */
export const DEFAULT_NAME_SUFFIX: string = LOGIN_NAME_SUFFIXES[1]
/** how long typing must pause before availability is asked (debounced) */
export const NAME_CHECK_DEBOUNCE_MS = 300

/**
 * Why a registration cannot go on or did not: a SPEC §5 rule (the catalogue's INVALID_NAME,
 * INVALID_CHAIN_ID), the wallet declined, or the server refused (its first reason, SPEC §8, else
 * 'Error registering name {name}').
 */
export type NameProblem =
  | { code: 'INVALID_NAME' | 'INVALID_CHAIN_ID' | 'SIGNATURE_DECLINED' }
  | { code: 'REGISTER_FAILED'; name: string; reason?: string }

export interface NameSuggestion {
  /** the full name, suffix included */
  name: string
  registered: boolean
}

export interface NamesState {
  /** the label as typed (without the suffix) */
  input: string
  suffix: string
  /** the label the suggestions were asked for, and the answer */
  checkedLabel?: string
  suggestions: NameSuggestion[]
  checking: boolean
  /** SPEC §4: loading while the wallet signs and the server registers */
  loading: boolean
  problem?: NameProblem
  /** the name just registered (RegisterAccountNameSuccess) */
  registered?: string
}

export const EMPTY_NAMES: NamesState = Object.freeze({
  input: '',
  suffix: DEFAULT_NAME_SUFFIX,
  suggestions: [],
  checking: false,
  loading: false,
}) as NamesState

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    names?: NamesState
  }
}

declare module '../../router/views.js' {
  interface ViewDataMap {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: undefined
  }
}

/** The names slice of an instance (`state.features.names`). */
export const namesState = featureState('names', EMPTY_NAMES)
export const namesStateOf = namesState.stateOf
