import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDb } from '../db/Db.js'
import { migrate } from '../db/migrations.js'
import { createAuthNonces } from './authNonces.js'

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
  await migrate(db)
}, 60_000)
afterAll(() => db?.close())

describe('sign-in nonces (issue 13; issue 28: nothing stored until used)', () => {
  const secret = randomBytes(32)
  let clock = 1_800_000_000_000
  const nonces = createAuthNonces({ query: (sql, params) => db.query(sql, params) } as Db, {
    ttlMs: 600_000,
    now: () => clock,
    secret,
  })

  it('issue 28: a flood of nonce requests (more than the 10,000 rows the table kept) evicts nobody’s nonce', async () => {
    const mine = await nonces.issue('app.example', 'eip155:1')
    for (let i = 0; i < 10_050; i++) await nonces.issue('app.example')
    expect(await db.query('select count(*)::int as n from used_nonces')).toEqual([{ n: 0 }])
    expect(await nonces.consume(mine.nonce, 'app.example', 'eip155:1', clock)).toBe('consumed')
    expect(await nonces.consume(mine.nonce, 'app.example', 'eip155:1', clock)).toBe('unknown')
  }, 60_000)

  it('bound to its domain, its chain, its expiry and this server’s key; a refusal uses nothing up', async () => {
    const n = await nonces.issue('app.example', 'eip155:1')
    expect(n.nonce).toMatch(/^[0-9a-f]{64}$/)
    expect(await nonces.consume(n.nonce, 'other.example', 'eip155:1', clock)).toBe('unknown')
    expect(await nonces.consume(n.nonce, 'app.example', 'eip155:10', clock)).toBe('other chain')
    expect(await nonces.consume(n.nonce, 'app.example', 'eip155:1', n.expiresAt)).toBe('expired')
    const otherServer = createAuthNonces(db, { ttlMs: 600_000, now: () => clock, secret: randomBytes(32) })
    expect(await otherServer.consume(n.nonce, 'app.example', 'eip155:1', clock)).toBe('unknown')
    // a changed byte (the expiry pushed later) breaks the MAC
    const stretched = `${n.nonce.slice(0, 16)}ff${n.nonce.slice(18)}`
    expect(await nonces.consume(stretched, 'app.example', 'eip155:1', clock)).toBe('unknown')
    expect(await nonces.consume('abcdefgh12345678', 'app.example', 'eip155:1', clock)).toBe('unknown')
    expect(await nonces.consume(n.nonce, 'app.example', 'eip155:1', clock)).toBe('consumed')
    // a nonce for no chain serves any chain
    const any = await nonces.issue('app.example')
    expect(
      await nonces.consume(any.nonce, 'app.example', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', clock),
    ).toBe('consumed')
    clock += 1
  })

  it('of two uses racing with one nonce, exactly one wins', async () => {
    const n = await nonces.issue('app.example')
    const results = await Promise.all(
      Array.from({ length: 6 }, () => nonces.consume(n.nonce, 'app.example', 'eip155:1', clock)),
    )
    expect(results.sort()).toEqual(['consumed', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown'])
  })
})
