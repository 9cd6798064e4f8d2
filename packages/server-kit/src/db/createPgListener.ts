/**
 * The LISTEN side of PostgreSQL for `Db.listen`: one dedicated connection (a pooled one would be
 * handed to other queries and lose its LISTENs), opened on the first `listen`. When it is lost (the
 * server restarted, a network cut, `pg_terminate_backend`) it is made again with a growing delay
 * (0.1 s doubling to 5 s) and every channel is listened to again; `onReconnect` then tells each
 * listener that notifications may have been missed meanwhile.
 *
 * Written here rather than with pg-listen (unmaintained since 2021, its own reconnect loop and
 * event names) or pg-ipc: this is ~100 lines over `pg.Client`, the same driver as the pool.
 */
import pg from 'pg'
import type { ListenOptions } from './Db.js'
import type { OpenDbOptions } from './openDb.js'

type Log = NonNullable<OpenDbOptions['log']>
type Entry = { handler: (payload: string) => void; opts: ListenOptions | undefined }

export interface PgListener {
  listen(
    channel: string,
    handler: (payload: string) => void,
    opts?: ListenOptions,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

const MIN_DELAY_MS = 100
const MAX_DELAY_MS = 5_000

export function createPgListener(databaseUrl: string, log: Log): PgListener {
  const channels = new Map<string, Set<Entry>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let closed = false
  let delay = MIN_DELAY_MS
  let retry: NodeJS.Timeout | undefined

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client)
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl, application_name: 'portico-listen' })
      c.on('notification', (n) => {
        for (const entry of channels.get(n.channel) ?? []) entry.handler(n.payload ?? '')
      })
      let lost = false
      const onLost = (error?: unknown) => {
        if (lost) return
        lost = true
        if (client === c) client = undefined
        c.removeAllListeners('notification')
        c.end().catch(() => undefined)
        if (closed) return
        log({ level: 'warn', msg: 'LISTEN connection lost: reconnecting', error: String(error ?? 'ended') })
        schedule()
      }
      c.on('error', onLost)
      c.on('end', () => onLost())
      try {
        await c.connect()
        for (const channel of channels.keys()) await c.query(`listen "${channel}"`)
      } catch (error) {
        onLost(error)
        throw error
      }
      client = c
      delay = MIN_DELAY_MS
      return c
    })().finally(() => {
      connecting = undefined
    })
    return connecting
  }

  const schedule = () => {
    if (retry || closed) return
    retry = setTimeout(async () => {
      retry = undefined
      try {
        await connect()
        for (const set of channels.values()) for (const entry of set) entry.opts?.onReconnect?.()
      } catch {
        delay = Math.min(delay * 2, MAX_DELAY_MS)
      }
    }, delay)
    retry.unref()
  }

  return {
    async listen(channel, handler, opts) {
      if (closed) throw new Error('the database is closed')
      const entry: Entry = { handler, opts }
      let set = channels.get(channel)
      const first = !set
      if (!set) {
        set = new Set()
        channels.set(channel, set)
      }
      set.add(entry)
      if (first) {
        try {
          const c = await connect()
          // a connect that was already under way may have started before this channel was added
          await c.query(`listen "${channel}"`)
        } catch (error) {
          set.delete(entry)
          if (!set.size) channels.delete(channel)
          throw error
        }
      }
      return async () => {
        const current = channels.get(channel)
        if (!current?.delete(entry) || current.size) return
        channels.delete(channel)
        await client?.query(`unlisten "${channel}"`).catch(() => undefined)
      }
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      channels.clear()
      const c = client ?? (await connecting?.catch(() => undefined))
      client = undefined
      await c?.end().catch(() => undefined)
    },
  }
}
