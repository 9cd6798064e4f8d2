/**
 * Stores a run of blocks in ONE statement (data-modifying CTEs over `unnest` arrays), so a run
 * is stored whole or not at all on PGlite and PostgreSQL alike, whatever its size (no parameter
 * limit), and the last indexed block (the highest row of chain_blocks) only moves with its data.
 */
import type { Db } from '../db/Db.js'
import type { BlockRows } from './extractBlockRows.js'

const col = <T>(rows: T[], f: (r: T) => string | number | null) =>
  rows.map(f).map((v) => (v === null ? null : String(v)))

export async function writeBlockRows(db: Db, chainId: number, rows: BlockRows): Promise<void> {
  const { blocks, txs, transfers, accounts, airdrops } = rows
  const params = [
    chainId,
    col(blocks, (b) => b.number),
    col(blocks, (b) => b.hash),
    col(txs, (t) => t.block),
    col(txs, (t) => t.txIndex),
    col(txs, (t) => t.hash),
    col(txs, (t) => t.nonce),
    col(txs, (t) => t.minedAt),
    col(txs, (t) => t.from),
    col(txs, (t) => t.to),
    col(txs, (t) => t.value),
    col(txs, (t) => t.status),
    col(transfers, (t) => t.block),
    col(transfers, (t) => t.txIndex),
    col(transfers, (t) => t.logIndex),
    col(transfers, (t) => t.subIndex),
    col(transfers, (t) => t.kind),
    col(transfers, (t) => t.token),
    col(transfers, (t) => t.tokenId),
    col(transfers, (t) => t.from),
    col(transfers, (t) => t.to),
    col(transfers, (t) => t.amount),
    col(accounts, (a) => a.address),
    col(accounts, (a) => a.block),
    col(accounts, (a) => a.txIndex),
    col(airdrops, (a) => a.contract),
    col(airdrops, (a) => a.block),
    col(airdrops, (a) => a.recipients),
  ]
  await db.query(
    `with b as (
      insert into chain_blocks (chain_id, block_number, hash)
      select $1, n::bigint, h from unnest($2::text[], $3::text[]) as u(n, h)
      on conflict do nothing
    ), t as (
      insert into chain_txs (chain_id, block_number, tx_index, tx_hash, nonce, mined_at, from_address, to_address, value, status)
      select $1, n::bigint, i::integer, h, nonce::bigint, m::bigint, f, t, v::numeric, s
      from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
        as u(n, i, h, nonce, m, f, t, v, s)
      on conflict do nothing
    ), x as (
      insert into chain_transfers (chain_id, block_number, tx_index, log_index, sub_index, kind, token_address, token_id,
        from_address, to_address, amount)
      select $1, n::bigint, i::integer, l::integer, s::integer, k, tok, id::numeric, f, t, a::numeric
      from unnest($13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[],
        $21::text[], $22::text[]) as u(n, i, l, s, k, tok, id, f, t, a)
      on conflict do nothing
    ), a as (
      insert into account_txs (chain_id, address, block_number, tx_index)
      select $1, addr, n::bigint, i::integer from unnest($23::text[], $24::text[], $25::text[]) as u(addr, n, i)
      on conflict do nothing
    )
    insert into airdrop_contracts (chain_id, address, block_number, recipients)
    select $1, c, n::bigint, r::integer from unnest($26::text[], $27::text[], $28::text[]) as u(c, n, r)
    on conflict do nothing`,
    params,
  )
}
