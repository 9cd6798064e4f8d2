/**
 * Pending social logins, keyed by the OAuth `state` the frame made: what `/social/authorize` was
 * asked (provider, PKCE challenge, device, popup or redirect, where to return), the nonce sent to an
 * OpenID provider, and, once the provider sent the browser back to `/social/callback`, its answer
 * (`{ code }` or `{ error }`), written once. `/social/complete` waits for that answer and takes the
 * login out (usable once). Rows in the database, 10 minutes: the callback may land on
 * any replica and wake, through LISTEN/NOTIFY, a `/social/complete` waiting on another. Each step
 * is one conditional statement: made once (`on conflict do nothing`), answered once (`… where
 * result is null`), taken once (`delete … returning`).
 */
import type { Db, Waker } from '@portico/server-kit'
import type { SocialProvider } from './socialProviderConfig.js'

export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000
/** pending logins kept at most (a flood of authorize calls cannot fill the database) */
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
  create(login: Omit<PendingSocialLogin, 'expiresAt' | 'result'>): Promise<boolean>
  /** the live login of a state */
  get(state: string): Promise<PendingSocialLogin | undefined>
  /** records the provider's answer, once; undefined for an unknown, expired or answered state */
  deliver(state: string, result: SocialCallbackResult): Promise<PendingSocialLogin | undefined>
  /** resolves when the answer is there (at once if it is), after `ms`, or on abort */
  wait(state: string, ms: number, signal?: AbortSignal): Promise<void>
  /** takes the answered login of that device out: the state cannot be used again */
  take(state: string, deviceId: string): Promise<PendingSocialLogin | undefined>
}

type Row = {
  state: string
  provider: string
  code_challenge: string
  nonce: string | null
  device_id: string
  mode: string
  return_to: string | null
  project_id: string
  origin: string
  expires_at: string | number
  result: SocialCallbackResult | string | null
}

const toLogin = (r: Row): PendingSocialLogin => ({
  state: r.state,
  provider: r.provider as SocialProvider,
  codeChallenge: r.code_challenge,
  ...(r.nonce ? { nonce: r.nonce } : {}),
  deviceId: r.device_id,
  mode: r.mode as 'popup' | 'redirect',
  ...(r.return_to ? { returnTo: r.return_to } : {}),
  projectId: r.project_id,
  origin: r.origin,
  expiresAt: Number(r.expires_at),
  ...(r.result
    ? { result: (typeof r.result === 'string' ? JSON.parse(r.result) : r.result) as SocialCallbackResult }
    : {}),
})

export const socialWakeKey = (state: string) => `social:${state}`

export function createSocialLogins(deps: { db: Db; waker: Waker; now: () => number }): SocialLogins {
  const { db } = deps
  const get = async (state: string) => {
    const [r] = await db.query<Row>('select * from social_logins where state = $1 and expires_at > $2', [
      state,
      deps.now(),
    ])
    return r && toLogin(r)
  }
  return {
    async create(login) {
      const now = deps.now()
      const [{ n }] = (await db.query<{ n: number }>(
        'select count(*)::int as n from social_logins where expires_at > $1',
        [now],
      )) as [{ n: number }]
      if (n >= MAX_PENDING_SOCIAL_LOGINS) return false
      // a state left by an expired login may be used again
      await db.query('delete from social_logins where state = $1 and expires_at <= $2', [login.state, now])
      const rows = await db.query(
        `insert into social_logins (state, provider, code_challenge, nonce, device_id, mode, return_to, project_id, origin, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (state) do nothing returning state`,
        [
          login.state,
          login.provider,
          login.codeChallenge,
          login.nonce ?? null,
          login.deviceId,
          login.mode,
          login.returnTo ?? null,
          login.projectId,
          login.origin,
          now + SOCIAL_LOGIN_TTL_MS,
        ],
      )
      return rows.length > 0
    },
    get,
    async deliver(state, result) {
      const [r] = await db.query<Row>(
        'update social_logins set result = $2 where state = $1 and result is null and expires_at > $3 returning *',
        [state, JSON.stringify(result), deps.now()],
      )
      if (!r) return undefined
      await deps.waker.wake(socialWakeKey(state))
      return toLogin(r)
    },
    async wait(state, ms, signal) {
      await deps.waker.wait(socialWakeKey(state), {
        check: async () => {
          const l = await get(state)
          return !l || Boolean(l.result)
        },
        timeoutMs: ms,
        ...(signal ? { signal } : {}),
      })
    },
    async take(state, deviceId) {
      const [r] = await db.query<Row>(
        `delete from social_logins where state = $1 and device_id = $2 and result is not null and expires_at > $3
         returning *`,
        [state, deviceId, deps.now()],
      )
      return r && toLogin(r)
    },
  }
}
