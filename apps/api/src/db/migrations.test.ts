import { describe, expect, it } from 'vitest'
import { openDb } from './Db.js'
import { MIGRATIONS, migrate } from './migrations.js'

describe('schema migrations (PGlite)', () => {
  it('applies every numbered migration once, in order, and records it', async () => {
    const db = await openDb({})
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b))
      expect(await migrate(db)).toEqual([])
      const rows = await db.query<{ id: number; name: string }>(
        'select id, name from schema_migrations order by id',
      )
      expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
      expect(new Set(MIGRATIONS.map((m) => m.id)).size).toBe(MIGRATIONS.length)
    } finally {
      await db.close()
    }
  }, 30_000)
})
