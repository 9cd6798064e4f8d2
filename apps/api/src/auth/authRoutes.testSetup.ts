/**
 * The sign-in server of `authRoutes.test.ts` (issue 13 item 3): a devnet chain it follows, and the
 * server on PGlite or on a real PostgreSQL (started by the test, see test/startTestPostgres.ts),
 * listening on 127.0.0.1, with a clock the test can move.
 */
import { startDevnet } from '@portico/testing/node'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { startTestPostgres, type TestPostgres } from '../test/startTestPostgres.js'
import { TEST_RATE_LIMITS } from '../test/testRateLimits.js'

export const DOMAIN = 'localhost:5173'
export const URI = 'http://localhost:5173/app'
export type Clock = { offsetMs: number }
export type Backend = { server: ApiServer; url: string; stop(): Promise<void> }

let devnet: Awaited<ReturnType<typeof startDevnet>>
/** the RPC URL of the devnet chain the servers follow */
export const devnetRpcUrl = () => devnet.chains[0]!.rpcUrl

/** starts the devnet chain the servers follow, for the calling file, and stops it after it */
export function useAuthDevnet() {
  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  }, 30_000)
  afterAll(async () => {
    await devnet?.stop()
  })
}

function serverConfig(clock: Clock) {
  return {
    databaseUrl: 'memory:',
    rateLimits: TEST_RATE_LIMITS,
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
    chains: [{ chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl }],
    now: () => Date.now() + clock.offsetMs,
  }
}

export async function pglite(clock: Clock): Promise<Backend> {
  const server = await createApiServer(serverConfig(clock))
  const { url } = await server.listen(0)
  return { server, url, stop: () => server.close() }
}

export async function postgres(clock: Clock): Promise<Backend> {
  const pgServer: TestPostgres = await startTestPostgres()
  const schema = `portico_auth_${process.pid}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgServer.url })
    await client.connect()
    await client.query(sql)
    await client.end()
  }
  await admin(`drop schema if exists ${schema} cascade; create schema ${schema}`)
  const dbUrl = new URL(pgServer.url)
  dbUrl.searchParams.set('options', `-c search_path=${schema}`)
  const server = await createApiServer({ ...serverConfig(clock), databaseUrl: dbUrl.toString() })
  const { url } = await server.listen(0)
  return {
    server,
    url,
    async stop() {
      await server.close()
      await admin(`drop schema if exists ${schema} cascade`)
      await pgServer.stop()
    },
  }
}
