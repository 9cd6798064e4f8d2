/**
 * Device verification: a known user on an unknown device gets a link by mail
 * (`/device/approve?token=`); the frame long-polls `/email/device/wait` until the link is opened.
 * The link token is 32 random bytes, stored as its SHA-256, valid 10 minutes.
 */
import type { DeviceRequestRecord, SecureSiteStore } from '../store/SecureSiteStore.js'
import { randomToken, sha256Hex } from './randomToken.js'

export const DEVICE_LINK_TTL_MS = 10 * 60_000

export interface DeviceRequests {
  create(r: { userId: string; email: string; deviceId: string }): { requestId: string; token: string }
  /** the live request */
  get(requestId: string): DeviceRequestRecord | undefined
  /** approves the request of a link token; undefined for an unknown or expired link */
  approve(token: string): DeviceRequestRecord | undefined
  markCodeSent(requestId: string): void
  /** true as soon as the request is approved (at once if it is), false after `ms` or on abort */
  wait(requestId: string, ms: number, signal?: AbortSignal): Promise<boolean>
  /** ends every wait (false) */
  stop(): void
}

export function createDeviceRequests(deps: { store: SecureSiteStore; now: () => number }): DeviceRequests {
  const { deviceRequests, deviceTokens } = deps.store
  const waiters = new Map<string, Set<(approved: boolean) => void>>()
  const notify = (id: string, approved: boolean) => {
    for (const w of waiters.get(id) ?? []) w(approved)
    waiters.delete(id)
  }
  const get = (requestId: string) => {
    const r = deviceRequests.get(requestId)
    if (!r) return undefined
    if (r.expiresAt > deps.now()) return r
    deviceRequests.delete(requestId)
    deviceTokens.delete(r.tokenHash)
    return undefined
  }
  return {
    create({ userId, email, deviceId }) {
      const requestId = randomToken(16)
      const token = randomToken()
      const tokenHash = sha256Hex(token)
      deviceRequests.set(requestId, {
        id: requestId,
        tokenHash,
        userId,
        email,
        deviceId,
        expiresAt: deps.now() + DEVICE_LINK_TTL_MS,
        approved: false,
        codeSent: false,
      })
      deviceTokens.set(tokenHash, requestId)
      return { requestId, token }
    },
    get,
    approve(token) {
      const requestId = deviceTokens.get(sha256Hex(token))
      const r = requestId ? get(requestId) : undefined
      if (!r) return undefined
      if (!r.approved) {
        r.approved = true
        deviceRequests.set(r.id, r)
      }
      notify(r.id, true)
      return r
    },
    markCodeSent(requestId) {
      const r = get(requestId)
      if (r) deviceRequests.set(requestId, { ...r, codeSent: true })
    },
    wait(requestId, ms, signal) {
      if (get(requestId)?.approved) return Promise.resolve(true)
      return new Promise((resolve) => {
        const set = waiters.get(requestId) ?? new Set()
        waiters.set(requestId, set)
        const done = (approved: boolean) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          set.delete(done)
          if (!set.size && waiters.get(requestId) === set) waiters.delete(requestId)
          resolve(approved)
        }
        const onAbort = () => done(false)
        const timer = setTimeout(() => done(false), ms)
        signal?.addEventListener('abort', onAbort, { once: true })
        set.add(done)
      })
    },
    stop() {
      for (const id of [...waiters.keys()]) notify(id, false)
    },
  }
}
