import type { PorticoStore } from '../../store/createPorticoStore.js'
import type { CaipAddress } from '../../types/chain.js'
import type { SignInSnapshot } from './SignInApi.js'
import { signInAccountKey } from './signInAccountKey.js'
import type { AccountSignIn } from './siwxState.js'

/**
 * The host's view of sign-in (`portico.signIn.getState()`, `useSignIn()`): the active account's
 * machine. A new object only when its inputs changed (useSyncExternalStore compares by identity).
 * In the sign-in chunk: the startup part answers a constant idle snapshot until it is loaded.
 */
export function signInSnapshotOf(store: PorticoStore, enabled: boolean, required: () => boolean) {
  let last: SignInSnapshot | undefined
  let inputs: [AccountSignIn | undefined, CaipAddress | undefined, boolean] | undefined
  return (): SignInSnapshot => {
    const s = store.getState()
    const a = s.accounts[s.activeNamespace]
    const address = a?.status === 'connected' ? a.address : undefined
    const m = address ? s.features.siwx?.accounts[signInAccountKey(s.activeNamespace, address)] : undefined
    const c = address ? a?.caipAddress : undefined
    const r = required()
    if (!last || !inputs || m !== inputs[0] || c !== inputs[1] || r !== inputs[2]) {
      inputs = [m, c, r]
      last = { status: 'idle', ...m, enabled, required: r, caipAddress: c }
    }
    return last
  }
}
