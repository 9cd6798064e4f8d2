/**
 * Single-use session nonces (issue "Hardening" 9), in the database so that every server sharing a
 * PostgreSQL honours them. A nonce is 128 random bits, bound to the account it was issued for, and
 * lives `ttlMs`. `consume` deletes it with `delete … returning`: of two requests racing with one
 * nonce, PostgreSQL (and PGlite, one statement at a time) gives the row to exactly one.
 *
 * Bounded: issuing sweeps the expired nonces, keeps an account's newest PER_ACCOUNT and the
 * newest MAX_LIVE overall (an unauthenticated caller can ask for nonces for any address).
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/Db.js'

/** live nonces one account may hold (a wallet asks for one per signature, signs, sends) */
export const SESSION_NONCES_PER_ACCOUNT = 5
/** live nonces overall: a few MB of rows at most */
export const SESSION_NONCES_MAX_LIVE = 10_000

export interface SessionNonces {
  /** a fresh nonce for `account` (lower case) and its expiry (ms since the epoch) */
  issue(account: string): Promise<{ nonce: string; expiresAt: number }>
  /** removes the nonce if it was issued for `account`; its expiry, or undefined if unknown or used */
  consume(nonce: string, account: string): Promise<{ expiresAt: number } | undefined>
}

export function createSessionNonces(
  db: Db,
  opts: { ttlMs: number; now?: () => number; perAccount?: number; maxLive?: number },
): SessionNonces {
  const now = opts.now ?? Date.now
  const perAccount = opts.perAccount ?? SESSION_NONCES_PER_ACCOUNT
  const maxLive = opts.maxLive ?? SESSION_NONCES_MAX_LIVE
  return {
    async issue(account) {
      const at = now()
      await db.query(
        `delete from session_nonces where expires_at <= $1
           or nonce in (select nonce from session_nonces where account = $2
                        order by expires_at desc offset $3)
           or nonce in (select nonce from session_nonces order by expires_at desc offset $4)`,
        [at, account, perAccount - 1, maxLive - 1],
      )
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = at + opts.ttlMs
      await db.query('insert into session_nonces (nonce, account, expires_at) values ($1, $2, $3)', [
        nonce,
        account,
        expiresAt,
      ])
      return { nonce, expiresAt }
    },
    async consume(nonce, account) {
      const rows = await db.query<{ expires_at: string }>(
        'delete from session_nonces where nonce = $1 and account = $2 returning expires_at',
        [nonce, account],
      )
      return rows[0] ? { expiresAt: Number(rows[0].expires_at) } : undefined
    },
  }
}
