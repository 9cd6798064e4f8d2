/** Drops expired sessions, codes, device requests and pending email changes. */
import type { SecureSiteStore } from './SecureSiteStore.js'

export function sweepExpired(store: SecureSiteStore, now: number): void {
  for (const [k, s] of store.sessions.entries()) if (s.expiresAt <= now) store.sessions.delete(k)
  for (const [k, o] of store.otps.entries()) if (o.expiresAt <= now) store.otps.delete(k)
  for (const [k, u] of store.emailUpdates.entries()) if (u.expiresAt <= now) store.emailUpdates.delete(k)
  for (const [k, r] of store.deviceRequests.entries())
    if (r.expiresAt <= now) {
      store.deviceRequests.delete(k)
      store.deviceTokens.delete(r.tokenHash)
    }
}
