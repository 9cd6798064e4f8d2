/**
 * Sessions: the bearer token is 32 random bytes (base64url) handed to the frame once; the store
 * keeps only its SHA-256. Valid 7 days; revoked on sign-out.
 */
import type { SecureSiteStore, SessionMethod, SessionRecord } from '../store/SecureSiteStore.js'
import { randomToken, sha256Hex } from './randomToken.js'

export const SESSION_TTL_MS = 7 * 24 * 3_600_000

export interface Sessions {
  /** a new session; returns its token */
  create(s: { userId: string; deviceId: string; method: SessionMethod }): string
  /** the live session of a token */
  lookup(token: string | undefined): SessionRecord | undefined
  revoke(token: string): void
}

export function createSessions(deps: { store: SecureSiteStore; now: () => number }): Sessions {
  const { sessions } = deps.store
  return {
    create({ userId, deviceId, method }) {
      const token = randomToken()
      const now = deps.now()
      sessions.set(sha256Hex(token), {
        tokenHash: sha256Hex(token),
        userId,
        deviceId,
        method,
        createdAt: now,
        expiresAt: now + SESSION_TTL_MS,
      })
      return token
    },
    lookup(token) {
      if (!token) return undefined
      const hash = sha256Hex(token)
      const s = sessions.get(hash)
      if (!s) return undefined
      if (s.expiresAt <= deps.now()) {
        sessions.delete(hash)
        return undefined
      }
      return s
    },
    revoke(token) {
      sessions.delete(sha256Hex(token))
    },
  }
}
