/**
 * Sign in with X at startup (kept tiny on purpose, README "Performance"): the host's handle
 * (`portico.signIn`: state, subscribe, signIn, signOut) and one check: when siwx (or siweConfig)
 * is on and an account is connected, the sign-in chunk (signInActions.ts) is loaded and watches
 * from then on (watchSignIn); the machine's actions all live there. Without siwx nothing is
 * subscribed and nothing is loaded.
 */
import type { FeatureContext } from '../../portico/FeatureContext.js'
import type { SignInApi, SignInSnapshot } from './SignInApi.js'

export type { SignInApi, SignInInternals, SignInSnapshot } from './SignInApi.js'

/** the sign-in chunk (its actions, and WalletConnect one-click auth's loader) */
export const loadSignIn = () => import('./signInActions.js')

/** the snapshot before the sign-in chunk is there (and always without siwx) */
const IDLE: SignInSnapshot = { enabled: false, required: false, status: 'idle' }

export function createSignIn(ctx: FeatureContext): SignInApi {
  const { store, options } = ctx
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
    signIn: () => loadSignIn().then((m) => m.signIn(ctx.portico)),
    signOut: () => loadSignIn().then((m) => m.signOut(ctx.portico)),
  }
  // with siwx on, the sign-in chunk loads at once and watches (a restored account is checked
  // before anything prompts); a chunk that fails to load is tried again on the next change
  const start = (): unknown =>
    loadSignIn().then(
      (m) => m.startSignIn(ctx.portico, api, store, required),
      () => {
        const stop = store.subscribe(() => {
          stop()
          start()
        })
      },
    )
  if (enabled) start()
  ctx.signIn = { required }
  return api
}
