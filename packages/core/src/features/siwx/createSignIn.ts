/**
 * Sign in with X at startup (kept tiny on purpose, README "Performance"): the host's handle
 * (`portico.signIn`: state, subscribe, signIn, signOut) and one check: when siwx (or siweConfig)
 * is on and an account is connected, the sign-in chunk (signInActions.ts) is loaded and watches
 * from then on (watchSignIn); the machine's actions all live there. Without siwx nothing is
 * subscribed and nothing is loaded.
 */
import type { Portico } from '../../createPortico.js'
import type { PorticoOptions } from '../../options/optionsSchema.js'
import type { SIWXSession } from '../../siwx/SIWXConfig.js'
import type { PorticoStore } from '../../store/createPorticoStore.js'
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

const load = () => import('./signInActions.js')

/** the snapshot before the sign-in chunk is there (and always without siwx) */
const IDLE: SignInSnapshot = { enabled: false, required: false, status: 'idle' }

export function createSignIn(store: PorticoStore, options: PorticoOptions, portico: () => Portico) {
  const { siwx, siweConfig } = options
  const enabled = Boolean(siwx || siweConfig)
  const required = () => Boolean(siwx ? siwx.getRequired?.() : siweConfig?.required)
  const early = enabled ? { ...IDLE, enabled, required: required() } : IDLE
  const api: SignInApi = {
    // the sign-in chunk puts the real snapshot here once it has loaded (startSignIn)
    getState: () => early,
    subscribe(listener) {
      let prev = api.getState()
      return store.subscribe(() => {
        const next = api.getState()
        if (next === prev) return
        prev = next
        listener(next)
      })
    },
    signIn: () => load().then((m) => m.signIn(portico())),
    signOut: () => load().then((m) => m.signOut(portico())),
  }
  // with siwx on, the sign-in chunk loads at once and watches (a restored account is checked
  // before anything prompts); a chunk that fails to load is tried again on the next change
  const start = (): unknown =>
    load().then(
      (m) => m.startSignIn(portico(), api, store, required),
      () => {
        const stop = store.subscribe(() => {
          stop()
          start()
        })
      },
    )
  if (enabled) start()
  const internals: SignInInternals = { required }
  return { api, internals }
}
