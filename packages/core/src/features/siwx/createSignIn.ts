/**
 * Sign in with X at startup (kept tiny on purpose, README "Performance"): the host's handle
 * (`portico.signIn`: state, subscribe, signIn, signOut) and one check. When siwx (or siweConfig)
 * is on and the active account or its network changes, or the dialog is closed on the sign-in
 * view, the sign-in chunk (signInActions.ts) is loaded and decides (checkSignIn); the machine's
 * actions all live there. Without siwx nothing is subscribed and nothing is loaded.
 */
import type { Portico } from '../../createPortico.js'
import type { ErrorCode } from '../../errors/errorCatalogue.js'
import type { PorticoOptions } from '../../options/optionsSchema.js'
import type { SIWXSession } from '../../siwx/SIWXConfig.js'
import type { PorticoStore } from '../../store/createPorticoStore.js'
import type { PorticoState } from '../../store/PorticoState.js'
import type { CaipAddress } from '../../types/chain.js'
import { signInAccountKey } from './signInAccountKey.js'
import type { AccountSignIn, SignInStatus } from './siwxState.js'

/** What the host reads (`portico.signIn.getState()`, `useSignIn()`): the active account's machine. */
export interface SignInSnapshot {
  /** siwx or siweConfig is set */
  enabled: boolean
  /** SPEC §6 required mode */
  required: boolean
  /** the active account (CAIP-10), when one is connected */
  caipAddress?: CaipAddress
  status: SignInStatus
  session?: SIWXSession
  error?: ErrorCode
  dismissed: boolean
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
  /** the machine of the active account, if it is connected */
  active(state: PorticoState): AccountSignIn | undefined
  /** accounts whose sessions are being asked for */
  checking: Set<string>
  /** a signing in progress, per account */
  running: Map<string, Promise<SIWXSession | undefined>>
}

const load = () => import('./signInActions.js')

export function createSignIn(store: PorticoStore, options: PorticoOptions, portico: () => Portico) {
  const { siwx, siweConfig } = options
  const enabled = Boolean(siwx || siweConfig)
  const required = () => Boolean(siwx ? siwx.getRequired?.() : siweConfig?.required)
  const connected = (s: PorticoState) => {
    const a = s.accounts[s.activeNamespace]
    return a?.status === 'connected' && a.address ? a : undefined
  }
  const internals: SignInInternals = {
    required,
    active(s) {
      const a = connected(s)
      return a?.address
        ? s.features.siwx?.accounts[signInAccountKey(s.activeNamespace, a.address)]
        : undefined
    },
    checking: new Set(),
    running: new Map(),
  }

  let last: SignInSnapshot | undefined
  const getState = (): SignInSnapshot => {
    const s = store.getState()
    const m = internals.active(s)
    const caipAddress = connected(s)?.caipAddress
    const next: SignInSnapshot = {
      enabled,
      required: required(),
      ...(caipAddress ? { caipAddress } : {}),
      status: m?.status ?? 'idle',
      ...(m?.session ? { session: m.session } : {}),
      ...(m?.error ? { error: m.error } : {}),
      dismissed: Boolean(m?.dismissed),
    }
    const keys = Object.keys(next) as (keyof SignInSnapshot)[]
    if (last && keys.length === Object.keys(last).length && keys.every((k) => last?.[k] === next[k]))
      return last
    last = next
    return next
  }

  if (enabled) {
    // the connect-time check: the active account and network (the session is the chunk's call)
    let trigger: string | undefined
    store.subscribe((s, prev) => {
      const a = connected(s)
      const next = a ? `${a.address}@${s.activeNetworks[s.activeNamespace]}` : undefined
      const closed = prev.open && !s.open && prev.router.view === 'SIWXSignMessage'
      if (next === trigger && !closed) return
      trigger = next
      if (next || closed || s.features.siwx)
        void load().then(
          (m) => m.checkSignIn(portico(), { closed }),
          () => undefined,
        )
    })
  }

  const api: SignInApi = {
    getState,
    subscribe(listener) {
      let prev = getState()
      return store.subscribe(() => {
        const next = getState()
        if (next === prev) return
        prev = next
        listener(next)
      })
    },
    signIn: () => load().then((m) => m.signIn(portico())),
    signOut: () => load().then((m) => m.signOut(portico())),
  }
  return { api, internals }
}
