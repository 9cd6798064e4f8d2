/**
 * Reorg and reset safety: finds the last indexed block whose stored hash the chain still has, and
 * deletes every row of the chain above it in one statement (no ghosts of a restarted anvil). When
 * no stored hash matches (a new chain on the same id), every row of the chain goes. Token and NFT
 * metadata of the chain are dropped too: after a reset the same address may hold another contract.
 */
import type { PublicClient } from 'viem'
import type { Db } from '../db/Db.js'
import { fetchBlockHeader } from './fetchBlockRange.js'

const WALK_BATCH = 64

/** the highest block number whose stored hash is the chain's, or -1 */
export async function findForkPoint(
  db: Db,
  client: PublicClient,
  chainId: number,
  head: bigint,
): Promise<bigint> {
  let below: string | null = null
  for (;;) {
    const stored: { n: string; hash: string }[] = await db.query<{ n: string; hash: string }>(
      `select block_number::text as n, hash from chain_blocks where chain_id = $1 and block_number <= $2
       ${below === null ? '' : 'and block_number < $3'} order by block_number desc limit ${WALK_BATCH}`,
      below === null ? [chainId, head.toString()] : [chainId, head.toString(), below],
    )
    if (stored.length === 0) return -1n
    const headers = await Promise.all(stored.map((s) => fetchBlockHeader(client, BigInt(s.n))))
    for (const [i, s] of stored.entries()) if (headers[i]?.hash.toLowerCase() === s.hash) return BigInt(s.n)
    below = stored[stored.length - 1]!.n
  }
}

export async function rewindChain(db: Db, chainId: number, forkPoint: bigint): Promise<void> {
  const p = [chainId, forkPoint.toString()]
  await db.query(
    `with b as (delete from chain_blocks where chain_id = $1 and block_number > $2),
      t as (delete from chain_txs where chain_id = $1 and block_number > $2),
      x as (delete from chain_transfers where chain_id = $1 and block_number > $2),
      a as (delete from account_txs where chain_id = $1 and block_number > $2),
      d as (delete from airdrop_contracts where chain_id = $1 and block_number > $2),
      c as (delete from token_contracts where chain_id = $1)
    delete from nft_metadata where chain_id = $1`,
    p,
  )
}
