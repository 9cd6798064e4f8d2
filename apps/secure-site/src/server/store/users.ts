/** Users by id and by email (the `emails` table is the index). */
import { randomUUID } from 'node:crypto'
import type { SecureSiteStore, UserRecord } from './SecureSiteStore.js'

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
  if (store.emails.get(user.email) === userId) store.emails.delete(user.email)
  store.emails.set(email, userId)
  store.users.set(userId, { ...user, email })
}
