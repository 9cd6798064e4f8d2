/**
 * One small database interface over PGlite (embedded, zero setup) and PostgreSQL (`pg`).
 * Both speak the same SQL with $1 placeholders, so the routes never know which one runs.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres'
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** runs several statements (no parameters) */
  exec(sql: string): Promise<void>
  /**
   * Runs `fn` in one transaction on one connection: committed when it returns, rolled back when it
   * throws (its error is rethrown). `fn` must use the `query` it is given, not `Db.query`.
   */
  transaction<T>(fn: (query: Db['query']) => Promise<T>): Promise<T>
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
      async transaction(fn) {
        const client = await pool.connect()
        try {
          await client.query('begin')
          const result = await fn(async (sql, params) => (await client.query(sql, params)).rows)
          await client.query('commit')
          return result
        } catch (e) {
          await client.query('rollback').catch(() => undefined)
          throw e
        } finally {
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const settings = pgliteSettings(opts.dataDir === undefined)
  const lite = new PGlite({
    dataDir: opts.dataDir,
    // initdb runs in a second, temporary PGlite whose heap follows these settings too
    initDbStartParams: [...(opts.dataDir === undefined ? ['--wal-segsize=1'] : []), ...settings],
    startParams: [...PGlite.defaultStartParams, ...settings],
  })
  await lite.waitReady
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows
    },
    async exec(sql) {
      await lite.exec(sql)
    },
    // PGlite runs one query at a time: its transaction() holds the connection until fn settles
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn(async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows),
      ),
    close: () => lite.close(),
  }
}

/**
 * PostgreSQL settings for PGlite (issue "Hardening" 11: memory). PGlite's defaults are a server's:
 * 128 MB of shared buffers, which its WebAssembly heap allocates and touches at start (≈150 MB
 * resident of a 189 MB heap), although the pages they cache already sit in memory (in-memory
 * PGlite) or in the OS page cache (DATA_DIR); 16 MB keeps the heap at its 128 MB minimum with
 * ≈20 MB resident. In memory the write-ahead log lives in the JavaScript heap too: up to
 * `max_wal_size` (1 GB by default) before a checkpoint recycles it, so it is bounded to 16 MB
 * there (1 MB segments, set at initdb; a DATA_DIR keeps its 16 MB segments and its WAL on disk).
 */
export function pgliteSettings(inMemory: boolean): string[] {
  const settings = ['shared_buffers=16MB', 'max_connections=8']
  if (inMemory) settings.push('min_wal_size=4MB', 'max_wal_size=16MB')
  return settings.flatMap((s) => ['-c', s])
}
