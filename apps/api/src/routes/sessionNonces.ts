/**
 * Single-use session nonces, honoured by every server sharing the database:
 * 32 hex characters (core's `SESSION_NONCE_PATTERN`): 6 random bytes and a 10-byte MAC over them,
 * the account and the expiry (`nonceMac.ts`). Nothing is stored when one is issued (an
 * unauthenticated caller can ask nonces for any address, and the rows it made evicted the account's
 * own and everybody's); `consume` checks the MAC (a nonce serves only its account, with the expiry
 * it was issued with) and the expiry, then records it as used with one `insert … on conflict do
 * nothing`: of two requests racing with one nonce, exactly one wins.
 */
import { randomBytes } from 'node:crypto'
import { createNonceMac, markNonceUsed } from '../auth/nonceMac.js'
import type { Db } from '../db/Db.js'

export interface SessionNonces {
  /** a fresh nonce for `account` (lower case) and its expiry (ms since the epoch) */
  issue(account: string): Promise<{ nonce: string; expiresAt: number }>
  /**
   * uses the nonce up if it was issued for `account` with `expiresAt` and has not been used: 'used';
   * 'unknown' otherwise (never issued so, or used already), 'expired' when its time is over
   */
  consume(nonce: string, account: string, expiresAt: number): Promise<'used' | 'unknown' | 'expired'>
}

const PURPOSE = 'portico-api/session-nonce/v1'
const NONCE = /^[0-9a-f]{32}$/

export function createSessionNonces(
  db: Db,
  opts: { ttlMs: number; now?: () => number; secret: Uint8Array },
): SessionNonces {
  const now = opts.now ?? Date.now
  const mac = createNonceMac(opts.secret)
  const fields = (account: string, expiresAt: number) => [account, String(expiresAt)]
  return {
    async issue(account) {
      const expiresAt = now() + opts.ttlMs
      const random = randomBytes(6)
      const nonce = Buffer.concat([random, mac.tag(PURPOSE, fields(account, expiresAt), random, 10)])
      return { nonce: nonce.toString('hex'), expiresAt }
    },
    async consume(nonce, account, expiresAt) {
      if (!NONCE.test(nonce) || !Number.isSafeInteger(expiresAt)) return 'unknown'
      const bytes = Buffer.from(nonce, 'hex')
      if (!mac.check(PURPOSE, fields(account, expiresAt), bytes.subarray(0, 6), bytes.subarray(6)))
        return 'unknown'
      if (expiresAt <= now()) return 'expired'
      return (await markNonceUsed(db, 'session', nonce, expiresAt)) ? 'used' : 'unknown'
    },
  }
}
