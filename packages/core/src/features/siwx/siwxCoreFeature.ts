/**
 * Sign in with X in core (its registration line is in features/coreFeatures.ts): the host's handle
 * `portico.signIn` and the connect-time check (start, createSignIn.ts; the flow is a lazy chunk),
 * SPEC §6 required mode's close guard, and WalletConnect one-click auth (walletConnectSignIn.ts,
 * a chunk loaded through the sign-in chunk only with `oneClickAuth`).
 */
import type { CoreFeature } from '../../portico/CoreFeature.js'
import { createSignIn, loadSignIn } from './createSignIn.js'
import type { SignInApi, SignInInternals } from './SignInApi.js'

declare module '../../portico/Portico.js' {
  interface PorticoExtensions {
    /**
     * Sign in with X (SPEC §4, `siwx` or `siweConfig`): the active account's sign-in state,
     * `subscribe`, `signIn()` (e.g. later, after a dismissal) and `signOut()`
     */
    readonly signIn: SignInApi
  }
}

declare module '../../portico/FeatureContext.js' {
  interface FeatureContext {
    /** what the startup part shares with the sign-in chunk */
    signIn?: SignInInternals
  }
}

/**
 * SPEC §2: closing is disabled on the sign-in and approve views while sign-in is required and no
 * session exists (the approve view is the embedded wallet's; the rule is sign-in's)
 */
const SIGN_IN_VIEWS: readonly string[] = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction']

export const siwxCoreFeature: CoreFeature = {
  id: 'siwx',
  start: (ctx) => ({ signIn: createSignIn(ctx) }),
  closeDisabled: ({ store, signIn, portico }) =>
    SIGN_IN_VIEWS.includes(store.getState().router.view) &&
    Boolean(signIn?.required()) &&
    portico.signIn.getState().status !== 'authenticated',
  walletConnectAuth({ options: { siwx } }, chainId) {
    // the sign-in chunk is loaded at start with siwx on; it loads the one-click part
    if (siwx?.oneClickAuth) return loadSignIn().then((m) => m.prepareWalletConnectSignIn(siwx, chainId))
  },
}
