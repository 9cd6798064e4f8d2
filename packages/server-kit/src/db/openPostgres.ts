/** PostgreSQL behind `Db`: a `pg` pool, and one more connection kept for LISTEN (`createPgListener`). */
import pg from 'pg'
import { createPgListener } from './createPgListener.js'
import { checkChannel, type Db, type DbQuery } from './Db.js'
import type { OpenDbOptions } from './openDb.js'

export async function openPostgres(databaseUrl: string, opts: OpenDbOptions = {}): Promise<Db> {
  const log = opts.log ?? (() => undefined)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.poolSize ?? 10 })
  // an idle connection that dies (a restarted server, a network cut) is dropped by the pool; without
  // a listener its 'error' event would end the process
  pool.on('error', (error) => log({ level: 'warn', msg: 'database connection lost', error: String(error) }))
  await pool.query('select 1')
  const listener = createPgListener(databaseUrl, log)
  return {
    kind: 'postgres',
    inMemory: false,
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
        const query: DbQuery = async (sql, params) => (await client.query(sql, params)).rows
        const result = await fn(query, async (sql) => {
          await client.query(sql)
        })
        await client.query('commit')
        return result
      } catch (e) {
        await client.query('rollback').catch(() => undefined)
        throw e
      } finally {
        client.release()
      }
    },
    listen: (channel, handler, listenOpts) => listener.listen(checkChannel(channel), handler, listenOpts),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload])
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}
