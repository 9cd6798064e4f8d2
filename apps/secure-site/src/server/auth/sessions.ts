/**
 * Sessions: the bearer token is 32 random bytes (base64url) handed to the frame once; the
 * database keeps only its SHA-256. Valid 7 days; revoked on sign-out.
 */
import type { Db } from '@portico/server-kit'
import type { SessionMethod, SessionRecord } from '../store/records.js'
import { randomToken, sha256Hex } from './randomToken.js'

export const SESSION_TTL_MS = 7 * 24 * 3_600_000

export interface Sessions {
  /** a new session; returns its token */
  create(s: { userId: string; deviceId: string; method: SessionMethod }): Promise<string>
  /** the live session of a token */
  lookup(token: string | undefined): Promise<SessionRecord | undefined>
  revoke(token: string): Promise<void>
}

type Row = {
  token_hash: string
  user_id: string
  device_id: string
  method: string
  created_at: string | number
  expires_at: string | number
}

export function createSessions(deps: { db: Db; now: () => number }): Sessions {
  const { db } = deps
  return {
    async create({ userId, deviceId, method }) {
      const token = randomToken()
      const now = deps.now()
      await db.query(
        'insert into sessions (token_hash, user_id, device_id, method, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
        [sha256Hex(token), userId, deviceId, method, now, now + SESSION_TTL_MS],
      )
      return token
    },
    async lookup(token) {
      if (!token) return undefined
      const [s] = await db.query<Row>('select * from sessions where token_hash = $1 and expires_at > $2', [
        sha256Hex(token),
        deps.now(),
      ])
      return (
        s && {
          tokenHash: s.token_hash,
          userId: s.user_id,
          deviceId: s.device_id,
          method: s.method,
          createdAt: Number(s.created_at),
          expiresAt: Number(s.expires_at),
        }
      )
    },
    async revoke(token) {
      await db.query('delete from sessions where token_hash = $1', [sha256Hex(token)])
    },
  }
}
