/**
 * The secure site server of the embedded wallet (docs/embedded-wallet.md, "The secure site
 * server"): the frame page, the emailed device links and the `/api/v1` JSON API of the email login,
 * the sessions and the wallet shares, on Hono + @hono/node-server like apps/api. The API has no
 * CORS: only the frame (same origin) calls it. Every piece of its state is in the database
 * (`openSiteStorage`: PGlite on disk, PostgreSQL, or in memory when asked), so any request may
 * land on any replica and a restart loses nothing.
 */
import { type ServerType, serve } from '@hono/node-server'
import { resolveDbLocation } from '@portico/server-kit'
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
import { createMailer } from './mail/createMailer.js'
import { accountRoutes } from './routes/accountRoutes.js'
import { deviceApproveRoute } from './routes/deviceApproveRoute.js'
import { emailLoginRoutes } from './routes/emailLoginRoutes.js'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes.js'
import type { SiteDeps } from './SiteDeps.js'
import { socialCallbackRoute } from './social/socialCallbackRoute.js'
import { socialRoutes } from './social/socialRoutes.js'
import { openSiteStorage } from './store/openSiteStorage.js'
import { sweepExpired } from './store/sweepExpired.js'

export interface SecureSite {
  /** where it listens, e.g. `http://localhost:8793` */
  readonly url: string
  stop(): Promise<void>
}

export const API_PREFIX = '/api/v1'

export async function createSecureSite(input: SecureSiteConfig): Promise<SecureSite> {
  const config = resolveConfig(input)
  const { now, log } = config
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
    log: (entry) => log(JSON.stringify(entry)),
  })
  const { db, envelope, waker } = storage
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
    mailer: createMailer(config.smtp, log),
    publicUrl: () => publicUrl,
    async allowedOrigins(projectId) {
      const value = await ancestorsOf(projectId)
      return value === NONE ? [] : value.split(' ')
    },
  }

  const app = new Hono({ strict: false })
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
  app.get('/health', (c) => c.json({ status: 'ok' }))

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.res ?? err.getResponse()
    log(JSON.stringify({ level: 'error', path: c.req.path, error: String(err).slice(0, 500) }))
    return apiErrorResponse(500, 'INTERNAL', 'Something went wrong')
  })
  app.notFound(() => apiErrorResponse(404, 'NOT_FOUND', 'Not found'))

  let server: ServerType
  try {
    server = await new Promise((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
      s.once('error', reject)
    })
  } catch (e) {
    await storage.close()
    throw e
  }
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  const url = `http://${host}:${port}`
  if (!publicUrl) publicUrl = url

  const sweeper = setInterval(() => {
    sweepExpired(db, now(), config.limits.cooldownSeconds * 1000).catch((error) =>
      log(JSON.stringify({ level: 'warn', msg: 'sweep failed', error: String(error).slice(0, 300) })),
    )
  }, 60_000)
  sweeper.unref()

  let stopped: Promise<void> | undefined
  return {
    url,
    stop() {
      stopped ??= (async () => {
        clearInterval(sweeper)
        // the long polls end first (each answers), then the connections, then the database
        await waker.close()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
        deps.mailer.close()
        await storage.close()
      })()
      return stopped
    },
  }
}
