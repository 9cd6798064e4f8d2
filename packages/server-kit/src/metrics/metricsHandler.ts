/**
 * `GET /metrics` (Prometheus text format). With a `token` (e.g. `METRICS_TOKEN`), only a request
 * with `Authorization: Bearer <token>` gets them (compared in constant time); others get a 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Handler } from 'hono'
import type { Metrics } from './createMetrics.js'

const digest = (text: string) => createHash('sha256').update(text).digest()

export function metricsHandler(metrics: Metrics, opts: { token?: string | undefined } = {}): Handler {
  const expected = opts.token ? digest(opts.token) : undefined
  return async (c) => {
    if (expected) {
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
      // hashes of equal length: timingSafeEqual tells nothing of the token's length either
      if (!timingSafeEqual(digest(given), expected)) {
        c.header('www-authenticate', 'Bearer')
        return c.json({ error: 'Unauthorized' }, 401)
      }
    }
    const { body, contentType } = await metrics.render()
    c.header('content-type', contentType)
    c.header('cache-control', 'no-store')
    return c.body(body)
  }
}
