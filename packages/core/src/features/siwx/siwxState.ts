/**
 * Sign in with X (SPEC §3 sign-in session, §4 sign-in, §6 required mode): the state machine of
 * each account, as the host reads it (`portico.signIn`, `useSignIn()`).
 *
 *   idle ──sign──► signing ──wallet signed──► verifying ──accepted──► authenticated
 *                     │                          │
 *                     └─declined─► rejected      └─refused / failed─► error (code)
 *
 * `rejected` and `error` sign again from the view (or `signIn()`); `signOut()` goes back to
 * idle. A session covers the account across the chains of its namespace, so the machine is per
 * namespace and address (`signInAccountKey`), and the CAIP-10 address it was last asked on is
 * kept with it.
 */
import type { ErrorCode } from '../../errors/errorCatalogue.js'
import type { SIWXSession } from '../../siwx/SIWXConfig.js'
import type { CaipAddress } from '../../types/chain.js'

export type SignInStatus = 'idle' | 'signing' | 'verifying' | 'authenticated' | 'rejected' | 'error'

/**
 * Why a sign-in failed (status error): the message could not be made (SIWX_MESSAGE_FAILED), the
 * verifier refused or could not be reached (SIWX_VERIFY_FAILED), or the wallet's error (a code of
 * the error catalogue). The two sign-in codes are the feature's own texts (SIWX_TEXTS), not thrown.
 */
export type SignInError = ErrorCode | 'SIWX_MESSAGE_FAILED' | 'SIWX_VERIFY_FAILED'

export interface AccountSignIn {
  status: SignInStatus
  /** CAIP-10: the account on the chain it was last asked on */
  caipAddress: CaipAddress
  /** the session (authenticated) */
  session?: SIWXSession
  /** why it failed (status error) */
  error?: SignInError
  /**
   * the user closed or cancelled the sign-in view (not in required mode): not asked again by
   * itself for this account until it connects again; `signIn()` asks at once
   */
  dismissed?: boolean
}

export interface SignInState {
  /** by `signInAccountKey(namespace, address)` */
  accounts: Record<string, AccountSignIn>
}

export const EMPTY_SIGN_IN: SignInState = Object.freeze({ accounts: Object.freeze({}) }) as SignInState

declare module '../../store/PorticoState.js' {
  interface FeatureStates {
    siwx?: SignInState
  }
}

declare module '../../router/views.js' {
  interface ViewDataMap {
    SIWXSignMessage: undefined
    /** the sign-in view of the older EVM-only form (`siweConfig`): the same screen */
    ConnectingSiwe: undefined
  }
}
