/**
 * The secure site server of the embedded wallet (docs/embedded-wallet.md, "The secure site
 * server"): the frame page, the emailed device links and the `/api/v1` JSON API of the email login,
 * the sessions and the wallet shares, on Hono + @hono/node-server like apps/api. The API has no
 * CORS: only the frame (same origin) calls it. Every piece of its state is in the database
 * (`openSiteStorage`: PGlite on disk, PostgreSQL, or in memory when asked), so any request may
 * land on any replica and a restart loses nothing.
 */
import {
  createLifecycle,
  createLogger,
  createMetrics,
  httpMetrics,
  type Lifecycle,
  type Logger,
  loginMetrics,
  type Metrics,
  metricsHandler,
  type NodeServer,
  requestClientIp,
  requestLogging,
  resolveDbLocation,
  serveNode,
} from '@portico/server-kit'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { createDeviceRequests } from './auth/deviceRequests.js'
import { createMailGate } from './auth/mailGate.js'
import { createOtpCodes } from './auth/otpCodes.js'
import { createSessions } from './auth/sessions.js'
import { takeLimit } from './auth/takeLimit.js'
import { DEFAULT_DATA_DIR, resolveConfig, type SecureSiteConfig } from './config/secureSiteConfig.js'
import { farcasterRoutes } from './farcaster/farcasterRoutes.js'
import { createFrameAncestors, NONE } from './frame/frameAncestors.js'
import { frameRoutes } from './frame/frameRoutes.js'
import { apiErrorResponse } from './http/apiError.js'
import { scrubLogText } from './http/scrubLogText.js'
import { createMailer } from './mail/createMailer.js'
import { accountRoutes } from './routes/accountRoutes.js'
import { deviceApproveRoute } from './routes/deviceApproveRoute.js'
import { emailLoginRoutes } from './routes/emailLoginRoutes.js'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes.js'
import type { SiteDeps } from './SiteDeps.js'
import { socialCallbackRoute } from './social/socialCallbackRoute.js'
import { socialRoutes } from './social/socialRoutes.js'
import { openSiteStorage } from './store/openSiteStorage.js'
import { SITE_SCOPE } from './store/SiteStorage.js'
import { SITE_MIGRATIONS } from './store/siteMigrations.js'
import { sweepExpired } from './store/sweepExpired.js'

export interface SecureSite {
  /** where it listens, e.g. `http://localhost:8793` */
  readonly url: string
  readonly logger: Logger
  readonly metrics: Metrics
  /** /health, /ready and the drain */
  readonly lifecycle: Lifecycle
  /**
   * graceful: stops accepting, answers /ready 503, ends the long polls with their "not
   * yet" answer (the frame polls again, elsewhere), lets the other requests in flight finish (at
   * most `drainTimeoutMs`, the config's by default), then closes the database
   */
  stop(opts?: { drainTimeoutMs?: number }): Promise<void>
}

/** a storage or startup event (`{ level, msg, ...fields }`) as a line of the pino log */
function logEntry(logger: Logger) {
  return ({ level, msg, ...fields }: Record<string, unknown>) => {
    const at = level === 'warn' || level === 'error' || level === 'debug' ? level : 'info'
    logger[at](fields, String(msg ?? ''))
  }
}

export const API_PREFIX = '/api/v1'

export async function createSecureSite(input: SecureSiteConfig): Promise<SecureSite> {
  const config = resolveConfig(input)
  const { now } = config
  const logger = createLogger({
    server: 'secure-site',
    level: config.logLevel,
    ...(config.log ? { write: config.log } : {}),
  })
  const storage = await openSiteStorage({
    db: config.db,
    location: resolveDbLocation({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      defaultDataDir: DEFAULT_DATA_DIR,
    }),
    shareKeys: config.shareKeys,
    devMode: config.devMode,
    otpSecret: config.otpSecret,
    pollMs: config.limits.pollMs,
    log: logEntry(logger),
  })
  const { db, envelope, waker } = storage
  const lifecycle = createLifecycle({
    checks: [
      {
        name: 'database',
        check: async () => {
          await db.query('select 1')
        },
      },
      // applied before the site listens; a database restored under a running site may lack some
      {
        name: 'migrations',
        check: async () => {
          const [row] = await db.query<{ n: number }>(
            'select count(*)::int as n from portico_migrations where scope = $1',
            [SITE_SCOPE],
          )
          if ((row?.n ?? 0) < SITE_MIGRATIONS.length)
            throw new Error(`${row?.n ?? 0} of ${SITE_MIGRATIONS.length} applied`)
        },
      },
    ],
  })
  const metrics = createMetrics({ server: 'secure-site', db })
  const counters = loginMetrics(metrics)
  let publicUrl = config.publicUrl?.replace(/\/+$/, '') ?? ''
  const ancestorsOf = createFrameAncestors({
    apiUrl: config.apiUrl,
    now,
    cacheMs: config.limits.originsCacheMs,
  })
  const deps: SiteDeps = {
    config,
    db,
    envelope,
    waker,
    otps: createOtpCodes({ db, secret: storage.otpSecret, now }),
    sessions: createSessions({ db, now }),
    mailGate: createMailGate({
      db,
      now,
      cooldownSeconds: config.limits.cooldownSeconds,
      perEmailPerHour: config.limits.mailsPerEmailPerHour,
    }),
    limitPerIp: (route, ip) =>
      takeLimit({ db, now }, `${route}/${ip}`, {
        limit: config.limits.connectsPerIpPerHour,
        windowMs: 3_600_000,
      }),
    devices: createDeviceRequests({ db, waker, now }),
    mailer: createMailer(config.smtp, { logger, onSent: (kind) => counters.mailsSent.inc({ kind }) }),
    logger,
    counters,
    clientIp: (c) => requestClientIp(c, config.trustedProxies),
    pollSignal: (c) => AbortSignal.any([c.req.raw.signal, lifecycle.draining]),
    publicUrl: () => publicUrl,
    async allowedOrigins(projectId) {
      const value = await ancestorsOf(projectId)
      return value === NONE ? [] : value.split(' ')
    },
  }

  const app = new Hono({ strict: false })
  // Requests in flight are counted (the drain), each gets a request id and one log line
  // (path without its query: device links and provider callbacks carry tokens and codes there),
  // and is counted in the metrics by route pattern
  app.use('*', lifecycle.track)
  app.use('*', requestLogging(logger, { logRequests: config.logRequests }))
  app.use('*', httpMetrics(metrics))
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('x-content-type-options', 'nosniff')
    if (!c.res.headers.has('referrer-policy')) c.res.headers.set('referrer-policy', 'no-referrer')
  })
  const api = new Hono()
  api.use('*', async (c, next) => {
    await next()
    c.res.headers.set('cross-origin-resource-policy', 'same-origin')
    c.res.headers.set('cache-control', 'no-store')
    c.res.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
  })
  api.use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => apiErrorResponse(413, 'INVALID_REQUEST', 'The body is too large'),
    }),
  )
  api.route('/', emailLoginRoutes(deps))
  api.route('/', emailUpdateRoutes(deps))
  api.route('/', accountRoutes(deps))
  api.route('/', farcasterRoutes(deps))
  api.route('/', socialRoutes(deps))
  app.route(API_PREFIX, api)
  app.route('/', deviceApproveRoute(deps))
  app.route('/', socialCallbackRoute(deps))
  app.route('/', frameRoutes(config))
  app.get('/health', lifecycle.health)
  app.get('/ready', lifecycle.ready)
  app.get('/metrics', metricsHandler(metrics, { token: config.metricsToken }))

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.res ?? err.getResponse()
    ;(c.get('log') ?? logger).error({ error: scrubLogText(err, 500) }, 'request failed')
    return apiErrorResponse(500, 'INTERNAL', 'Something went wrong')
  })
  app.notFound(() => apiErrorResponse(404, 'NOT_FOUND', 'Not found'))

  let server: NodeServer
  try {
    server = await serveNode({ fetch: app.fetch, port: config.port, hostname: config.host, lifecycle })
  } catch (e) {
    await storage.close()
    throw e
  }
  const url = server.url
  if (!publicUrl) publicUrl = url

  const sweeper = setInterval(() => {
    sweepExpired(db, now(), config.limits.cooldownSeconds * 1000).catch((error) =>
      logger.warn({ error: scrubLogText(error) }, 'sweep failed'),
    )
  }, 60_000)
  sweeper.unref()

  let stopped: Promise<void> | undefined
  return {
    url,
    logger,
    metrics,
    lifecycle,
    stop(opts = {}) {
      stopped ??= (async () => {
        clearInterval(sweeper)
        const drainTimeoutMs = opts.drainTimeoutMs ?? config.drainTimeoutMs
        // stops accepting; the long polls answer at once (the drain signal), the rest finish
        const drained = await server.shutdown(drainTimeoutMs)
        if (!drained.drained)
          logger.warn({ inFlight: drained.inFlight, drainTimeoutMs }, 'drain timed out: requests cut')
        deps.mailer.close()
        await storage.close()
      })()
      return stopped
    },
  }
}
