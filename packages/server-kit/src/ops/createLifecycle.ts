/**
 * A server's life for its operator: `/health` (the process answers), `/ready` (it can
 * serve: the database answers and the migrations ran; 503 while it drains) and the drain of a
 * graceful shutdown. `track` counts the requests in flight; `drain()` marks the server not ready,
 * aborts `draining` (a long poll listening to it answers at once with a "retry", so its client polls
 * again, on another replica) and waits until no request is in flight, at most `timeoutMs`. While it
 * drains, responses carry `Connection: close`, so keep-alive clients reconnect elsewhere.
 */
import type { Handler, MiddlewareHandler } from 'hono'

export interface ReadinessCheck {
  name: string
  /** throws (or rejects) when not ready; given at most `checkTimeoutMs` */
  check: () => Promise<void> | void
}

export interface DrainResult {
  /** every request in flight finished in time */
  drained: boolean
  /** requests still in flight when it returned */
  inFlight: number
  ms: number
}

export interface Lifecycle {
  /** aborted when the drain starts: long polls end early with a "retry" */
  readonly draining: AbortSignal
  readonly isDraining: boolean
  inFlight(): number
  /** the middleware that counts requests in flight (put it first) */
  readonly track: MiddlewareHandler
  /** `GET /health`: 200 while the process runs */
  readonly health: Handler
  /** `GET /ready`: 200 when every check passes, 503 (with the failed check) otherwise or while draining */
  readonly ready: Handler
  drain(timeoutMs: number): Promise<DrainResult>
}

export function createLifecycle(
  opts: { checks?: ReadinessCheck[]; checkTimeoutMs?: number } = {},
): Lifecycle {
  const checks = opts.checks ?? []
  const checkTimeoutMs = opts.checkTimeoutMs ?? 2_000
  const controller = new AbortController()
  let inFlight = 0
  let idle: (() => void)[] = []
  const settled = () => {
    if (inFlight > 0) return
    const waiting = idle
    idle = []
    for (const w of waiting) w()
  }

  const runCheck = async (c: ReadinessCheck): Promise<string | undefined> => {
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        Promise.resolve().then(c.check),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${checkTimeoutMs} ms`)), checkTimeoutMs)
        }),
      ])
      return undefined
    } catch (e) {
      return `${c.name}: ${String((e as Error)?.message ?? e).slice(0, 200)}`
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    draining: controller.signal,
    get isDraining() {
      return controller.signal.aborted
    },
    inFlight: () => inFlight,
    async track(c, next) {
      inFlight++
      try {
        await next()
      } finally {
        inFlight--
        if (controller.signal.aborted) {
          try {
            c.res.headers.set('connection', 'close')
          } catch {
            // immutable headers (a proxied response)
          }
        }
        settled()
      }
    },
    health: (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ status: 'ok' })
    },
    async ready(c) {
      c.header('cache-control', 'no-store')
      if (controller.signal.aborted) return c.json({ status: 'draining' }, 503)
      const failed = (await Promise.all(checks.map(runCheck))).filter((f) => f !== undefined)
      if (failed.length) return c.json({ status: 'not ready', failed }, 503)
      return c.json({ status: 'ready' })
    },
    async drain(timeoutMs) {
      const start = Date.now()
      if (!controller.signal.aborted) controller.abort(new Error('the server is shutting down'))
      // the request asking for /ready or any other one now in flight is counted until it ends
      if (inFlight > 0) {
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          new Promise<void>((resolve) => idle.push(resolve)),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, timeoutMs)
          }),
        ])
        clearTimeout(timer)
      }
      return { drained: inFlight === 0, inFlight, ms: Date.now() - start }
    },
  }
}
