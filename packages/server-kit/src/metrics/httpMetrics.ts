/** Counts every request of a Hono app in `Metrics` (by method, route pattern and status) and times it. */
import type { MiddlewareHandler } from 'hono'
import { routeOf } from '../log/routeOf.js'
import type { Metrics } from './createMetrics.js'

export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    try {
      await next()
    } finally {
      const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) }
      metrics.httpRequests.inc(labels)
      metrics.httpDuration.observe(labels, (performance.now() - start) / 1000)
    }
  }
}
