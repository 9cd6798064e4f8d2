/**
 * CLI: `tsx src/main.ts`. Environment: PORT (8790), HOST (127.0.0.1), DATABASE_URL (PostgreSQL;
 * PGlite otherwise), DATA_DIR (PGlite directory; in-memory otherwise), CHAINS (JSON array of
 * { chainId, name, rpcUrl, tokens }), PRICES (JSON { SYMBOL: usd }), PROJECTS (JSON { projectId:
 * { allowedOrigins: [origin] } }: each project's own origins) or ALLOWED_ORIGINS (comma list: one
 * list for every project), PROJECT_IDS (comma list),
 * NAME_SUFFIX (`.wcn.id`), NAME_SUFFIXES (comma list of further zones), ANALYTICS_ENABLED (true/false),
 * AUTH_JWT_PRIVATE_KEY (a private JWK as JSON: the sign-in token key; generated and kept in the
 * database otherwise). SIGINT/SIGTERM close the server and the database.
 */
import { createApiServer } from './createApiServer.js'

const env = process.env
const json = (name: string): unknown => {
  const v = env[name]
  if (!v) return undefined
  try {
    return JSON.parse(v)
  } catch {
    throw new Error(`${name} must be JSON`)
  }
}

const server = await createApiServer({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR || undefined,
  chains: json('CHAINS') as never,
  prices: json('PRICES') as never,
  allowedOrigins: env.ALLOWED_ORIGINS?.split(',').map((s) => s.trim()),
  projects: json('PROJECTS') as never,
  projectIds: env.PROJECT_IDS ? env.PROJECT_IDS.split(',').map((s) => s.trim()) : undefined,
  nameSuffix: env.NAME_SUFFIX || undefined,
  nameSuffixes: env.NAME_SUFFIXES ? env.NAME_SUFFIXES.split(',').map((s) => s.trim()) : undefined,
  analyticsEnabled: env.ANALYTICS_ENABLED ? env.ANALYTICS_ENABLED !== 'false' : undefined,
  ipfsGateway: env.IPFS_GATEWAY || undefined,
  auth: env.AUTH_JWT_PRIVATE_KEY ? { jwtPrivateKey: env.AUTH_JWT_PRIVATE_KEY } : undefined,
})
// the database's start leaves a few hundred MB of garbage behind (PGlite runs initdb in a second,
// temporary WebAssembly instance and copies its heap); an idle server allocates too little for V8 to
// collect it on its own, so `start` passes --expose-gc and this collects once, after the last tick
// of that work (issue "Hardening" 11)
const gc = (globalThis as { gc?: () => void }).gc
if (gc) await new Promise<void>((resolve) => setTimeout(() => resolve(gc()), 0))
const { url } = await server.listen(Number(env.PORT ?? 8790), env.HOST ?? '127.0.0.1')
process.stdout.write(`${JSON.stringify({ level: 'info', msg: 'listening', url, db: server.db.kind })}\n`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void server.close().then(() => process.exit(0))
  })
