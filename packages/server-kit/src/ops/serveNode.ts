/**
 * Serves a Hono app with @hono/node-server and shuts it down gracefully: `shutdown`
 * stops accepting connections, closes the idle keep-alive ones, drains the lifecycle (requests in
 * flight and long polls finish, bounded by `drainTimeoutMs`), then closes whatever is left.
 */
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import type { DrainResult, Lifecycle } from './createLifecycle.js'

export interface NodeServer {
  readonly server: Server
  readonly port: number
  /** `http://host:port` */
  readonly url: string
  /** stop accepting, drain, close every connection; resolves to how the drain went */
  shutdown(drainTimeoutMs: number): Promise<DrainResult>
}

export async function serveNode(opts: {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>
  port: number
  hostname: string
  lifecycle: Lifecycle
}): Promise<NodeServer> {
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: opts.fetch, port: opts.port, hostname: opts.hostname }, () =>
      resolve(s as Server),
    ) as Server
    s.once('error', reject)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : opts.port
  const host = opts.hostname.includes(':') ? `[${opts.hostname}]` : opts.hostname
  let done: Promise<DrainResult> | undefined
  return {
    server,
    port,
    url: `http://${host}:${port}`,
    shutdown(drainTimeoutMs) {
      done ??= (async () => {
        const deadline = Date.now() + drainTimeoutMs
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        const result = await opts.lifecycle.drain(drainTimeoutMs)
        // the last responses are still being written: their connections end after them (they say
        // `Connection: close`), the idle ones now; what is left at the deadline is cut
        server.closeIdleConnections()
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          closed,
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, Math.max(100, Math.min(1_000, deadline - Date.now())))
          }),
        ])
        clearTimeout(timer)
        server.closeAllConnections()
        await closed
        return result
      })()
      return done
    },
  }
}
