/**
 * The secure site server of the embedded wallet (docs/embedded-wallet.md, "The secure site
 * server"): the frame page, the emailed device links and the `/api/v1` JSON API of the email login,
 * the sessions and the wallet shares, on Hono + @hono/node-server like apps/api. The API has no
 * CORS: only the frame (same origin) calls it.
 */
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { createDeviceRequests } from './auth/deviceRequests.js'
import { createMailGate } from './auth/mailGate.js'
import { createOtpCodes } from './auth/otpCodes.js'
import { createSessions } from './auth/sessions.js'
import { createSlidingWindow } from './auth/slidingWindow.js'
import { resolveConfig, type SecureSiteConfig } from './config/secureSiteConfig.js'
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
import { createMemoryStore } from './store/createMemoryStore.js'
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
  const store =
    config.store ??
    createMemoryStore(config.dataDir ? { file: join(config.dataDir, 'secure-site.json') } : {})
  let publicUrl = config.publicUrl?.replace(/\/+$/, '') ?? ''
  const ancestorsOf = createFrameAncestors({
    apiUrl: config.apiUrl,
    now,
    cacheMs: config.limits.originsCacheMs,
  })
  const deps: SiteDeps = {
    config,
    store,
    otps: createOtpCodes({ store, secret: config.otpSecret, now }),
    sessions: createSessions({ store, now }),
    mailGate: createMailGate({
      now,
      cooldownSeconds: config.limits.cooldownSeconds,
      perEmailPerHour: config.limits.mailsPerEmailPerHour,
    }),
    connectLimit: createSlidingWindow({
      limit: config.limits.connectsPerIpPerHour,
      windowMs: 3_600_000,
      now,
    }),
    devices: createDeviceRequests({ store, now }),
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

  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
    s.once('error', reject)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  const url = `http://${host}:${port}`
  if (!publicUrl) publicUrl = url

  const sweeper = setInterval(() => {
    sweepExpired(store, now())
    deps.mailGate.sweep()
    deps.connectLimit.sweep()
  }, 60_000)
  sweeper.unref()

  let stopped: Promise<void> | undefined
  return {
    url,
    stop() {
      stopped ??= (async () => {
        clearInterval(sweeper)
        deps.devices.stop()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
        deps.mailer.close()
        store.close()
      })()
      return stopped
    },
  }
}
