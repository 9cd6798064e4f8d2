/** The client's IP: the socket's address, or the first `X-Forwarded-For` entry behind a trusted proxy. */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (first) return first.slice(0, 64)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in a test has no socket
    return 'unknown'
  }
}
