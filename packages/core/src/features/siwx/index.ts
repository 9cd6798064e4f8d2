// @portico/core/features/siwx: sign in with X (SPEC §2 SIWXSignMessage, §3 sign-in message and
// session, §4 sign-in, §5 its errors, §6 required mode, §8 its events and toasts).

export type {
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageParams,
  SIWESession,
} from '../../siwx/SIWEConfig.js'
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../../siwx/SIWXConfig.js'
export { cancelSignIn } from './cancelSignIn.js'
export { checkSignIn } from './checkSignIn.js'
export type { SignInApi, SignInInternals, SignInSnapshot } from './createSignIn.js'
export { type SignInViewModel, selectSignInView } from './selectSignInView.js'
export { signIn } from './signIn.js'
export { signInAccountKey } from './signInAccountKey.js'
export { signInStateOf } from './signInStateOf.js'
export { signOut } from './signOut.js'
export { siweToSiwx } from './siweToSiwx.js'
export {
  type AccountSignIn,
  EMPTY_SIGN_IN,
  type SignInError,
  type SignInState,
  type SignInStatus,
} from './siwxState.js'
export { watchSignIn } from './watchSignIn.js'
