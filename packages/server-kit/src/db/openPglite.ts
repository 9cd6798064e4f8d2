/**
 * PGlite behind `Db`: one connection, so queries and transactions run one at a time. A data
 * directory is made with the folders above it (PGlite makes only the last one: a server started in
 * a fresh working directory with its default `data/<server>` failed to start).
 */
import { mkdir } from 'node:fs/promises'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { checkChannel, type Db, type DbQuery } from './Db.js'
import { pgliteSettings } from './pgliteSettings.js'

export async function openPglite(opts: { dataDir?: string; seed?: Blob }): Promise<Db> {
  const inMemory = opts.dataDir === undefined
  const settings = pgliteSettings(inMemory)
  if (opts.dataDir !== undefined) await mkdir(opts.dataDir, { recursive: true })
  const lite = new PGlite({
    ...(opts.dataDir !== undefined ? { dataDir: opts.dataDir } : {}),
    ...(opts.seed ? { loadDataDir: opts.seed } : {}),
    // initdb runs in a second, temporary PGlite whose heap follows these settings too
    initDbStartParams: [...(inMemory ? ['--wal-segsize=1'] : []), ...settings],
    startParams: [...PGlite.defaultStartParams, ...settings],
  })
  await lite.waitReady
  const txQuery =
    (tx: Transaction): DbQuery =>
    async <T>(sql: string, params?: unknown[]) =>
      (await tx.query<T>(sql, params)).rows
  return {
    kind: 'pglite',
    inMemory,
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows
    },
    async exec(sql) {
      await lite.exec(sql)
    },
    // PGlite runs one query at a time: its transaction() holds the connection until fn settles
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn(txQuery(tx), async (sql) => {
          await tx.exec(sql)
        }),
      ),
    async listen(channel, handler) {
      const stop = await lite.listen(checkChannel(channel), handler)
      return async () => {
        if (!lite.closed) await stop()
      }
    },
    async notify(channel, payload) {
      await lite.query('select pg_notify($1, $2)', [checkChannel(channel), payload])
    },
    snapshot: () => lite.dumpDataDir('none'),
    close: () => lite.close(),
  }
}
