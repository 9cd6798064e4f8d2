import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './Db.js'
import { describeDbLocation, resolveDbLocation } from './DbLocation.js'
import { openDb } from './openDb.js'

const show = async (db: Db, name: string) =>
  (await db.query<Record<string, string>>(`show ${name}`))[0]![name]

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
}, 60_000)
afterAll(() => db?.close())

describe('resolveDbLocation (issue 28: PGlite on disk by default, memory only by name)', () => {
  it('DATABASE_URL postgres:// is PostgreSQL, memory: is in memory, else DATA_DIR or the default directory', () => {
    expect(resolveDbLocation({ databaseUrl: 'postgres://u:p@h/db', defaultDataDir: '/d' })).toEqual({
      databaseUrl: 'postgres://u:p@h/db',
    })
    expect(resolveDbLocation({ databaseUrl: 'memory:', dataDir: '/x', defaultDataDir: '/d' })).toEqual({
      memory: true,
    })
    expect(resolveDbLocation({ dataDir: '/x', defaultDataDir: '/d' })).toEqual({ dataDir: '/x' })
    expect(resolveDbLocation({ databaseUrl: '', dataDir: ' ', defaultDataDir: '/d' })).toEqual({
      dataDir: '/d',
    })
    expect(() => resolveDbLocation({ databaseUrl: 'mysql://h/db', defaultDataDir: '/d' })).toThrow(
      /postgres:\/\//,
    )
  })

  it('a location is described without its password', () => {
    expect(describeDbLocation({ databaseUrl: 'postgres://u:secret@h:5432/db' })).toBe(
      'PostgreSQL at postgres://u:***@h:5432/db',
    )
    expect(describeDbLocation({ memory: true })).toBe('PGlite in memory')
    expect(describeDbLocation({ dataDir: '/var/lib/x' })).toBe('PGlite in /var/lib/x')
  })
})

describe('PGlite settings (issue 17 item 11: memory)', () => {
  it('in memory: 16 MB of shared buffers and a write-ahead log bounded to 16 MB of 1 MB segments', async () => {
    expect(db.inMemory).toBe(true)
    expect(await show(db, 'shared_buffers')).toBe('16MB')
    expect(await show(db, 'max_wal_size')).toBe('16MB')
    expect(await show(db, 'min_wal_size')).toBe('4MB')
    expect(await show(db, 'wal_segment_size')).toBe('1MB')
  })

  it('in DATA_DIR: 16 MB of shared buffers, also when the directory was made before; what was written is kept', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-pglite-'))
    try {
      for (let start = 0; start < 2; start++) {
        const disk = await openDb({ dataDir: dir })
        try {
          expect(disk.inMemory).toBe(false)
          expect(await show(disk, 'shared_buffers')).toBe('16MB')
          if (start === 0) await disk.exec('create table kept (v integer); insert into kept values (7)')
          else expect(await disk.query('select v from kept')).toEqual([{ v: 7 }])
        } finally {
          await disk.close()
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('issue 28: a DATA_DIR whose folders do not exist yet (a server’s default data/<name> in a fresh working directory) is made', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portico-pglite-fresh-'))
    try {
      const disk = await openDb({ dataDir: join(root, 'data', 'secure-site') })
      try {
        expect(await disk.query('select 1 as one')).toEqual([{ one: 1 }])
      } finally {
        await disk.close()
      }
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('Db.transaction (issue 12: a signature consumed with the name it registers)', () => {
  it('commits what fn wrote when it returns, rolls it all back when it throws', async () => {
    await db.exec('create table t (v integer primary key)')
    expect(
      await db.transaction(
        async (q) => (await q<{ v: number }>('insert into t values (1) returning v'))[0]!.v,
      ),
    ).toBe(1)
    await expect(
      db.transaction(async (q, exec) => {
        await exec('insert into t values (2); insert into t values (3)')
        await q('insert into t values (4)')
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect((await db.query<{ v: number }>('select v from t order by v')).map((r) => r.v)).toEqual([1])
  })
})

describe('Db.listen / notify on PGlite', () => {
  it('a NOTIFY reaches every listener of its channel until it stops listening; bad channel names are refused', async () => {
    const got: string[] = []
    const stop = await db.listen('kit_test', (p) => got.push(p))
    await db.notify('kit_test', 'one')
    await db.notify('kit_other', 'not mine')
    await db.transaction(async (q) => {
      await q("select pg_notify('kit_test', 'at commit')")
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(got).toEqual(['one', 'at commit'])
    await stop()
    await db.notify('kit_test', 'two')
    await new Promise((r) => setTimeout(r, 50))
    expect(got).toEqual(['one', 'at commit'])
    await expect(db.listen('Bad-Name', () => undefined)).rejects.toThrow(/Invalid channel/)
    await expect(db.notify('x"; drop table t; --', '')).rejects.toThrow(/Invalid channel/)
  })

  it('a snapshot seeds another in-memory database with the same data', async () => {
    await db.exec("create table seeded (v text); insert into seeded values ('copied')")
    const copy = await openDb({ memory: true, seed: await db.snapshot!() })
    try {
      expect(await copy.query('select v from seeded')).toEqual([{ v: 'copied' }])
      await copy.exec("insert into seeded values ('only in the copy')")
      expect(await db.query('select count(*)::int as n from seeded')).toEqual([{ n: 1 }])
    } finally {
      await copy.close()
    }
  }, 60_000)
})
