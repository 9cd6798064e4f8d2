/**
 * A rate limit on a Hono route (limits that hold across replicas and restarts): each
 * request counts one hit of `hitLimit` under `<name>:<key>` (the key from the request: a client IP,
 * an account); a refused one is answered 429 with `Retry-After` (seconds) and never reaches the
 * route. A request whose key is undefined is not counted.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { Db } from '../db/Db.js'
import { hitLimit } from './hitLimit.js'

export interface RequestLimit {
  /** hits allowed in any window */
  limit: number
  windowMs: number
}

export interface LimitRequestsOptions extends RequestLimit {
  /** the limit's name in its keys, e.g. `api:sign-in:ip` */
  name: string
  key: (c: Context) => string | undefined | Promise<string | undefined>
  /** the refusal (a 429 with Retry-After is made when absent) */
  refuse?: (c: Context, retryAfterSeconds: number) => Response | Promise<Response>
  now?: () => number
}

export function limitRequests(db: Db, opts: LimitRequestsOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = await opts.key(c)
    if (key === undefined) return next()
    const r = await hitLimit(db, `${opts.name}:${key}`, {
      limit: opts.limit,
      windowMs: opts.windowMs,
      ...(opts.now ? { now: opts.now() } : {}),
    })
    if (r.allowed) return next()
    const res = opts.refuse
      ? await opts.refuse(c, r.retryAfterSeconds)
      : c.json({ error: `Too many requests: try again in ${r.retryAfterSeconds} s` }, 429)
    res.headers.set('retry-after', String(r.retryAfterSeconds))
    return res
  }
}
