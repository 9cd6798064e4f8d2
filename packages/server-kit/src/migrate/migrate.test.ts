import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { openDb } from '../db/openDb.js'
import { type Migration, migrate } from './migrate.js'

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
}, 60_000)
afterAll(() => db?.close())

const M: Migration[] = [
  { id: 1, name: 'one', sql: 'create table one (v integer); insert into one values (1)' },
  { id: 2, name: 'two', sql: 'create table two (v integer)' },
]

describe('migrate (issue 28: numbered migrations recorded in a table)', () => {
  it('applies what is missing in order, once, under the server name; the kit tables come first', async () => {
    expect(await migrate(db, { name: 'app-a', migrations: M.slice(0, 1) })).toEqual([1])
    expect(await migrate(db, { name: 'app-a', migrations: M })).toEqual([2])
    expect(await migrate(db, { name: 'app-a', migrations: M })).toEqual([])
    expect(await db.query('select v from one')).toEqual([{ v: 1 }])
    const rows = await db.query<{ scope: string; id: number; name: string }>(
      'select scope, id, name from portico_migrations order by scope, id',
    )
    expect(rows.map((r) => `${r.scope}:${r.id}`)).toEqual([
      'app-a:1',
      'app-a:2',
      'server-kit:1',
      'server-kit:2',
      'server-kit:3',
    ])
    // another server's migrations are its own, numbered from 1 too
    expect(
      await migrate(db, { name: 'app-b', migrations: [{ id: 1, name: 'b', sql: 'create table b (v int)' }] }),
    ).toEqual([1])
  })

  it('a failing migration rolls back the whole run; ids must increase; the name is checked', async () => {
    const bad: Migration[] = [
      { id: 1, name: 'fine', sql: 'create table c1 (v integer)' },
      { id: 2, name: 'broken', sql: 'create table c2 (v no_such_type)' },
    ]
    await expect(migrate(db, { name: 'app-c', migrations: bad })).rejects.toThrow(/no_such_type/)
    expect(await db.query("select 1 from portico_migrations where scope = 'app-c'")).toEqual([])
    expect(await db.query("select 1 from information_schema.tables where table_name = 'c1'")).toEqual([])
    await expect(migrate(db, { name: 'app-c', migrations: [M[1]!, M[0]!] })).rejects.toThrow(
      /increasing order/,
    )
    await expect(migrate(db, { name: 'server-kit', migrations: [] })).rejects.toThrow(/invalid name/)
    await expect(migrate(db, { name: 'Bad Name', migrations: [] })).rejects.toThrow(/invalid name/)
  })
})
