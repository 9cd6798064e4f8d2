import type { Portico } from '../../portico/Portico.js'
import { type AccountSignIn, EMPTY_SIGN_IN, type SignInState } from './siwxState.js'

export const signInStateOf = (portico: Pick<Portico, 'getState'>): SignInState =>
  portico.getState().features.siwx ?? EMPTY_SIGN_IN

/** Sets one account's machine (`undefined` forgets it). */
export function patchSignIn(
  portico: Pick<Portico, 'getState' | 'store'>,
  key: string,
  next: AccountSignIn | undefined,
) {
  const s = portico.getState()
  const accounts = { ...signInStateOf(portico).accounts }
  if (next) accounts[key] = next
  else delete accounts[key]
  portico.store.setState({ features: { ...s.features, siwx: { accounts } } })
}
