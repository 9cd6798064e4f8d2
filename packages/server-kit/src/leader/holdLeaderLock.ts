/**
 * One process at a time does a piece of work (DESIGN.md, "Servers": an indexer takes an advisory
 * lock): each replica calls `holdLeaderLock` with the same name; the one that gets PostgreSQL's
 * session advisory lock (`pg_try_advisory_lock`) on a connection of its own is the leader until that
 * connection ends. The others try again every `retryMs`. When the leader's process dies (kill -9, a
 * crash, a network cut), PostgreSQL ends its session and frees the lock, and a standby takes it at
 * its next try: within `retryMs` of the session's end. The leader stops leading (`signal` aborts)
 * as soon as its connection reports its end (a terminated session, a reset), and checks it every
 * `checkMs` (a query bounded by as much) for the ends nobody reports (a silent network cut): two
 * processes lead at the same time for at most that long. `stop()` releases the lock.
 *
 * PGlite is one process's database: there the caller leads at once.
 *
 * Written here rather than with a library: the npm ones (pg-advisory-lock, advisory-lock) take a
 * lock for one call, not a leadership held on a dedicated connection with a check and a hand-over.
 */
import pg from 'pg'
import type { Db } from '../db/Db.js'
import { advisoryKey } from './advisoryKey.js'

export interface LeaderLock {
  readonly name: string
  readonly isLeader: boolean
  /** stops trying; a leader stops leading (its signal aborts) and releases the lock */
  stop(): Promise<void>
}

export interface LeaderLockOptions {
  /** what is led, e.g. `api-indexer:31337`: one leader per name */
  name: string
  /** PostgreSQL: the server's DATABASE_URL (the lock's own connection); not used with PGlite */
  databaseUrl?: string | undefined
  /** called each time this process becomes the leader; `signal` aborts when it no longer is */
  onLead: (signal: AbortSignal) => void
  /** how often a standby tries to take the lock, ms (1000) */
  retryMs?: number
  /** how often the leader checks its connection, ms (1000) */
  checkMs?: number
  log?: (entry: { level: 'info' | 'warn'; msg: string; name: string; error?: string }) => void
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const t = setTimeout(done, ms)
    function done() {
      clearTimeout(t)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

export function holdLeaderLock(db: Db, opts: LeaderLockOptions): LeaderLock {
  const stopping = new AbortController()
  let leading: AbortController | undefined
  const lead = () => {
    leading = new AbortController()
    opts.log?.({ level: 'info', msg: 'leading', name: opts.name })
    opts.onLead(leading.signal)
  }
  const unlead = (why: string, error?: unknown) => {
    if (!leading) return
    leading.abort(new Error(why))
    leading = undefined
    opts.log?.({
      level: 'warn',
      msg: `no longer leading: ${why}`,
      name: opts.name,
      ...(error ? { error: String(error) } : {}),
    })
  }

  if (db.kind === 'pglite') {
    lead()
    return {
      name: opts.name,
      get isLeader() {
        return leading !== undefined
      },
      async stop() {
        stopping.abort()
        unlead('stopped')
      },
    }
  }
  if (!opts.databaseUrl) throw new Error('holdLeaderLock: PostgreSQL needs the databaseUrl')
  const databaseUrl = opts.databaseUrl
  const key = advisoryKey(opts.name).toString()
  const retryMs = opts.retryMs ?? 1_000
  const checkMs = opts.checkMs ?? 1_000

  const run = async () => {
    while (!stopping.signal.aborted) {
      const client = new pg.Client({
        connectionString: databaseUrl,
        application_name: 'portico-leader',
        keepAlive: true,
        query_timeout: checkMs,
        connectionTimeoutMillis: Math.max(checkMs, 5_000),
      })
      // a lost connection (the session terminated, the network cut) emits 'error' or 'end': the
      // leadership ends at once, before a standby can take the lock the session's end freed (the
      // next check would see it only up to `checkMs` later, when the standby may already lead)
      let lost = false
      const onLost = (error?: unknown) => {
        if (lost || stopping.signal.aborted) return
        lost = true
        unlead('its database connection was lost', error)
      }
      client.on('error', onLost)
      client.on('end', () => onLost())
      try {
        await client.connect()
        while (!stopping.signal.aborted) {
          const [row] = (
            await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [key])
          ).rows
          if (!row?.ok) {
            await sleep(retryMs, stopping.signal)
            continue
          }
          lead()
          while (!stopping.signal.aborted) {
            await sleep(checkMs, stopping.signal)
            if (!stopping.signal.aborted) await client.query('select 1')
          }
          unlead('stopped')
          await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined)
        }
      } catch (error) {
        if (leading) unlead('its database connection was lost', error)
        else if (!stopping.signal.aborted && !lost)
          opts.log?.({
            level: 'warn',
            msg: 'leader lock: no connection',
            name: opts.name,
            error: String(error),
          })
      } finally {
        await client.end().catch(() => undefined)
      }
      if (!stopping.signal.aborted) await sleep(retryMs, stopping.signal)
    }
  }
  const running = run()

  return {
    name: opts.name,
    get isLeader() {
      return leading !== undefined
    },
    async stop() {
      stopping.abort()
      await running
    },
  }
}
