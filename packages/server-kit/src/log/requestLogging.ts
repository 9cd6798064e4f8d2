/**
 * One log line per request, and a request id on every line a request writes: an
 * incoming `X-Request-Id` is kept when it is well-formed (8-128 letters, digits, `.`, `_`, `:` or
 * `-`, e.g. a UUID a proxy made), else one is made (a UUID); the response echoes it in
 * `X-Request-Id`. Handlers log through `c.get('log')`, a child logger that carries `reqId`.
 * The line has the method, the path without its query string (login codes and tokens travel in
 * query strings), the route pattern, the status and the time taken; never headers or bodies.
 * Written here rather than with hono-pino: a dozen lines, and hono-pino logs the full URL.
 */
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from './createLogger.js'
import { routeOf } from './routeOf.js'

declare module 'hono' {
  interface ContextVariableMap {
    /** this request's id (`X-Request-Id`) */
    requestId: string
    /** the server's logger with this request's id */
    log: Logger
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** the request id to use for an incoming `X-Request-Id` header value */
export function requestIdOf(header: string | undefined): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID()
}

export interface RequestLoggingOptions {
  /** paths logged at `debug` rather than `info` (health checks and scrapes every few seconds) */
  quietPaths?: string[]
  /** false: no line per request (ids and `c.get('log')` still work) */
  logRequests?: boolean
}

export function requestLogging(logger: Logger, opts: RequestLoggingOptions = {}): MiddlewareHandler {
  const quiet = new Set(opts.quietPaths ?? ['/health', '/ready', '/metrics'])
  const logRequests = opts.logRequests ?? true
  return async (c, next) => {
    const id = requestIdOf(c.req.header('x-request-id'))
    const log = logger.child({ reqId: id })
    c.set('requestId', id)
    c.set('log', log)
    const start = performance.now()
    try {
      await next()
    } finally {
      try {
        c.res.headers.set('x-request-id', id)
      } catch {
        // a response with immutable headers (a proxied fetch) keeps its own
      }
      if (logRequests) {
        const line = {
          method: c.req.method,
          path: c.req.path,
          route: routeOf(c),
          status: c.res.status,
          ms: Math.round((performance.now() - start) * 10) / 10,
        }
        if (quiet.has(c.req.path)) log.debug(line, 'request')
        else log.info(line, 'request')
      }
    }
  }
}
