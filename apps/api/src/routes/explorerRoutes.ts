/**
 * SPEC §7 "Wallet explorer API": wallets, images, origins, analytics config, analytics events.
 * The wallet pages come serialized from the registry's memo, the origins and analytics config are
 * serialized once: all carry an ETag and a short Cache-Control (304 when the client has them).
 */
import { analyticsEventSchema, getWalletsRequestSchema } from '@portico/core'
import { Hono } from 'hono'
import type { ApiConfig } from '../config/apiConfig.js'
import { INVALID_KEY, type Projects } from '../config/createProjects.js'
import type { Db } from '../db/Db.js'
import { type CachedJson, cachedJson, cachedJsonResponse } from '../http/cachedJson.js'
import type { WalletRegistry } from '../registry/walletRegistry.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import { placeholderSvg } from '../util/placeholderSvg.js'

const csv = (v: string | undefined) =>
  v
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)

export function explorerRoutes(deps: {
  config: ApiConfig
  db: Db
  /** the registry in force (it is replaced when its file changes) */
  registry: () => WalletRegistry
  projects: Projects
}) {
  const app = new Hono()
  // each list serialized once: the same array for every project of a single-list configuration
  const originsJson = new Map<readonly string[], CachedJson>()
  const analyticsConfig = cachedJson({ isAnalyticsEnabled: deps.config.analyticsEnabled })

  app.get('/getWallets', (c) => {
    const q = parseOr400(getWalletsRequestSchema, c.req.query())
    const answer = deps.registry().queryJson({
      page: q.page,
      entries: q.entries,
      include: csv(q.include),
      exclude: csv(q.exclude),
      chains: csv(q.chains),
      search: q.search,
      badge_type: q.badge_type,
    })
    return cachedJsonResponse(answer, c.req)
  })

  const svg = (id: string) =>
    new Response(placeholderSvg(id, deps.registry().name(id)), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    })
  const imageId = (id: string) => {
    if (!/^[-\w.]{1,128}$/.test(id)) throw httpError(400, 'Invalid image id')
    return id
  }
  app.get('/getWalletImage/:id', (c) => svg(imageId(c.req.param('id'))))
  app.get('/public/getAssetImage/:id', (c) => svg(imageId(c.req.param('id'))))
  app.get('/public/getCurrencyImage/:id', (c) => svg(imageId(c.req.param('id'))))
  app.get('/public/getTokenImage/:id', (c) => svg(imageId(c.req.param('id'))))

  // SPEC §7: the project's own allowed origins; an unknown project is SPEC §8 'Invalid Project ID'
  app.get('/projects/v1/origins', (c) => {
    const list = deps.projects.origins(c.req.query('projectId'))
    if (!list) throw httpError(403, INVALID_KEY)
    let json = originsJson.get(list)
    if (!json) {
      json = cachedJson({ allowedOrigins: list })
      originsJson.set(list, json)
    }
    return cachedJsonResponse(json, c.req)
  })
  app.get('/getAnalyticsConfig', (c) => cachedJsonResponse(analyticsConfig, c.req))

  app.post('/e', async (c) => {
    const projectId = c.req.query('projectId')
    if (!projectId) throw httpError(400, 'Invalid request: projectId is required')
    if (!deps.config.analyticsEnabled) throw httpError(403, 'Analytics disabled')
    const body = parseOr400(analyticsEventSchema, await c.req.json().catch(() => undefined))
    await deps.db.query(
      'insert into analytics_events (project_id, sdk_type, sdk_version, event_id, body) values ($1, $2, $3, $4, $5)',
      [projectId, c.req.query('st') ?? null, c.req.query('sv') ?? null, body.eventId, JSON.stringify(body)],
    )
    return c.json({ ok: true }, 202)
  })
  return app
}
