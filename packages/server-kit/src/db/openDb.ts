/**
 * Opens the database of a `DbLocation` (see `Db`). A PostgreSQL pool checks the connection before
 * it resolves; a PGlite data directory is made on first use (its initdb takes seconds; later starts
 * are fast).
 */
import type { Db } from './Db.js'
import type { DbLocation } from './DbLocation.js'
import { openPglite } from './openPglite.js'
import { openPostgres } from './openPostgres.js'

export interface OpenDbOptions {
  /** PostgreSQL: connections in the pool (10) */
  poolSize?: number
  /** where a problem the caller cannot catch goes (an idle connection lost, the listener reconnecting) */
  log?: (entry: { level: 'warn' | 'error'; msg: string; error?: string }) => void
}

export async function openDb(location: DbLocation, opts: OpenDbOptions = {}): Promise<Db> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl, opts)
  if ('dataDir' in location) return openPglite({ dataDir: location.dataDir })
  if (location.memory === true) return openPglite(location.seed ? { seed: location.seed } : {})
  throw new Error('openDb: give { databaseUrl }, { dataDir } or { memory: true }')
}
