/**
 * Sign-in's types shared by the startup part (createSignIn.ts) and the sign-in chunk
 * (signInActions.ts): their own file, so the chunk never imports the startup part back.
 */
import type { SIWXSession } from '../../siwx/SIWXConfig.js'
import type { CaipAddress } from '../../types/chain.js'
import type { SignInError, SignInStatus } from './siwxState.js'

/** What the host reads (`portico.signIn.getState()`, `useSignIn()`): the active account's machine. */
export interface SignInSnapshot {
  /** siwx or siweConfig is set */
  enabled: boolean
  /** SPEC §6 required mode */
  required: boolean
  /** the active account (CAIP-10), when one is connected */
  caipAddress?: CaipAddress
  status: SignInStatus
  /** the session (authenticated) */
  session?: SIWXSession
  /** why it failed (status error) */
  error?: SignInError
  /** the user closed or cancelled the sign-in view: not asked again by itself until signIn() */
  dismissed?: boolean
}

export interface SignInApi {
  getState(): SignInSnapshot
  /** called when the snapshot changes */
  subscribe(listener: (state: SignInSnapshot) => void): () => void
  /**
   * signs the active account in now (also after a dismissal): shows SIWXSignMessage while the
   * wallet signs; resolves with the session, or undefined when the wallet declined or the
   * verifier refused (the state says why). SPEC §5 errors when siwx, the address, the network
   * or the client is missing.
   */
  signIn(): Promise<SIWXSession | undefined>
  /** ends the active account's session (`revokeSession`); in required mode the wallet disconnects */
  signOut(): Promise<void>
}

/** What the sign-in chunk shares with this startup part (one object per instance). */
export interface SignInInternals {
  required(): boolean
  /** accounts whose sessions are being asked for (made by the chunk) */
  checking?: Set<string>
  /** a signing in progress, per account (made by the chunk) */
  running?: Map<string, Promise<SIWXSession | undefined>>
}
