/**
 * The route pattern that answered a request (`/v1/account/:account/history`), for logs and metric
 * labels: the path of the last matched handler that is not a middleware (`app.use`), or
 * `unmatched` (a 404 of no route: a label per random path would grow without bound).
 */
import type { Context } from 'hono'
import { matchedRoutes } from 'hono/route'

export const UNMATCHED_ROUTE = 'unmatched'

export function routeOf(c: Context): string {
  const routes = matchedRoutes(c)
  for (let i = routes.length - 1; i >= 0; i--) {
    const r = routes[i]!
    if (r.method !== 'ALL') return r.path
  }
  return UNMATCHED_ROUTE
}
