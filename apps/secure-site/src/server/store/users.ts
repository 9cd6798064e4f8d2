/** Users by id, by email and by provider account (the `emails` and `identities` tables index them). */
import { randomUUID } from 'node:crypto'
import type { IdentityProvider, SecureSiteStore, UserRecord } from './SecureSiteStore.js'

/** a user keeps the last this many devices */
export const MAX_DEVICES = 50

export function userByEmail(store: SecureSiteStore, email: string): UserRecord | undefined {
  const id = store.emails.get(email)
  return id ? store.users.get(id) : undefined
}

export function createUser(store: SecureSiteStore, email: string, now: number): UserRecord {
  const user: UserRecord = { id: randomUUID(), email, createdAt: now, devices: [] }
  store.users.set(user.id, user)
  store.emails.set(email, user.id)
  return user
}

export function addDevice(store: SecureSiteStore, userId: string, deviceId: string): void {
  const user = store.users.get(userId)
  if (!user) return
  user.devices = [...user.devices.filter((d) => d !== deviceId), deviceId].slice(-MAX_DEVICES)
  store.users.set(userId, user)
}

/** moves the user to `email`; the old email no longer leads to this user */
export function changeEmail(store: SecureSiteStore, userId: string, email: string): void {
  const user = store.users.get(userId)
  if (!user) return
  if (user.email && store.emails.get(user.email) === userId) store.emails.delete(user.email)
  store.emails.set(email, userId)
  store.users.set(userId, { ...user, email })
}

export interface Identity {
  provider: IdentityProvider
  /** the provider's stable id of the account (OIDC `sub`, GitHub id, farcaster fid) */
  subject: string
  /** a verified email the provider gave */
  email?: string
  username?: string
}

export const identityKey = (provider: IdentityProvider, subject: string) => `${provider}:${subject}`

/**
 * The user of a provider account, made on its first sign-in. A verified email the provider gives
 * leads to the user of that email, if any (one person, one wallet, whichever way they come);
 * else the new user keeps that email. The username is refreshed on each sign-in.
 */
export function signInIdentity(
  store: SecureSiteStore,
  identity: Identity,
  now: number,
): { user: UserRecord; isNewUser: boolean } {
  const key = identityKey(identity.provider, identity.subject)
  const linked = store.identities.get(key)
  let user =
    (linked && store.users.get(linked)) || (identity.email ? userByEmail(store, identity.email) : undefined)
  const isNewUser = !user
  if (!user) {
    user = { id: randomUUID(), createdAt: now, devices: [], provider: identity.provider }
    if (identity.email) {
      user.email = identity.email
      store.emails.set(identity.email, user.id)
    }
  }
  if (identity.username) user.username = identity.username
  store.users.set(user.id, user)
  store.identities.set(key, user.id)
  return { user, isNewUser }
}
