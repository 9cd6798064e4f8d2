/**
 * One indexing step for one chain (resolves to the head it indexed up to): check that the last indexed block is still the chain's (its
 * stored hash against the chain, and the head not below it), rewind to the fork point when it is
 * not, then read and store the blocks up to the head, at most `maxBlocks` per batch.
 */
import type { PublicClient } from 'viem'
import type { Db } from '../db/Db.js'
import { type ExtractOptions, extractBlockRows } from './extractBlockRows.js'
import { fetchBlockHeader, fetchBlockRange } from './fetchBlockRange.js'
import { findForkPoint, rewindChain } from './rewindChain.js'
import { writeBlockRows } from './writeBlockRows.js'

export interface IndexChainStepOptions extends ExtractOptions {
  maxBlocks: bigint
  onRewind?: (e: { chainId: number; from: bigint; to: bigint }) => void
}

export async function lastIndexed(db: Db, chainId: number): Promise<{ n: bigint; hash: string } | undefined> {
  const row = (
    await db.query<{ n: string; hash: string }>(
      'select block_number::text as n, hash from chain_blocks where chain_id = $1 order by block_number desc limit 1',
      [chainId],
    )
  )[0]
  return row ? { n: BigInt(row.n), hash: row.hash } : undefined
}

export async function indexChainStep(
  db: Db,
  chainId: number,
  client: PublicClient,
  opts: IndexChainStepOptions,
): Promise<bigint> {
  for (;;) {
    const [head, last] = await Promise.all([
      client.getBlockNumber({ cacheTime: 0 }),
      lastIndexed(db, chainId),
    ])
    if (last) {
      const onChain = last.n <= head ? await fetchBlockHeader(client, last.n) : null
      if (onChain?.hash.toLowerCase() !== last.hash) {
        const fork = await findForkPoint(db, client, chainId, head)
        opts.onRewind?.({ chainId, from: last.n, to: fork })
        await rewindChain(db, chainId, fork)
        continue
      }
    }
    const from = last ? last.n + 1n : 0n
    if (from > head) return head
    const to = head - from >= opts.maxBlocks ? from + opts.maxBlocks - 1n : head
    const fetched = await fetchBlockRange(client, from, to)
    // the run must continue the stored chain, block by block (a reorg during the read shows here)
    let parent = last?.hash
    for (const { block } of fetched) {
      if (parent !== undefined && block.parentHash.toLowerCase() !== parent)
        throw new Error(`reorg at block ${block.number}`)
      parent = block.hash.toLowerCase()
    }
    await writeBlockRows(db, chainId, extractBlockRows(fetched, opts))
    if (to >= head) return head
  }
}
