/**
 * One small database interface over PGlite (embedded PostgreSQL in WebAssembly, zero setup) and
 * PostgreSQL (`pg`). Both speak the same SQL with $1 placeholders, so a server never knows which
 * one runs. Moved here from apps/api and extended with LISTEN/NOTIFY, so a wait on one
 * replica is woken by an event on another.
 */

/** a `query` bound to one connection (inside `transaction`) or to the pool */
export type DbQuery = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>

export interface ListenOptions {
  /**
   * called after the LISTEN connection was lost and made again (PostgreSQL only): notifications
   * sent meanwhile are lost, so a waiter should look again
   */
  onReconnect?: () => void
}

export interface Db {
  readonly kind: 'pglite' | 'postgres'
  /** an in-memory PGlite: everything is gone when the process ends */
  readonly inMemory: boolean
  query: DbQuery
  /** runs several statements (no parameters) */
  exec(sql: string): Promise<void>
  /**
   * Runs `fn` in one transaction on one connection: committed when it returns, rolled back when it
   * throws (its error is rethrown). `fn` must use the `query` (and `exec`) it is given, not
   * `Db.query`.
   */
  transaction<T>(fn: (query: DbQuery, exec: (sql: string) => Promise<void>) => Promise<T>): Promise<T>
  /**
   * Calls `handler` with the payload of every `NOTIFY` on `channel` (from any process on the same
   * database); resolves once listening, to a function that stops. Channel names: lower-case
   * letters, digits and `_`, at most 63 characters.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    opts?: ListenOptions,
  ): Promise<() => Promise<void>>
  /** `pg_notify(channel, payload)`: delivered to every listener, here and on other replicas */
  notify(channel: string, payload: string): Promise<void>
  /**
   * PGlite only: the data directory as a tar archive (a consistent copy: a backup of the embedded
   * database, or the seed of another in-memory one, see `openDb`'s `seed`)
   */
  snapshot?(): Promise<Blob>
  /** PostgreSQL only: the pool's connections (metrics): open, idle, and queries waiting for one */
  poolStats?(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

export function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel))
    throw new Error(`Invalid channel name "${channel}": lower-case letters, digits and _, at most 63`)
  return channel
}
