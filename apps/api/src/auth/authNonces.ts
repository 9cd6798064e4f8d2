/**
 * Single-use sign-in nonces (issue 13), in the database so that every server sharing a PostgreSQL
 * honours them, like `routes/sessionNonces.ts`: 128 random bits (hex: EIP-4361 wants letters and
 * digits), bound to the domain they were asked for (and to a chain when one was named), living
 * `ttlMs`. `consume` deletes the row with one `delete … returning` whose condition is everything the
 * nonce is bound to (domain, expiry, chain): of two requests racing with one nonce, PostgreSQL (and
 * PGlite, one statement at a time) gives it to exactly one, and a use refused for its chain or its
 * expiry deletes nothing (issue 27 item 8: a sign-in refused for the wrong chain used it up).
 *
 * Bounded: issuing sweeps the expired nonces and keeps the newest MAX_LIVE overall (anyone may ask;
 * the domain must be one this server allows, so the table cannot be filled with other names).
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/Db.js'

export const AUTH_NONCES_MAX_LIVE = 10_000

export interface IssuedNonce {
  nonce: string
  issuedAt: number
  expiresAt: number
}

/** why a nonce was not consumed: never issued for that domain (or used already), expired, or another chain's */
export type NonceRefusal = 'unknown' | 'expired' | 'other chain'

export interface AuthNonces {
  issue(domain: string, chainId?: string): Promise<IssuedNonce>
  /**
   * removes the nonce if it was issued for `domain`, is live at `at` and was issued for `chainId` (or
   * for no chain); otherwise removes nothing and says why
   */
  consume(nonce: string, domain: string, chainId: string, at: number): Promise<'consumed' | NonceRefusal>
}

export function createAuthNonces(
  db: Db,
  opts: { ttlMs: number; now: () => number; maxLive?: number },
): AuthNonces {
  const maxLive = opts.maxLive ?? AUTH_NONCES_MAX_LIVE
  return {
    async issue(domain, chainId) {
      const issuedAt = opts.now()
      await db.query(
        `delete from auth_nonces where expires_at <= $1
           or nonce in (select nonce from auth_nonces order by expires_at desc offset $2)`,
        [issuedAt, maxLive - 1],
      )
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = issuedAt + opts.ttlMs
      await db.query(
        'insert into auth_nonces (nonce, domain, chain_id, expires_at) values ($1, $2, $3, $4)',
        [nonce, domain, chainId ?? null, expiresAt],
      )
      return { nonce, issuedAt, expiresAt }
    },
    async consume(nonce, domain, chainId, at) {
      const used = await db.query(
        `delete from auth_nonces where nonce = $1 and domain = $2 and expires_at > $3
           and (chain_id is null or chain_id = $4) returning nonce`,
        [nonce, domain, at, chainId],
      )
      if (used.length) return 'consumed'
      // nothing deleted: only to say why (a racing use that won makes it 'unknown')
      const [row] = await db.query<{ expires_at: string }>(
        'select expires_at from auth_nonces where nonce = $1 and domain = $2',
        [nonce, domain],
      )
      if (!row) return 'unknown'
      return Number(row.expires_at) <= at ? 'expired' : 'other chain'
    },
  }
}
