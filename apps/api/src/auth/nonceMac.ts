/**
 * The keyed MAC that makes a nonce the server's own: nonces are not stored when issued,
 * only once used (`used_nonces`, until they expire), so a flood of nonce requests stores nothing and
 * cannot evict anybody's nonce (the pending-nonce tables kept the newest 10,000 and dropped the
 * rest). A nonce carries its random part, what it is bound to (implicitly: the MAC covers it) and a
 * truncated HMAC-SHA-256 under a key derived from the sign-in token key (HKDF), which every replica
 * shares; comparison in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface NonceMac {
  /** the first `bytes` bytes of HMAC(key, purpose | fields… | body) */
  tag(purpose: string, fields: readonly string[], body: Uint8Array, bytes: number): Buffer
  /** whether `given` is that tag (constant time) */
  check(purpose: string, fields: readonly string[], body: Uint8Array, given: Uint8Array): boolean
}

export function createNonceMac(secret: Uint8Array): NonceMac {
  const tag = (purpose: string, fields: readonly string[], body: Uint8Array, bytes: number) => {
    const h = createHmac('sha256', secret)
    // length-prefixed: no two field lists give the same input
    for (const part of [purpose, ...fields]) {
      const b = Buffer.from(part, 'utf8')
      h.update(Buffer.from([b.length >> 8, b.length & 0xff])).update(b)
    }
    return h.update(body).digest().subarray(0, bytes)
  }
  return {
    tag,
    check(purpose, fields, body, given) {
      const expected = tag(purpose, fields, body, given.length)
      return given.length >= 8 && timingSafeEqual(expected, given)
    },
  }
}

/** records a nonce as used until it expires; false when it was used already (one statement: races have one winner) */
export async function markNonceUsed(
  db: { query: <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]> },
  kind: 'auth' | 'session',
  nonce: string,
  expiresAt: number,
): Promise<boolean> {
  const rows = await db.query(
    'insert into used_nonces (kind, nonce, expires_at) values ($1, $2, $3) on conflict do nothing returning nonce',
    [kind, nonce, expiresAt],
  )
  return rows.length === 1
}

/** deletes the used nonces that expired (they are refused for their expiry anyway); returns how many */
export async function sweepUsedNonces(
  db: { query: <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]> },
  now: number,
): Promise<number> {
  return (await db.query('delete from used_nonces where expires_at <= $1 returning nonce', [now])).length
}
