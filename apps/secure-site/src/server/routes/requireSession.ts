/** The session of `Authorization: Bearer <token>` and its user; 401 UNAUTHORIZED otherwise. */
import type { Context } from 'hono'
import { unauthorized } from '../http/apiError.js'
import type { SiteDeps } from '../SiteDeps.js'
import type { SessionRecord, UserRecord } from '../store/SecureSiteStore.js'

export function bearerToken(c: Context): string | undefined {
  const m = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(c.req.header('authorization') ?? '')
  return m?.[1]
}

export function requireSession(
  c: Context,
  deps: SiteDeps,
): { token: string; session: SessionRecord; user: UserRecord } {
  const token = bearerToken(c)
  const session = deps.sessions.lookup(token)
  const user = session && deps.store.users.get(session.userId)
  if (!token || !session || !user) throw unauthorized()
  return { token, session, user }
}
