import { describe, expect, it } from 'vitest'
import { openDb } from './Db.js'
import { MIGRATIONS, migrate } from './migrations.js'

describe('schema migrations (PGlite)', () => {
  it('issue 28: a database migrated before the kit keeps its records (moved to portico_migrations) and gets only what it lacks', async () => {
    const db = await openDb({ memory: true })
    try {
      await db.exec(`create table schema_migrations (
        id integer primary key, name text not null, applied_at timestamptz not null default now())`)
      for (const m of MIGRATIONS.filter((x) => x.id <= 12))
        await db.exec(
          `begin; ${m.sql}; insert into schema_migrations (id, name) values (${m.id}, '${m.name}'); commit;`,
        )
      await db.query("insert into profile_names values ('kept.wcn.id', '0xabc', 60, '{}', 1, 1)")
      expect(await migrate(db)).toEqual([13])
      expect(await db.query("select to_regclass('schema_migrations') as t")).toEqual([{ t: null }])
      const rows = await db.query<{ id: number }>(
        "select id from portico_migrations where scope = 'api' order by id",
      )
      expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id))
      expect(await db.query('select name from profile_names')).toEqual([{ name: 'kept.wcn.id' }])
      expect(await migrate(db)).toEqual([])
    } finally {
      await db.close()
    }
  }, 60_000)

  it('applies every numbered migration once, in order, and records it', async () => {
    const db = await openDb({ memory: true })
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b))
      expect(await migrate(db)).toEqual([])
      const rows = await db.query<{ id: number; name: string }>(
        "select id, name from portico_migrations where scope = 'api' order by id",
      )
      expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b))
      expect(rows.map((r) => r.id).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6])
      expect(new Set(MIGRATIONS.map((m) => m.id)).size).toBe(MIGRATIONS.length)
    } finally {
      await db.close()
    }
  }, 30_000)
})

describe('migration 12: onramp webhook events per provider (issue 27 item 8)', () => {
  it('keeps the events received before, and then takes the same event id from two providers', async () => {
    const db = await openDb({ memory: true })
    try {
      // a database as migration 11 left it, with an event received then
      await db.exec(`create table schema_migrations (
        id integer primary key, name text not null, applied_at timestamptz not null default now())`)
      for (const m of MIGRATIONS.filter((x) => x.id <= 11))
        await db.exec(
          `begin; ${m.sql}; insert into schema_migrations (id, name) values (${m.id}, '${m.name}'); commit;`,
        )
      await db.query('insert into onramp_webhook_events (id, received_at) values ($1, $2)', ['evt_1', 1])
      expect(await migrate(db)).toEqual([12, 13])
      expect(await db.query('select provider, id from onramp_webhook_events')).toEqual([
        { provider: '', id: 'evt_1' },
      ])
      const insert = (provider: string) =>
        db.query(
          'insert into onramp_webhook_events (provider, id, received_at) values ($1, $2, 2) on conflict do nothing returning id',
          [provider, 'evt_1'],
        )
      expect(await insert('wide')).toHaveLength(1)
      expect(await insert('evm-pay')).toHaveLength(1)
      expect(await insert('wide')).toHaveLength(0)
    } finally {
      await db.close()
    }
  }, 30_000)
})
