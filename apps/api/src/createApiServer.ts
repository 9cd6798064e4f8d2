/**
 * The self-hostable Portico API: wallet explorer + blockchain API of SPEC §7 on Hono.
 * Hono because it is small, speaks web-standard Request/Response (so the same app runs in
 * tests through `app.request()` without a socket, and on other runtimes), and is fast.
 */
import { mkdir } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import {
  createLifecycle,
  createLogger,
  createMetrics,
  createWaker,
  describeDbLocation,
  holdLeaderLock,
  httpMetrics,
  type LeaderLock,
  type Lifecycle,
  type Logger,
  type Metrics,
  metricsHandler,
  type NodeServer,
  requestLogging,
  serveNode,
  type Waker,
} from '@portico/server-kit'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { authRoutes } from './auth/authRoutes.js'
import { loadAuthSigningKey } from './auth/loadAuthSigningKey.js'
import { createChainClients } from './chain/chainClients.js'
import { createIndexer, type Indexer } from './chain/createIndexer.js'
import { createTokenInfo } from './chain/createTokenInfo.js'
import { type ApiConfig, type ApiConfigInput, parseApiConfig } from './config/apiConfig.js'
import { createProjects } from './config/createProjects.js'
import { convertRoutes } from './convert/convertRoutes.js'
import { swapProviders } from './convert/swapProviders.js'
import { apiDbLocation, type Db, openDb } from './db/Db.js'
import { migrate } from './db/migrations.js'
import { mountRateLimits } from './limits/mountRateLimits.js'
import { createNftMetadata } from './nft/createNftMetadata.js'
import { mountOnramp } from './onramp/mountOnramp.js'
import { createOnrampSessions } from './onramp/onrampSessions.js'
import { runMaintenance } from './ops/runMaintenance.js'
import { DEFAULT_WALLETS_FILE } from './registry/walletRegistry.js'
import { watchWalletRegistry } from './registry/watchWalletRegistry.js'
import { blockchainRoutes } from './routes/blockchainRoutes.js'
import { cachedNameStore } from './routes/cachedNameStore.js'
import { explorerRoutes } from './routes/explorerRoutes.js'
import { historyRoutes } from './routes/historyRoutes.js'
import { createNameStore } from './routes/nameStore.js'
import { nftRoutes } from './routes/nftRoutes.js'
import { profileRoutes } from './routes/profileRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { httpError } from './util/httpError.js'
import { jsonDeeperThan, MAX_JSON_DEPTH } from './util/jsonDepth.js'
import { unstorableInBody } from './util/unstorableText.js'

export interface ApiServer {
  readonly app: Hono
  readonly db: Db
  readonly config: ApiConfig
  readonly indexer: Indexer
  readonly logger: Logger
  readonly metrics: Metrics
  readonly lifecycle: Lifecycle
  /** starts listening on 127.0.0.1 (port 0 = a free port) */
  listen(port?: number, hostname?: string): Promise<{ url: string; port: number }>
  /**
   * graceful: stops accepting, answers /ready 503, lets the requests in flight finish
   * (at most `drainTimeoutMs`, the config's by default), then stops the indexer and closes the database
   */
  close(opts?: { drainTimeoutMs?: number }): Promise<void>
}

export async function createApiServer(input: ApiConfigInput = {}): Promise<ApiServer> {
  const config = parseApiConfig(input)
  const logger = createLogger({
    server: 'api',
    level: config.logLevel,
    ...(config.log ? { write: config.log } : {}),
  })
  const location = apiDbLocation(config)
  // PGlite makes its directory, not the ones above it (`data/` of the default `data/api`)
  if ('dataDir' in location) await mkdir(dirname(resolve(location.dataDir)), { recursive: true })
  const db = await openDb(location, {
    log: (e) => logger[e.level]({ error: e.error }, e.msg),
  })
  if (db.inMemory)
    logger.warn(
      { db: describeDbLocation(location) },
      'THE DATABASE IS IN MEMORY (DATABASE_URL=memory:): every name, session, nonce and the token key are lost when this process ends. Give DATA_DIR or DATABASE_URL=postgres://… to keep them',
    )
  let migrated = false
  await migrate(db)
  migrated = true
  const authKey = await loadAuthSigningKey(db, config.auth.jwtPrivateKey)
  const lifecycle = createLifecycle({
    checks: [
      {
        name: 'database',
        check: async () => {
          await db.query('select 1')
        },
      },
      {
        name: 'migrations',
        check: () => {
          if (!migrated) throw new Error('not applied yet')
        },
      },
    ],
  })
  const metrics = createMetrics({ server: 'api', db })
  const registry = watchWalletRegistry(config.walletsFile ?? DEFAULT_WALLETS_FILE, {
    onReload: (r) => logger.info({ wallets: r.size }, 'wallet registry reloaded'),
    onError: (e) => logger.warn({ error: String(e).slice(0, 200) }, 'wallet registry'),
  })
  const chains = createChainClients(config.chains)
  const names = cachedNameStore(createNameStore(db))
  const tokens = createTokenInfo(db)
  // One indexer per chain across the replicas; the others wait for it
  const waker: Waker | undefined = config.indexer.enabled
    ? await createWaker(db, { channel: 'api_indexed', pollMs: 500 })
    : undefined
  const indexer = createIndexer(db, chains.all(), {
    intervalMs: config.indexer.intervalMs,
    auto: config.indexer.enabled,
    metrics,
    ...(waker
      ? {
          leader: {
            databaseUrl: 'databaseUrl' in location ? location.databaseUrl : undefined,
            retryMs: config.indexer.leaderRetryMs,
            followerWaitMs: config.indexer.followerWaitMs,
            waker,
            draining: lifecycle.draining,
          },
        }
      : {}),
    onLeading: (e) => logger.info(e, e.leading ? 'indexing this chain' : 'no longer indexing this chain'),
    onError: (e) => logger.warn({ error: String(e).slice(0, 200) }, 'indexer'),
    onRewind: (e) => {
      tokens.clear()
      logger.warn(
        { chainId: e.chainId, lastIndexed: e.from.toString(), forkPoint: e.to.toString() },
        'indexer: the chain changed under the indexed blocks; rows above the fork point deleted',
      )
    },
  })
  // Sweeps and the analytics retention, by one replica at a time
  const maintenanceTimers = new Set<NodeJS.Timeout>()
  const maintenance: LeaderLock = holdLeaderLock(db, {
    name: 'api-maintenance',
    databaseUrl: 'databaseUrl' in location ? location.databaseUrl : undefined,
    retryMs: 30_000,
    checkMs: 5_000,
    onLead: (signal) => {
      const sweep = async () => {
        if (signal.aborted) return
        try {
          const report = await runMaintenance(db, {
            now: (config.now ?? Date.now)(),
            analyticsRetentionDays: config.analyticsRetentionDays,
          })
          if (report.analytics || report.limits || report.nonces) logger.info(report, 'maintenance')
        } catch (e) {
          if (!signal.aborted) logger.warn({ error: String(e).slice(0, 200) }, 'maintenance')
        }
        if (signal.aborted) return
        const t = setTimeout(() => {
          maintenanceTimers.delete(t)
          void sweep()
        }, config.maintenanceIntervalMs)
        t.unref()
        maintenanceTimers.add(t)
      }
      // the first sweep a little after the start (not in the way of the first requests)
      const t = setTimeout(
        () => {
          maintenanceTimers.delete(t)
          void sweep()
        },
        Math.min(60_000, config.maintenanceIntervalMs),
      )
      t.unref()
      maintenanceTimers.add(t)
    },
  })
  const metadata = createNftMetadata(db, config)
  const projects = createProjects(config)

  const app = new Hono({ strict: false })
  // Requests in flight are counted (the drain), each gets a request id and a log line,
  // and is counted in the metrics by route pattern
  app.use('*', lifecycle.track)
  app.use('*', requestLogging(logger, { logRequests: config.logRequests }))
  app.use('*', httpMetrics(metrics))
  // Hono's cors() sets its header on the response before the handler runs, which makes Hono copy
  // every handler's response into a new one and @hono/node-server stream it instead of writing it:
  // here the preflight is Hono's, and the header is set on the final response.
  const preflight = cors()
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    c.res.headers.set('access-control-allow-origin', '*')
  })
  // every request body of SPEC §7 is small; refuse large ones before parsing. Not on GET/HEAD:
  // bodyLimit asks a GET for its body, which builds a full web Request from the Node request.
  const limit = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => c.json({ error: 'Request body too large' }, 413),
  })
  app.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next)))
  // text PostgreSQL cannot store (NUL characters, unpaired surrogates) would be a 500 deep inside
  // a route: refuse it at the door, in the address and in any body, as a clear 400
  app.use('*', async (c, next) => {
    let url: string
    try {
      url = decodeURIComponent(c.req.url)
    } catch {
      throw httpError(400, 'Invalid request: malformed URL encoding')
    }
    if (url.includes('\0')) throw httpError(400, 'Invalid request: NUL character')
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
      const body = await c.req.text()
      // deeper JSON parses, but overflows the stack of what handles it next (JSON.stringify, zod)
      if (jsonDeeperThan(body))
        throw httpError(400, `Invalid request: JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
      const reason = unstorableInBody(body)
      if (reason) throw httpError(400, `Invalid request: ${reason}`)
    }
    await next()
  })
  app.onError((err, c) => {
    // err.res as it is: getResponse() would copy it into a streamed response
    if (err instanceof HTTPException) return err.res ?? err.getResponse()
    ;(c.get('log') ?? logger).error({ path: c.req.path, error: String(err).slice(0, 500) }, 'request failed')
    return c.json({ error: 'Internal error' }, 500)
  })
  app.notFound((c) => c.json({ error: 'Not found' }, 404))

  // /health says the process answers; /ready that it can serve (database, migrations)
  app.get('/health', (c) => {
    c.header('cache-control', 'no-store')
    return c.json({ status: 'ok', db: db.kind, wallets: registry.current().size })
  })
  app.get('/ready', lifecycle.ready)
  app.get('/metrics', metricsHandler(metrics, { token: config.metricsToken }))
  mountRateLimits(app, { db, config })
  app.route('/', explorerRoutes({ config, db, registry: registry.current, projects }))
  app.route('/', blockchainRoutes({ config, chains, names, projects }))
  app.route('/', profileRoutes({ config, names, chains }))
  app.route(
    '/',
    historyRoutes({
      db,
      chains,
      indexer,
      tokens,
      onramp: createOnrampSessions(db, { now: config.now ?? Date.now }),
    }),
  )
  app.route('/', nftRoutes({ db, chains, indexer, tokens, metadata }))
  app.route('/', sessionRoutes({ db, config, nonceSecret: authKey.nonceSecret }))
  app.route('/', authRoutes({ db, config, chains, key: authKey, projects }))
  app.route('/', convertRoutes({ chains, providers: swapProviders(chains) }))
  mountOnramp(app, { config, db, chains })

  let server: NodeServer | undefined
  let closing: Promise<void> | undefined
  return {
    app,
    db,
    config,
    indexer,
    logger,
    metrics,
    lifecycle,
    async listen(port = 0, hostname = '127.0.0.1') {
      server = await serveNode({ fetch: app.fetch, port, hostname, lifecycle })
      return { url: server.url, port: server.port }
    },
    close(opts = {}) {
      closing ??= (async () => {
        const drainTimeoutMs = opts.drainTimeoutMs ?? config.drainTimeoutMs
        const drained = server ? await server.shutdown(drainTimeoutMs) : await lifecycle.drain(drainTimeoutMs)
        if (!drained.drained)
          logger.warn({ inFlight: drained.inFlight, drainTimeoutMs }, 'drain timed out: requests cut')
        for (const t of maintenanceTimers) clearTimeout(t)
        await maintenance.stop()
        await indexer.stop()
        await waker?.close()
        registry.close()
        await db.close()
      })()
      return closing
    },
  }
}
