/**
 * apps/api's database: the `Db` of @portico/server-kit (PGlite or PostgreSQL behind one interface,
 * moved there in issue 28 so both servers share it). apps/api keeps its own defaults here: a
 * `databaseUrl` is PostgreSQL, a `dataDir` PGlite on disk, neither an in-memory PGlite.
 */
import { type Db, openDb as openKitDb } from '@portico/server-kit'

export type { Db } from '@portico/server-kit'

export function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (opts.databaseUrl) return openKitDb({ databaseUrl: opts.databaseUrl })
  if (opts.dataDir) return openKitDb({ dataDir: opts.dataDir })
  return openKitDb({ memory: true })
}
