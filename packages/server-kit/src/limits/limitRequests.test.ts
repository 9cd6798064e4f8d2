import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { openDb } from '../db/openDb.js'
import { migrate } from '../migrate/migrate.js'
import { limitRequests } from './limitRequests.js'

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
  await migrate(db, { name: 'limit-test', migrations: [] })
}, 120_000)
afterAll(() => db?.close())

describe('limitRequests (issue 28: 429 with Retry-After)', () => {
  it('refuses the hit past the limit with 429 and Retry-After, per key; the route never runs for it', async () => {
    let now = 1_000_000
    let ran = 0
    const app = new Hono()
    app.post(
      '/x',
      limitRequests(db, {
        name: 'test:x',
        limit: 2,
        windowMs: 60_000,
        now: () => now,
        key: (c) => c.req.header('x-client'),
      }),
      (c) => {
        ran++
        return c.json({ ok: true })
      },
    )
    const hit = (client?: string) =>
      app.request('/x', { method: 'POST', headers: client ? { 'x-client': client } : {} })
    expect((await hit('a')).status).toBe(200)
    now += 10_000
    expect((await hit('a')).status).toBe(200)
    const refused = await hit('a')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('50')
    expect(await refused.json()).toEqual({ error: 'Too many requests: try again in 50 s' })
    expect((await hit('b')).status).toBe(200)
    // no key: not counted
    for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(200)
    expect(ran).toBe(6)
    now += 50_000
    expect((await hit('a')).status).toBe(200)
  })

  it('a custom refusal keeps its own body and gets Retry-After', async () => {
    const app = new Hono()
    app.get(
      '/y',
      limitRequests(db, {
        name: 'test:y',
        limit: 1,
        windowMs: 5_000,
        key: () => 'k',
        refuse: () => Response.json({ code: 'RATE_LIMITED' }, { status: 429 }),
      }),
      (c) => c.text('ok'),
    )
    await app.request('/y')
    const r = await app.request('/y')
    expect(r.status).toBe(429)
    expect(await r.json()).toEqual({ code: 'RATE_LIMITED' })
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })
})
