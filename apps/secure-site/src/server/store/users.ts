/**
 * Users by id, by email and by provider account (`users.email` is unique; `identities` links a
 * provider account to its user). Made once under concurrency: a user for an email and a link for a
 * provider account are `insert … on conflict do nothing`, and the loser of a race reads the
 * winner's row.
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '@portico/server-kit'
import type { IdentityProvider, UserRecord } from './records.js'

/** a user keeps the last this many devices */
export const MAX_DEVICES = 50

type UserRow = {
  id: string
  email: string | null
  username: string | null
  provider: string | null
  created_at: string | number
}

const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  ...(r.email ? { email: r.email } : {}),
  ...(r.username ? { username: r.username } : {}),
  ...(r.provider ? { provider: r.provider as IdentityProvider } : {}),
  createdAt: Number(r.created_at),
})

const COLUMNS = 'id, email, username, provider, created_at'

export async function userById(db: Db, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id])
  return row && toUser(row)
}

export async function userByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where email = $1`, [email])
  return row && toUser(row)
}

/** the user of `email`, made if there is none (by this call: `created`) */
export async function createUser(
  db: Db,
  email: string,
  now: number,
): Promise<{ user: UserRecord; created: boolean }> {
  const [made] = await db.query<UserRow>(
    `insert into users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing returning ${COLUMNS}`,
    [randomUUID(), email, now],
  )
  if (made) return { user: toUser(made), created: true }
  const user = await userByEmail(db, email)
  if (!user) throw new Error('createUser: the user of the email vanished')
  return { user, created: false }
}

export async function hasDevice(db: Db, userId: string, deviceId: string): Promise<boolean> {
  return (
    (
      await db.query('select 1 as ok from user_devices where user_id = $1 and device_id = $2', [
        userId,
        deviceId,
      ])
    ).length > 0
  )
}

/** the user's devices, oldest first */
export async function devicesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ device_id: string }>(
    'select device_id from user_devices where user_id = $1 order by seen_at, device_id',
    [userId],
  )
  return rows.map((r) => r.device_id)
}

/** records a login from `deviceId` (the newest); a user keeps the last MAX_DEVICES */
export async function addDevice(db: Db, userId: string, deviceId: string, now: number): Promise<void> {
  await db.query(
    `insert into user_devices (user_id, device_id, seen_at) values ($1, $2, $3)
     on conflict (user_id, device_id) do update set seen_at = greatest(user_devices.seen_at, excluded.seen_at)`,
    [userId, deviceId, now],
  )
  await db.query(
    `delete from user_devices where user_id = $1 and device_id not in (
       select device_id from user_devices where user_id = $1 order by seen_at desc, device_id desc limit $2)`,
    [userId, MAX_DEVICES],
  )
}

/** moves the user to `email`; the old email no longer leads to this user. false: another user has it */
export async function changeEmail(db: Db, userId: string, email: string): Promise<boolean> {
  try {
    await db.query('update users set email = $2 where id = $1', [userId, email])
    return true
  } catch (e) {
    if ((e as { code?: string }).code === '23505') return false
    throw e
  }
}

export interface Identity {
  provider: IdentityProvider
  /** the provider's stable id of the account (OIDC `sub`, GitHub id, farcaster fid) */
  subject: string
  /** a verified email the provider gave */
  email?: string
  username?: string
}

/**
 * The user of a provider account, made on its first sign-in. A verified email the provider gives
 * leads to the user of that email, if any (one person, one wallet, whichever way they come);
 * else the new user keeps that email. The username is refreshed on each sign-in. Two first
 * sign-ins of one account at once end with one user: the first link written wins.
 */
export async function signInIdentity(
  db: Db,
  given: Identity,
  now: number,
): Promise<{ user: UserRecord; isNewUser: boolean }> {
  // PostgreSQL's text holds no NUL character: a provider's name with one loses it
  const identity: Identity = {
    ...given,
    subject: given.subject.replaceAll('\0', ''),
    ...(given.username !== undefined ? { username: given.username.replaceAll('\0', '') } : {}),
  }
  const linkedUser = async () => {
    const [row] = await db.query<UserRow>(
      `select u.id, u.email, u.username, u.provider, u.created_at from identities i join users u on u.id = i.user_id
       where i.provider = $1 and i.subject = $2`,
      [identity.provider, identity.subject],
    )
    return row && toUser(row)
  }
  let user = (await linkedUser()) ?? (identity.email ? await userByEmail(db, identity.email) : undefined)
  let madeId: string | undefined
  if (!user) {
    const id = randomUUID()
    const [made] = await db.query<UserRow>(
      `insert into users (id, email, username, provider, created_at) values ($1, $2, $3, $4, $5)
       on conflict (email) do nothing returning ${COLUMNS}`,
      [id, identity.email ?? null, identity.username ?? null, identity.provider, now],
    )
    if (made) {
      user = toUser(made)
      madeId = id
    } else {
      // another sign-in made the user of this email meanwhile
      user = await userByEmail(db, identity.email as string)
      if (!user) throw new Error('signInIdentity: the user of the email vanished')
    }
  }
  const [linked] = await db.query<{ user_id: string }>(
    'insert into identities (provider, subject, user_id) values ($1, $2, $3) on conflict do nothing returning user_id',
    [identity.provider, identity.subject, user.id],
  )
  if (!linked) {
    // the account was linked meanwhile (or before): that user it is; a user made here for nothing goes
    const winner = await linkedUser()
    if (!winner) throw new Error('signInIdentity: the identity vanished')
    if (madeId && madeId !== winner.id) await db.query('delete from users where id = $1', [madeId])
    if (winner.id !== user.id) madeId = undefined
    user = winner
  }
  if (identity.username && identity.username !== user.username) {
    await db.query('update users set username = $2 where id = $1', [user.id, identity.username])
    user = { ...user, username: identity.username }
  }
  return { user, isNewUser: madeId === user.id }
}
