/**
 * `clientIp` for a Hono request served by @hono/node-server: the socket's peer and the request's
 * `X-Forwarded-For`. A request made in-process (`app.request()` in tests) has no socket: its
 * address is `UNKNOWN_IP` unless it says otherwise through trusted proxies.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { clientIp } from './clientIp.js'

export function requestClientIp(c: Context, trustedProxies: number): string {
  let remoteAddress: string | undefined
  try {
    remoteAddress = getConnInfo(c).remote.address
  } catch {
    remoteAddress = undefined
  }
  return clientIp({ remoteAddress, forwardedFor: c.req.header('x-forwarded-for'), trustedProxies })
}
