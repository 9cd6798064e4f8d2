import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { openDb } from '../db/openDb.js'
import { migrate } from '../migrate/migrate.js'
import { hitLimit, sweepLimits } from './hitLimit.js'

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
  await migrate(db, { name: 'limits-test', migrations: [] })
}, 60_000)
afterAll(() => db?.close())

describe('hitLimit (issue 28: rate limits over the database)', () => {
  it('allows `limit` hits in any window and says when the oldest leaves it; a refused hit is not counted', async () => {
    const w = { limit: 2, windowMs: 10_000 }
    expect(await hitLimit(db, 'a', { ...w, now: 0 })).toEqual({ allowed: true, retryAfterSeconds: 0 })
    expect(await hitLimit(db, 'a', { ...w, now: 4_000 })).toEqual({ allowed: true, retryAfterSeconds: 0 })
    expect(await hitLimit(db, 'b', { ...w, now: 4_000 })).toEqual({ allowed: true, retryAfterSeconds: 0 })
    expect(await hitLimit(db, 'a', { ...w, now: 5_000 })).toEqual({ allowed: false, retryAfterSeconds: 5 })
    expect(await hitLimit(db, 'a', { ...w, now: 9_000 })).toEqual({ allowed: false, retryAfterSeconds: 1 })
    // the first hit left the window: one more fits, then the one at 4 s holds it
    expect(await hitLimit(db, 'a', { ...w, now: 10_000 })).toEqual({ allowed: true, retryAfterSeconds: 0 })
    expect(await hitLimit(db, 'a', { ...w, now: 10_000 })).toEqual({ allowed: false, retryAfterSeconds: 4 })
  })

  it('concurrent hits on one key never pass the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitLimit(db, 'burst', { limit: 7, windowMs: 60_000, now: 1_000 })),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(7)
  })

  it('sweepLimits removes the keys whose hits all left their window', async () => {
    await hitLimit(db, 'old', { limit: 3, windowMs: 1_000, now: 100_000 })
    await hitLimit(db, 'young', { limit: 3, windowMs: 60_000, now: 100_000 })
    await sweepLimits(db, 101_000)
    const keys = (await db.query<{ key: string }>('select key from rate_limits')).map((r) => r.key)
    expect(keys).not.toContain('old')
    expect(keys).toContain('young')
    expect(await hitLimit(db, 'old', { limit: 1, windowMs: 1_000, now: 101_000 })).toMatchObject({
      allowed: true,
    })
  })

  it('bad options are refused', async () => {
    await expect(hitLimit(db, 'x', { limit: 0, windowMs: 1 })).rejects.toThrow(/limit/)
    await expect(hitLimit(db, 'x', { limit: 1, windowMs: 0.5 })).rejects.toThrow(/windowMs/)
  })
})
