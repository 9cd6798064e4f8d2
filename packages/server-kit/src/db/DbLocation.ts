/**
 * Where a server's data lives (DESIGN.md, "Servers"): PGlite on disk by default, PostgreSQL for
 * production, in memory only when asked for by name.
 */
export type DbLocation =
  /** PostgreSQL (`postgres://` or `postgresql://`) */
  | { databaseUrl: string }
  /** PGlite persisted in this directory (made on first use) */
  | { dataDir: string }
  /**
   * PGlite in memory: lost when the process ends (tests, a quick try). `seed`: start from a
   * `Db.snapshot()` instead of an empty database (much faster than a fresh initdb).
   */
  | { memory: true; seed?: Blob }

/** what `DATABASE_URL` takes to mean "in memory" */
export const MEMORY_URL = 'memory:'

/**
 * The location a server's environment asks for: `DATABASE_URL` (`postgres://…`, or `memory:` for
 * an in-memory PGlite), else `DATA_DIR`, else `defaultDataDir`. Throws on any other URL.
 */
export function resolveDbLocation(opts: {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  defaultDataDir: string
}): DbLocation {
  const url = opts.databaseUrl?.trim()
  if (url) {
    if (url === MEMORY_URL) return { memory: true }
    if (/^postgres(ql)?:\/\//.test(url)) return { databaseUrl: url }
    throw new Error(
      'DATABASE_URL must be a postgres:// or postgresql:// URL, or "memory:" for an in-memory database',
    )
  }
  const dataDir = opts.dataDir?.trim()
  return { dataDir: dataDir || opts.defaultDataDir }
}

/** the location for a log line: no password */
export function describeDbLocation(location: DbLocation): string {
  if ('memory' in location) return 'PGlite in memory'
  if ('dataDir' in location) return `PGlite in ${location.dataDir}`
  try {
    const url = new URL(location.databaseUrl)
    if (url.password) url.password = '***'
    return `PostgreSQL at ${url.href}`
  } catch {
    return 'PostgreSQL'
  }
}
