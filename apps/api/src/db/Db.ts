/**
 * apps/api's database: the `Db` of @portico/server-kit (PGlite or PostgreSQL behind one interface,
 * shared with the secure site). Where it lives: `DATABASE_URL` (`postgres://…`, or
 * `memory:` for an in-memory PGlite that the process takes with it), else PGlite on disk in
 * `DATA_DIR`, by default `data/api` under the working directory: a restart loses nothing.
 */
import { type DbLocation, resolveDbLocation } from '@portico/server-kit'

export type { Db, DbLocation } from '@portico/server-kit'
export { openDb } from '@portico/server-kit'

/** PGlite's directory when neither DATABASE_URL nor DATA_DIR is given (relative to the working directory) */
export const DEFAULT_DATA_DIR = 'data/api'

export function apiDbLocation(opts: {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
}): DbLocation {
  return resolveDbLocation({ ...opts, defaultDataDir: DEFAULT_DATA_DIR })
}
