/**
 * Pending social logins, keyed by the OAuth `state` the frame made: what `/social/authorize` was
 * asked (provider, PKCE challenge, device, popup or redirect, where to return), the nonce sent to an
 * OpenID provider, and, once the provider sent the browser back to `/social/callback`, its answer
 * (`{ code }` or `{ error }`), written once. `/social/complete` waits for that answer and takes the
 * login out (usable once). Kept in memory, 10 minutes, like the rate limits: a restart drops logins
 * that were half way, and the person starts again.
 */
import type { SocialProvider } from './socialProviderConfig.js'

export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000
/** pending logins kept at most (a flood of authorize calls cannot fill the memory) */
export const MAX_PENDING_SOCIAL_LOGINS = 10_000

export type SocialCallbackResult =
  | { code: string; iss?: string; user?: string }
  | { error: string; errorDescription?: string }

export interface PendingSocialLogin {
  state: string
  provider: SocialProvider
  codeChallenge: string
  nonce?: string
  deviceId: string
  mode: 'popup' | 'redirect'
  returnTo?: string
  projectId: string
  /** the page's origin, one of the project's allowed origins */
  origin: string
  expiresAt: number
  result?: SocialCallbackResult
}

export interface SocialLogins {
  /** false when the state is in use or too many logins are pending */
  create(login: Omit<PendingSocialLogin, 'expiresAt' | 'result'>): boolean
  /** the live login of a state */
  get(state: string): PendingSocialLogin | undefined
  /** records the provider's answer, once; undefined for an unknown, expired or answered state */
  deliver(state: string, result: SocialCallbackResult): PendingSocialLogin | undefined
  /** resolves when the answer is there (at once if it is), after `ms`, or on abort */
  wait(state: string, ms: number, signal?: AbortSignal): Promise<void>
  /** takes the login out: the state cannot be used again */
  take(state: string): PendingSocialLogin | undefined
}

export function createSocialLogins(deps: { now: () => number }): SocialLogins {
  const logins = new Map<string, PendingSocialLogin>()
  const waiters = new Map<string, Set<() => void>>()
  const wake = (state: string) => {
    for (const w of waiters.get(state) ?? []) w()
  }
  const get = (state: string) => {
    const l = logins.get(state)
    if (!l) return undefined
    if (l.expiresAt > deps.now()) return l
    logins.delete(state)
    wake(state)
    return undefined
  }
  const sweep = () => {
    for (const state of [...logins.keys()]) get(state)
  }
  return {
    create(login) {
      if (logins.size >= MAX_PENDING_SOCIAL_LOGINS) sweep()
      if (logins.size >= MAX_PENDING_SOCIAL_LOGINS || get(login.state)) return false
      logins.set(login.state, { ...login, expiresAt: deps.now() + SOCIAL_LOGIN_TTL_MS })
      return true
    },
    get,
    deliver(state, result) {
      const l = get(state)
      if (!l || l.result) return undefined
      l.result = result
      wake(state)
      return l
    },
    wait(state, ms, signal) {
      const l = get(state)
      if (!l || l.result || signal?.aborted) return Promise.resolve()
      return new Promise((resolve) => {
        const set = waiters.get(state) ?? new Set()
        waiters.set(state, set)
        const done = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          set.delete(done)
          if (!set.size && waiters.get(state) === set) waiters.delete(state)
          resolve()
        }
        const timer = setTimeout(done, ms)
        signal?.addEventListener('abort', done, { once: true })
        set.add(done)
      })
    },
    take(state) {
      const l = get(state)
      if (l) logins.delete(state)
      return l
    },
  }
}
