/**
 * Follows each chain's blocks into the database for the history and NFT endpoints (see
 * indexChainStep: reorg-checked batches of blocks with their receipts; extractBlockRows: what is
 * stored). `step()` indexes every chain up to its head once; with `auto` it runs every
 * `intervalMs`. A `step()` called while one runs waits for the next step
 * (shared by every caller meanwhile), so it sees every block mined before it was called.
 */
import type { PublicClient } from 'viem'
import type { ChainConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'
import { indexChainStep } from './indexChainStep.js'

export const MAX_BLOCKS_PER_BATCH = 100n
/** default of the airdrop rule: distinct recipients of one contract's NFTs in one transaction */
export const AIRDROP_RECIPIENTS = 10

export interface Indexer {
  /** indexes up to the current head once */
  step(): Promise<void>
  stop(): void
}

export function createIndexer(
  db: Db,
  chains: { config: ChainConfig; client: PublicClient }[],
  opts: {
    intervalMs: number
    auto: boolean
    airdropRecipients?: number
    onError?: (e: unknown) => void
    onRewind?: (e: { chainId: number; from: bigint; to: bigint }) => void
  },
): Indexer {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined

  const run = async () => {
    for (const { config, client } of chains) {
      try {
        await indexChainStep(db, config.chainId, client, {
          maxBlocks: MAX_BLOCKS_PER_BATCH,
          airdropRecipients: config.airdropRecipients ?? opts.airdropRecipients ?? AIRDROP_RECIPIENTS,
          onRewind: opts.onRewind,
        })
      } catch (e) {
        opts.onError?.(e)
      }
    }
  }
  // a step never ends before the chain as it was when step() was called is indexed: a caller that
  // arrives during a step waits for the next one, which every caller arriving meanwhile shares
  let queued: Promise<void> | undefined
  const step = (): Promise<void> => {
    if (!running) {
      running = run().finally(() => {
        running = undefined
      })
      return running
    }
    queued ??= running.then(() => {
      queued = undefined
      return step()
    })
    return queued
  }
  const loop = () => {
    if (stopped) return
    timer = setTimeout(() => void step().finally(loop), opts.intervalMs)
  }
  if (opts.auto) loop()
  return {
    step,
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
