/**
 * Schema migrations: numbered SQL, applied in order by the server kit's `migrate` (under
 * an advisory lock, so replicas starting together apply each one once), recorded in
 * `portico_migrations` under the scope `api`. A database made before the shared server kit
 * recorded them in `schema_migrations`: its records move to `portico_migrations` first (under the same lock) and the
 * old table goes. A migration is never edited once shipped; add the next number instead.
 */
import { MIGRATION_LOCK_ID, type Migration, migrate as migrateKit } from '@portico/server-kit'
import type { Db } from './Db.js'

/** the scope of apps/api's migrations in `portico_migrations` */
export const MIGRATION_SCOPE = 'api'

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'analytics events',
    sql: `create table analytics_events (
      id bigserial primary key,
      project_id text not null,
      sdk_type text,
      sdk_version text,
      event_id text not null,
      body jsonb not null,
      received_at timestamptz not null default now()
    )`,
  },
  {
    id: 2,
    name: 'profile names',
    sql: `create table profile_names (
      name text primary key,
      address text not null,
      coin_type integer not null,
      attributes jsonb not null default '{}',
      registered bigint not null,
      updated bigint not null
    );
    create index profile_names_address on profile_names (lower(address))`,
  },
  {
    id: 3,
    name: 'indexed transfers',
    sql: `create table indexed_blocks (chain_id integer primary key, last_block bigint not null);
    create table transfers (
      id text primary key,
      chain_id integer not null,
      block_number bigint not null,
      log_index integer not null,
      tx_hash text not null,
      nonce integer not null,
      mined_at bigint not null,
      from_address text not null,
      to_address text not null,
      kind text not null,
      token_address text,
      amount numeric not null,
      is_spam boolean not null default false,
      status text not null
    );
    create index transfers_from on transfers (chain_id, from_address);
    create index transfers_to on transfers (chain_id, to_address)`,
  },
  {
    id: 4,
    name: 'sessions',
    sql: `create table sessions (
      account text not null,
      pci text not null,
      revoked boolean not null default false,
      created_at bigint not null,
      primary key (account, pci)
    )`,
  },
  {
    id: 5,
    name: 'session nonces',
    sql: `create table session_nonces (
      nonce text primary key,
      account text not null,
      expires_at bigint not null
    );
    create index session_nonces_expires on session_nonces (expires_at);
    create index session_nonces_account on session_nonces (account, expires_at)`,
  },
  {
    id: 6,
    // ENSIP-11 coin types of EVM chains are 0x80000000 | chainId: beyond integer (found by the fuzz suite)
    name: 'profile coin types as bigint',
    sql: 'alter table profile_names alter column coin_type type bigint',
  },
  {
    id: 7,
    // A profile-name signature is accepted once (replay), consumed with the name's insert
    name: 'used profile signatures',
    sql: `create table profile_signatures (
      hash text primary key,
      used_at bigint not null
    )`,
  },
  {
    id: 8,
    // Every transaction with its index in the block (keyset cursor), the hash of every
    // indexed block (reorg and reset detection), ERC-20/721/1155 transfers and approvals, the
    // accounts each transaction concerns, airdrop contracts, token contracts and NFT metadata.
    // The old tables are dropped: the chains are indexed again from block 0.
    name: 'indexer v2: transactions, block hashes, tokens, NFT metadata',
    sql: `drop table transfers; drop table indexed_blocks;
    create table chain_blocks (
      chain_id integer not null,
      block_number bigint not null,
      hash text not null,
      primary key (chain_id, block_number)
    );
    create table chain_txs (
      chain_id integer not null,
      block_number bigint not null,
      tx_index integer not null,
      tx_hash text not null,
      nonce bigint not null,
      mined_at bigint not null,
      from_address text not null,
      to_address text,
      value numeric not null,
      status text not null,
      primary key (chain_id, block_number, tx_index)
    );
    create table chain_transfers (
      chain_id integer not null,
      block_number bigint not null,
      tx_index integer not null,
      log_index integer not null,
      sub_index integer not null,
      kind text not null,
      token_address text,
      token_id numeric,
      from_address text not null,
      to_address text not null,
      amount numeric not null,
      primary key (chain_id, block_number, tx_index, log_index, sub_index)
    );
    create index chain_transfers_nft_from on chain_transfers (chain_id, from_address) where token_id is not null;
    create index chain_transfers_nft_to on chain_transfers (chain_id, to_address) where token_id is not null;
    create table account_txs (
      chain_id integer not null,
      address text not null,
      block_number bigint not null,
      tx_index integer not null,
      primary key (address, chain_id, block_number, tx_index)
    );
    create index account_txs_block on account_txs (chain_id, block_number);
    create table airdrop_contracts (
      chain_id integer not null,
      address text not null,
      block_number bigint not null,
      recipients integer not null,
      primary key (chain_id, address, block_number)
    );
    create table token_contracts (
      chain_id integer not null,
      address text not null,
      name text,
      symbol text,
      decimals integer,
      primary key (chain_id, address)
    );
    create table nft_metadata (
      chain_id integer not null,
      contract text not null,
      token_id numeric not null,
      token_uri text,
      name text,
      description text,
      image_url text,
      error text,
      fetched_at bigint not null,
      primary key (chain_id, contract, token_id)
    )`,
  },
  {
    id: 10,
    // Sign in with X. Single-use nonces bound to a domain (and a chain when asked),
    // sessions a signed token names (revoked by signout), and the key tokens are signed with when
    // none is configured (two servers starting at once both keep the oldest one)
    name: 'sign in with x: nonces, sessions, token key',
    sql: `create table auth_nonces (
      nonce text primary key,
      domain text not null,
      chain_id text,
      expires_at bigint not null
    );
    create index auth_nonces_expires on auth_nonces (expires_at);
    create table auth_sessions (
      id text primary key,
      account text not null,
      namespace text not null,
      chain_id text not null,
      address text not null,
      domain text not null,
      issued_at bigint not null,
      not_before bigint not null,
      expires_at bigint not null,
      revoked_at bigint
    );
    create index auth_sessions_account on auth_sessions (account);
    create index auth_sessions_expires on auth_sessions (expires_at);
    create table auth_keys (
      kid text primary key,
      alg text not null,
      private_jwk jsonb not null,
      public_jwk jsonb not null,
      created_at bigint not null
    )`,
  },
  {
    id: 11,
    // Onramp checkout sessions, and the webhook events already applied (a replayed
    // event changes nothing)
    name: 'onramp sessions and webhook events',
    sql: `create table onramp_sessions (
      id text primary key,
      provider text not null,
      status text not null,
      network text not null,
      asset text not null,
      destination text not null,
      payment_currency text not null,
      amount text not null,
      purchase_amount text not null,
      payment_total text not null,
      tx_hash text,
      created_at bigint not null,
      updated_at bigint not null
    );
    create index onramp_sessions_destination on onramp_sessions (lower(destination));
    create table onramp_webhook_events (
      id text primary key,
      received_at bigint not null
    )`,
  },
  {
    id: 12,
    // A webhook event is its provider's: the same id from two providers is two
    // events (one provider's id dropped another's event as a duplicate). Events received before
    // keep an empty provider: they deduplicate nothing now, and a replay of one changes nothing
    // (every such event found its purchase settled, and an event applies to a pending one only)
    name: 'onramp webhook events per provider',
    sql: `alter table onramp_webhook_events add column provider text not null default '';
    alter table onramp_webhook_events drop constraint onramp_webhook_events_pkey;
    alter table onramp_webhook_events add primary key (provider, id);
    alter table onramp_webhook_events alter column provider drop default`,
  },
  {
    id: 13,
    // A nonce is made from a keyed MAC and stored only once used (until it expires), so a
    // flood of nonce requests stores nothing and evicts nobody's (the pending-nonce tables kept the
    // newest 10,000 and dropped the rest); nonces pending at the upgrade are asked for again.
    // Analytics events are deleted after a retention period: by their time
    name: 'used nonces; analytics retention',
    sql: `create table used_nonces (
      kind text not null,
      nonce text not null,
      expires_at bigint not null,
      primary key (kind, nonce)
    );
    create index used_nonces_expires on used_nonces (expires_at);
    drop table auth_nonces;
    drop table session_nonces;
    create index analytics_events_received on analytics_events (received_at)`,
  },
]

/** moves the records of a database migrated before the shared server kit (`schema_migrations`) to `portico_migrations` */
async function adoptLegacyRecords(db: Db): Promise<void> {
  // the kit's tables and `portico_migrations` first (none of apps/api's migrations)
  await migrateKit(db, { name: MIGRATION_SCOPE, migrations: [] })
  await db.transaction(async (query) => {
    await query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_ID.toString()])
    const [row] = await query<{ legacy: boolean }>(
      "select to_regclass('schema_migrations') is not null as legacy",
    )
    if (!row?.legacy) return
    await query(
      `insert into portico_migrations (scope, id, name, applied_at)
       select $1, id, name, applied_at from schema_migrations on conflict do nothing`,
      [MIGRATION_SCOPE],
    )
    await query('drop table schema_migrations')
  })
}

/** applies apps/api's missing migrations (under the kit's advisory lock); returns their ids */
export async function migrate(db: Db): Promise<number[]> {
  await adoptLegacyRecords(db)
  return migrateKit(db, { name: MIGRATION_SCOPE, migrations: MIGRATIONS })
}
