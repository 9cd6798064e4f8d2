/**
 * A rate limit over the database (DESIGN.md, "Servers": limits hold across replicas and restarts):
 * at most `limit` hits per key in any `windowMs` (a sliding log: the times of the hits in the
 * window). One statement, an upsert: PostgreSQL locks the key's row for it, so concurrent hits from
 * any number of processes are counted one after the other and never over the limit. A refused hit
 * is not counted (a client that keeps knocking does not push its own window further).
 *
 * Written here rather than with rate-limiter-flexible: its PostgreSQL store needs a `pg` pool or an
 * ORM (no PGlite), creates its table outside our migrations and counts fixed windows (twice the
 * limit across a window's edge); this is one SQL statement.
 */
import type { Db } from '../db/Db.js'

export interface LimitOptions {
  /** hits allowed in any window */
  limit: number
  windowMs: number
  /** the clock (ms), default `Date.now()` */
  now?: number
}

export interface LimitResult {
  allowed: boolean
  /** refused: the seconds until the oldest hit that counts leaves the window (at least 1); else 0 */
  retryAfterSeconds: number
}

const HIT = `
insert into rate_limits as r (key, hits, allowed, expires_at)
values ($1, array[$2::bigint], true, $2::bigint + $3::bigint)
on conflict (key) do update set
  hits = case
    when cardinality(array(select t from unnest(r.hits) t where t > $2::bigint - $3::bigint)) < $4::integer
    then array(select t from unnest(r.hits) t where t > $2::bigint - $3::bigint order by t) || $2::bigint
    else array(select t from unnest(r.hits) t where t > $2::bigint - $3::bigint order by t)
  end,
  allowed = cardinality(array(select t from unnest(r.hits) t where t > $2::bigint - $3::bigint)) < $4::integer,
  expires_at = case
    when cardinality(array(select t from unnest(r.hits) t where t > $2::bigint - $3::bigint)) < $4::integer
    then greatest(r.expires_at, $2::bigint + $3::bigint)
    else r.expires_at
  end
returning hits, allowed`

export async function hitLimit(db: Db, key: string, opts: LimitOptions): Promise<LimitResult> {
  const { limit, windowMs } = opts
  if (!Number.isInteger(limit) || limit < 1) throw new Error('hitLimit: limit must be a positive integer')
  if (!Number.isInteger(windowMs) || windowMs < 1)
    throw new Error('hitLimit: windowMs must be a positive integer')
  const now = Math.floor(opts.now ?? Date.now())
  const [row] = await db.query<{ hits: (string | number)[]; allowed: boolean }>(HIT, [
    key,
    now,
    windowMs,
    limit,
  ])
  if (!row) throw new Error('hitLimit: the upsert returned no row')
  if (row.allowed) return { allowed: true, retryAfterSeconds: 0 }
  const hits = row.hits.map(Number)
  const oldest = hits[hits.length - limit] ?? hits[0] ?? now
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
}

/** removes the keys whose every hit left its window; returns how many */
export async function sweepLimits(db: Db, now: number = Date.now()): Promise<number> {
  const rows = await db.query('delete from rate_limits where expires_at <= $1 returning key', [
    Math.floor(now),
  ])
  return rows.length
}
