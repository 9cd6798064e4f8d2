import type { Portico } from '../../portico/Portico.js'
import { featureState } from '../featureState.js'
import { type AccountSignIn, EMPTY_SIGN_IN } from './siwxState.js'

/** The sign-in slice of an instance (`state.features.siwx`): one machine per account. */
const signInState = featureState('siwx', EMPTY_SIGN_IN)
export const signInStateOf = signInState.stateOf

/** Sets one account's machine (`undefined` forgets it). */
export function patchSignIn(portico: Pick<Portico, 'store'>, key: string, next: AccountSignIn | undefined) {
  const accounts = { ...signInStateOf(portico.store).accounts }
  if (next) accounts[key] = next
  else delete accounts[key]
  signInState.patch(portico, { accounts })
}
