import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDb } from './Db.js'

const show = async (db: Awaited<ReturnType<typeof openDb>>, name: string) =>
  (await db.query<Record<string, string>>(`show ${name}`))[0]![name]

describe('PGlite settings (issue 17 item 11: memory)', () => {
  it('in memory: 16 MB of shared buffers and a write-ahead log bounded to 16 MB of 1 MB segments', async () => {
    const db = await openDb({})
    try {
      expect(await show(db, 'shared_buffers')).toBe('16MB')
      expect(await show(db, 'max_wal_size')).toBe('16MB')
      expect(await show(db, 'min_wal_size')).toBe('4MB')
      expect(await show(db, 'wal_segment_size')).toBe('1MB')
    } finally {
      await db.close()
    }
  }, 30_000)

  it('in DATA_DIR: 16 MB of shared buffers, also when the directory was made before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-pglite-'))
    try {
      for (let start = 0; start < 2; start++) {
        const db = await openDb({ dataDir: dir })
        try {
          expect(await show(db, 'shared_buffers')).toBe('16MB')
        } finally {
          await db.close()
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('Db.transaction (issue 12: a signature consumed with the name it registers)', () => {
  it('commits what fn wrote when it returns, rolls it all back when it throws', async () => {
    const db = await openDb({})
    try {
      await db.exec('create table t (v integer primary key)')
      expect(
        await db.transaction(
          async (q) => (await q<{ v: number }>('insert into t values (1) returning v'))[0]!.v,
        ),
      ).toBe(1)
      await expect(
        db.transaction(async (q) => {
          await q('insert into t values (2)')
          throw new Error('stop')
        }),
      ).rejects.toThrow('stop')
      expect((await db.query<{ v: number }>('select v from t order by v')).map((r) => r.v)).toEqual([1])
    } finally {
      await db.close()
    }
  }, 30_000)
})
