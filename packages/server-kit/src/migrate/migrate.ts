/**
 * Schema migrations for a server (DESIGN.md, "Servers": one-at-a-time work takes an advisory lock):
 * numbered SQL, applied in order, each recorded in `portico_migrations` under the server's name.
 * All of it runs in one transaction that first takes a transaction-level advisory lock, so replicas
 * starting together wait for each other and each migration is applied once; a migration that fails
 * rolls every one of this run back. The kit's own tables (rate limits, data keys, stored secrets)
 * come first, under the name `server-kit`. A migration is never edited once shipped: add the next
 * number instead.
 *
 * Written here rather than with node-pg-migrate, postgres-migrations or umzug: those drive a `pg`
 * client of their own (no PGlite) or leave the locking to the caller; this is ~60 lines over `Db`.
 */
import type { Db, DbQuery } from '../db/Db.js'
import { KIT_MIGRATIONS } from './kitMigrations.js'

export interface Migration {
  /** 1, 2, 3…: the order, and the identity in `portico_migrations` */
  id: number
  name: string
  /** one or more statements */
  sql: string
}

/** the advisory lock every migration run takes (`pg_advisory_xact_lock`): "portico migrations" */
export const MIGRATION_LOCK_ID = 0x706f7274_6d696772n

const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/

export interface MigrateOptions {
  /** the server's name, e.g. `secure-site` (lower-case letters, digits and `-`) */
  name: string
  migrations: Migration[]
}

/** applies what is missing; returns the ids it applied (the caller's, not the kit's) */
export async function migrate(db: Db, opts: MigrateOptions): Promise<number[]> {
  if (!NAME.test(opts.name) || opts.name === 'server-kit')
    throw new Error(`migrate: invalid name "${opts.name}"`)
  checkOrder(opts.name, opts.migrations)
  return db.transaction(async (query, exec) => {
    await query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_ID.toString()])
    await exec(`create table if not exists portico_migrations (
      scope text not null,
      id integer not null,
      name text not null,
      applied_at timestamptz not null default now(),
      primary key (scope, id)
    )`)
    await applyScope(query, exec, 'server-kit', KIT_MIGRATIONS)
    return applyScope(query, exec, opts.name, opts.migrations)
  })
}

async function applyScope(
  query: DbQuery,
  exec: (sql: string) => Promise<void>,
  scope: string,
  migrations: Migration[],
): Promise<number[]> {
  const done = new Set(
    (await query<{ id: number }>('select id from portico_migrations where scope = $1', [scope])).map((r) =>
      Number(r.id),
    ),
  )
  const applied: number[] = []
  for (const m of migrations) {
    if (done.has(m.id)) continue
    await exec(m.sql)
    await query('insert into portico_migrations (scope, id, name) values ($1, $2, $3)', [scope, m.id, m.name])
    applied.push(m.id)
  }
  return applied
}

function checkOrder(name: string, migrations: Migration[]): void {
  let last = 0
  for (const m of migrations) {
    if (!Number.isInteger(m.id) || m.id <= last)
      throw new Error(
        `migrate ${name}: migration ids must be integers in increasing order (${m.id} after ${last})`,
      )
    last = m.id
  }
}
