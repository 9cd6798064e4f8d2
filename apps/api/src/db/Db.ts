/**
 * One small database interface over PGlite (embedded, zero setup) and PostgreSQL (`pg`).
 * Both speak the same SQL with $1 placeholders, so the routes never know which one runs.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres'
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** runs several statements (no parameters) */
  exec(sql: string): Promise<void>
  close(): Promise<void>
}

export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    await pool.query('select 1')
    return {
      kind: 'postgres',
      async query(sql, params) {
        return (await pool.query(sql, params)).rows
      },
      async exec(sql) {
        await pool.query(sql)
      },
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const lite = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite()
  await lite.waitReady
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows
    },
    async exec(sql) {
      await lite.exec(sql)
    },
    close: () => lite.close(),
  }
}
