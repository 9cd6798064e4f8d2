/** What a test reads straight from a secure site's tables. Not a test file itself. */
import { createHash } from 'node:crypto'
import type { Db } from '@portico/server-kit'
import { createSessions } from '../auth/sessions.js'
import type { SessionMethod, SessionRecord, UserRecord } from '../store/records.js'
import { devicesOf, userById } from '../store/users.js'

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** the session of a bearer token, whatever its expiry */
export async function sessionOf(db: Db, token: string): Promise<SessionRecord | undefined> {
  return createSessions({ db, now: () => 0 }).lookup(token)
}

/** a user and its devices (oldest first) */
export async function userWithDevices(
  db: Db,
  id: string,
): Promise<(UserRecord & { devices: string[] }) | undefined> {
  const user = await userById(db, id)
  return user && { ...user, devices: await devicesOf(db, id) }
}

/** the user id a provider account is linked to */
export async function identityUser(db: Db, provider: string, subject: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'select user_id from identities where provider = $1 and subject = $2',
    [provider, subject],
  )
  return row?.user_id
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)
  return row?.n ?? 0
}

/** writes a session straight into the table (a session made some other way) */
export async function insertSession(
  db: Db,
  s: {
    token: string
    userId: string
    deviceId: string
    method: SessionMethod | (string & {})
    createdAt: number
    expiresAt: number
  },
): Promise<void> {
  await db.query(
    'insert into sessions (token_hash, user_id, device_id, method, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [tokenHash(s.token), s.userId, s.deviceId, s.method, s.createdAt, s.expiresAt],
  )
}

/** the tables of users, their sessions, codes and wallets, as text (a refused request must not change them) */
export async function snapshotAccounts(db: Db): Promise<string> {
  const tables = [
    'users',
    'user_devices',
    'identities',
    'wallets',
    'sessions',
    'otp_codes',
    'device_requests',
    'email_updates',
  ]
  const parts: unknown[] = []
  for (const table of tables) parts.push(await db.query(`select * from ${table} order by 1, 2`))
  return JSON.stringify(parts)
}
