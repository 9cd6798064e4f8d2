/** The kit's own tables, applied by `migrate` before a server's (scope `server-kit`). */
import type { Migration } from './migrate.js'

export const KIT_MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'rate limits',
    // a sliding log per key: the times (ms) of the hits in the window, oldest first
    sql: `create table rate_limits (
      key text primary key,
      hits bigint[] not null,
      allowed boolean not null,
      expires_at bigint not null
    );
    create index rate_limits_expires on rate_limits (expires_at)`,
  },
  {
    id: 2,
    name: 'data keys',
    // envelope encryption: data keys wrapped by a key-encryption key the operator holds
    sql: `create table data_keys (
      scope text not null,
      id text not null,
      kek_id text not null,
      wrapped text not null,
      created_at bigint not null,
      primary key (scope, id)
    )`,
  },
  {
    id: 3,
    name: 'server secrets',
    // secrets a server makes once and every replica shares (HMAC and signing keys), encrypted
    sql: `create table server_secrets (
      scope text not null,
      name text not null,
      value text not null,
      primary key (scope, name)
    )`,
  },
]
