import type { Portico } from '../../portico/Portico.js'
import type { PorticoStore } from '../../store/createPorticoStore.js'
import type { SignInApi } from './SignInApi.js'
import { signInSnapshotOf } from './signInSnapshotOf.js'
import { watchSignIn } from './watchSignIn.js'

/**
 * The sign-in chunk takes over from the startup part (createSignIn): the host's snapshot becomes
 * the active account's machine (its subscribers hear of it through one store update), and the
 * watch starts (watchSignIn).
 */
export function startSignIn(portico: Portico, api: SignInApi, store: PorticoStore, required: () => boolean) {
  api.getState = signInSnapshotOf(store, true, required)
  store.setState({})
  watchSignIn(portico)
}
