/**
 * A per-IP request limit of the secure site (SPEC §9: 30 an hour for `/email/connect`, and the
 * same for `/social/authorize` and `/farcaster/channel`), in the database (`hitLimit`): it holds
 * across replicas and restarts. Throws 429 RATE_LIMITED with `retryAfter`.
 */
import { type Db, hitLimit } from '@portico/server-kit'
import { apiError } from '../http/apiError.js'

export async function takeLimit(
  deps: { db: Db; now: () => number },
  key: string,
  opts: { limit: number; windowMs: number },
): Promise<void> {
  const hit = await hitLimit(deps.db, `secure-site/${key}`, { ...opts, now: deps.now() })
  if (!hit.allowed)
    throw apiError(
      429,
      'RATE_LIMITED',
      `Too many requests: please try again after ${hit.retryAfterSeconds} seconds`,
      { retryAfter: hit.retryAfterSeconds },
    )
}
