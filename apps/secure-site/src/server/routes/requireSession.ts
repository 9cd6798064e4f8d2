/** The session of `Authorization: Bearer <token>` and its user; 401 UNAUTHORIZED otherwise. */
import type { Context } from 'hono'
import { unauthorized } from '../http/apiError.js'
import type { SiteDeps } from '../SiteDeps.js'
import type { SessionRecord, UserRecord } from '../store/records.js'
import { userById } from '../store/users.js'

export function bearerToken(c: Context): string | undefined {
  const m = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(c.req.header('authorization') ?? '')
  return m?.[1]
}

export async function requireSession(
  c: Context,
  deps: SiteDeps,
): Promise<{ token: string; session: SessionRecord; user: UserRecord }> {
  const token = bearerToken(c)
  const session = await deps.sessions.lookup(token)
  const user = session && (await userById(deps.db, session.userId))
  if (!token || !session || !user) throw unauthorized()
  return { token, session, user }
}
