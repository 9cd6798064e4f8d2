import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { startTestPostgres } from './startTestPostgres.js'

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[]
  } finally {
    await client.end()
  }
}

describe('startTestPostgres', () => {
  it('dataDir: stopped and started again on the same folder, every database and row is still there', async () => {
    // (as root PostgreSQL runs as another user: its folder's parents must let it through, so the
    // temporary folder is the data folder itself)
    const dir = await mkdtemp(join(tmpdir(), 'portico-pg-kept-'))
    try {
      const first = await startTestPostgres({ dataDir: dir })
      const url = await first.createDatabase('kept_one')
      await query(url, "create table t (v text); insert into t values ('still here')")
      await first.stop()
      const second = await startTestPostgres({ dataDir: dir })
      try {
        // the database is there already: createDatabase gives its URL and keeps its rows
        const again = await second.createDatabase('kept_one')
        expect(await query(again, 'select v from t')).toEqual([{ v: 'still here' }])
      } finally {
        await second.stop()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
