/**
 * The self-hostable Portico API: wallet explorer + blockchain API of SPEC §7 on Hono.
 * Hono because it is small, speaks web-standard Request/Response (so the same app runs in
 * tests through `app.request()` without a socket, and on other runtimes), and is fast.
 */
import { type ServerType, serve } from '@hono/node-server'
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
import { type Db, openDb } from './db/Db.js'
import { migrate } from './db/migrations.js'
import { createNftMetadata } from './nft/createNftMetadata.js'
import { mountOnramp } from './onramp/mountOnramp.js'
import { createOnrampSessions } from './onramp/onrampSessions.js'
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
  /** starts listening on 127.0.0.1 (port 0 = a free port) */
  listen(port?: number, hostname?: string): Promise<{ url: string; port: number }>
  close(): Promise<void>
}

export async function createApiServer(input: ApiConfigInput = {}): Promise<ApiServer> {
  const config = parseApiConfig(input)
  const log = config.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  const db = await openDb(config)
  await migrate(db)
  const authKey = await loadAuthSigningKey(db, config.auth.jwtPrivateKey)
  const registry = watchWalletRegistry(config.walletsFile ?? DEFAULT_WALLETS_FILE, {
    onReload: (r) => log(JSON.stringify({ level: 'info', msg: 'wallet registry reloaded', wallets: r.size })),
    onError: (e) =>
      log(JSON.stringify({ level: 'warn', msg: 'wallet registry', error: String(e).slice(0, 200) })),
  })
  const chains = createChainClients(config.chains)
  const names = cachedNameStore(createNameStore(db))
  const tokens = createTokenInfo(db)
  const indexer = createIndexer(db, chains.all(), {
    intervalMs: config.indexer.intervalMs,
    auto: config.indexer.enabled,
    onError: (e) => log(JSON.stringify({ level: 'warn', msg: 'indexer', error: String(e).slice(0, 200) })),
    onRewind: (e) => {
      tokens.clear()
      log(
        JSON.stringify({
          level: 'warn',
          msg: 'indexer: the chain changed under the indexed blocks; rows above the fork point deleted',
          chainId: e.chainId,
          lastIndexed: e.from.toString(),
          forkPoint: e.to.toString(),
        }),
      )
    },
  })
  const metadata = createNftMetadata(db, config)
  const projects = createProjects(config)

  const app = new Hono({ strict: false })
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
  if (config.logRequests)
    app.use('*', async (c, next) => {
      const start = performance.now()
      await next()
      log(
        JSON.stringify({
          level: 'info',
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - start) * 10) / 10,
        }),
      )
    })
  app.onError((err, c) => {
    // err.res as it is: getResponse() would copy it into a streamed response
    if (err instanceof HTTPException) return err.res ?? err.getResponse()
    log(JSON.stringify({ level: 'error', path: c.req.path, error: String(err).slice(0, 500) }))
    return c.json({ error: 'Internal error' }, 500)
  })
  app.notFound((c) => c.json({ error: 'Not found' }, 404))

  app.get('/health', async (c) => {
    try {
      await db.query('select 1')
      return c.json({ status: 'ok', db: db.kind, wallets: registry.current().size })
    } catch {
      return c.json({ status: 'error', db: db.kind }, 503)
    }
  })
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
  app.route('/', sessionRoutes({ db, config }))
  app.route('/', authRoutes({ db, config, chains, key: authKey, projects }))
  app.route('/', convertRoutes({ chains, providers: swapProviders(chains) }))
  mountOnramp(app, { config, db, chains })

  let server: ServerType | undefined
  let closed = false
  return {
    app,
    db,
    config,
    indexer,
    listen(port = 0, hostname = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server = serve({ fetch: app.fetch, port, hostname }, (info) =>
          resolve({ url: `http://${hostname}:${info.port}`, port: info.port }),
        )
        server.once('error', reject)
      })
    },
    async close() {
      if (closed) return
      closed = true
      indexer.stop()
      registry.close()
      if (server) {
        const s = server
        await new Promise<void>((resolve) => {
          s.close(() => resolve())
          ;(s as { closeAllConnections?: () => void }).closeAllConnections?.()
        })
      }
      await db.close()
    },
  }
}
