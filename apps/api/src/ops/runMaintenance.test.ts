import { hitLimit } from '@portico/server-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markNonceUsed } from '../auth/nonceMac.js'
import { type Db, openDb } from '../db/Db.js'
import { migrate } from '../db/migrations.js'
import { runMaintenance } from './runMaintenance.js'

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
  await migrate(db)
}, 60_000)
afterAll(() => db?.close())

describe('runMaintenance (issue 28: bounded analytics retention, sweeps)', () => {
  it('deletes analytics events older than the retention and keeps the newer ones; sweeps expired windows and used nonces', async () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    const day = 86_400_000
    const event = (id: string, at: number) =>
      db.query(
        `insert into analytics_events (project_id, event_id, body, received_at) values ('p', $1, '{}', $2::timestamptz)`,
        [id, new Date(at).toISOString()],
      )
    await event('old-1', now - 100 * day)
    await event('old-2', now - 31 * day)
    await event('recent', now - 29 * day)
    await event('today', now - 1000)
    await hitLimit(db, 'gone', { limit: 5, windowMs: 1000, now: now - 5000 })
    await hitLimit(db, 'live', { limit: 5, windowMs: 60_000, now: now - 5000 })
    await markNonceUsed(db, 'auth', 'expired-nonce', now - 1)
    await markNonceUsed(db, 'auth', 'live-nonce', now + 60_000)

    expect(await runMaintenance(db, { now, analyticsRetentionDays: 30 })).toEqual({
      limits: 1,
      nonces: 1,
      analytics: 2,
    })
    expect(
      (await db.query<{ event_id: string }>('select event_id from analytics_events order by id')).map(
        (r) => r.event_id,
      ),
    ).toEqual(['recent', 'today'])
    expect(await db.query('select key from rate_limits')).toEqual([{ key: 'live' }])
    expect(await db.query('select nonce from used_nonces')).toEqual([{ nonce: 'live-nonce' }])
    expect(await runMaintenance(db, { now, analyticsRetentionDays: 30 })).toEqual({
      limits: 0,
      nonces: 0,
      analytics: 0,
    })
  })
})
