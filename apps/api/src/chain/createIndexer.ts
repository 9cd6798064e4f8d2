/**
 * Follows each chain's blocks into the database for the history and NFT endpoints (see
 * indexChainStep: reorg-checked batches of blocks with their receipts; extractBlockRows: what is
 * stored). `step()` indexes every chain up to its head once; with `auto` it runs every
 * `intervalMs`. A `step()` called while one runs waits for the next step
 * (shared by every caller meanwhile), so it sees every block mined before it was called.
 *
 * Several replicas: with `auto` and `leader`, each chain is indexed by one replica, the
 * holder of its leader lock (`api-indexer:<chainId>`, @portico/server-kit `holdLeaderLock`); another
 * takes over within a second or so of the holder's end. On a replica that does not lead a chain,
 * `step()` reads the chain's head, asks the leader to index now (NOTIFY `api_index_now`) and waits,
 * at most `followerWaitMs`, until the stored blocks reach that head (the leader wakes it through the
 * waker after each step); past that it answers with what is stored.
 */
import type { Metrics, Waker } from '@portico/server-kit'
import { holdLeaderLock, type LeaderLock } from '@portico/server-kit'
import type { PublicClient } from 'viem'
import type { ChainConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'
import { indexChainStep, lastIndexed } from './indexChainStep.js'

export const MAX_BLOCKS_PER_BATCH = 100n
/** default of the airdrop rule: distinct recipients of one contract's NFTs in one transaction */
export const AIRDROP_RECIPIENTS = 10
/** the channel a follower asks the leaders on: the payload is the chain id */
export const INDEX_NOW_CHANNEL = 'api_index_now'

export interface Indexer {
  /** indexes up to the current head once (or waits for the chain's leader to) */
  step(): Promise<void>
  /** the chains this process indexes now */
  leading(): number[]
  stop(): Promise<void>
}

export interface IndexerLeaderOptions {
  /** PostgreSQL: the DATABASE_URL the leader locks take their connections from */
  databaseUrl?: string | undefined
  retryMs: number
  followerWaitMs: number
  /** wakes the followers' waits (`chain:<id>`) */
  waker: Waker
  /** aborted when the server drains: followers stop waiting */
  draining?: AbortSignal
}

type Chain = { config: ChainConfig; client: PublicClient }

export function createIndexer(
  db: Db,
  chains: Chain[],
  opts: {
    intervalMs: number
    auto: boolean
    airdropRecipients?: number
    onError?: (e: unknown) => void
    onRewind?: (e: { chainId: number; from: bigint; to: bigint }) => void
    leader?: IndexerLeaderOptions
    metrics?: Metrics
    onLeading?: (e: { chainId: number; leading: boolean }) => void
  },
): Indexer {
  const lag = opts.metrics?.gauge(
    'portico_indexer_lag_blocks',
    "Blocks the stored chain was behind the chain's head when the last step began (leader only)",
    ['chain_id'],
  )
  const lastBlock = opts.metrics?.gauge('portico_indexer_last_block', 'The last block stored', ['chain_id'])
  const leaderGauge = opts.metrics?.gauge(
    'portico_indexer_leader',
    'Whether this replica indexes the chain (1) or not (0)',
    ['chain_id'],
  )

  const runners = chains.map((chain) => {
    const { config, client } = chain
    const chainId = config.chainId
    const label = { chain_id: String(chainId) }
    const run = async () => {
      try {
        const before = await lastIndexed(db, chainId)
        const head = await indexChainStep(db, chainId, client, {
          maxBlocks: MAX_BLOCKS_PER_BATCH,
          airdropRecipients: config.airdropRecipients ?? opts.airdropRecipients ?? AIRDROP_RECIPIENTS,
          onRewind: opts.onRewind,
        })
        lag?.set(label, Math.max(0, Number(head - (before?.n ?? -1n))))
        lastBlock?.set(label, Number(head))
      } catch (e) {
        opts.onError?.(e)
      }
      await opts.leader?.waker.wake(`chain:${chainId}`).catch(() => undefined)
    }
    // a step never ends before the chain as it was when step() was called is indexed: a caller that
    // arrives during a step waits for the next one, which every caller arriving meanwhile shares
    let running: Promise<void> | undefined
    let queued: Promise<void> | undefined
    const localStep = (): Promise<void> => {
      if (!running) {
        running = run().finally(() => {
          running = undefined
        })
        return running
      }
      queued ??= running.then(() => {
        queued = undefined
        return localStep()
      })
      return queued
    }
    return { chainId, client, label, localStep, lock: undefined as LeaderLock | undefined }
  })

  const leader = opts.auto ? opts.leader : undefined
  const follow = async (r: (typeof runners)[number], l: IndexerLeaderOptions) => {
    let head: bigint
    try {
      head = await r.client.getBlockNumber({ cacheTime: 0 })
    } catch (e) {
      opts.onError?.(e)
      return
    }
    const check = async () => ((await lastIndexed(db, r.chainId))?.n ?? -1n) >= head
    if (await check()) return
    await db.notify(INDEX_NOW_CHANNEL, String(r.chainId)).catch(() => undefined)
    await l.waker.wait(`chain:${r.chainId}`, {
      check,
      timeoutMs: l.followerWaitMs,
      ...(l.draining ? { signal: l.draining } : {}),
    })
  }

  let stopped = false
  const timers = new Set<NodeJS.Timeout>()
  let unlisten: Promise<() => Promise<void>> | undefined
  if (opts.auto && !leader) {
    // one process: every chain, every intervalMs
    const loop = () => {
      if (stopped) return
      const t = setTimeout(() => {
        timers.delete(t)
        void Promise.all(runners.map((r) => r.localStep())).finally(loop)
      }, opts.intervalMs)
      timers.add(t)
    }
    loop()
  }
  if (leader) {
    unlisten = db.listen(INDEX_NOW_CHANNEL, (payload) => {
      const r = runners.find((x) => String(x.chainId) === payload)
      if (r?.lock?.isLeader) void r.localStep()
    })
    unlisten.catch((e: unknown) => opts.onError?.(e))
    for (const r of runners) {
      leaderGauge?.set(r.label, 0)
      r.lock = holdLeaderLock(db, {
        name: `api-indexer:${r.chainId}`,
        databaseUrl: leader.databaseUrl,
        retryMs: leader.retryMs,
        checkMs: leader.retryMs,
        onLead: (signal) => {
          leaderGauge?.set(r.label, 1)
          opts.onLeading?.({ chainId: r.chainId, leading: true })
          const loop = () => {
            if (stopped || signal.aborted) return
            void r.localStep().finally(() => {
              if (stopped || signal.aborted) return
              const t = setTimeout(() => {
                timers.delete(t)
                loop()
              }, opts.intervalMs)
              timers.add(t)
            })
          }
          loop()
          signal.addEventListener('abort', () => {
            leaderGauge?.set(r.label, 0)
            lag?.remove(r.label)
            opts.onLeading?.({ chainId: r.chainId, leading: false })
          })
        },
      })
    }
  }

  return {
    async step() {
      for (const r of runners) {
        if (leader && !r.lock?.isLeader) await follow(r, leader)
        else await r.localStep()
      }
    },
    leading: () => runners.filter((r) => (leader ? r.lock?.isLeader : opts.auto)).map((r) => r.chainId),
    async stop() {
      stopped = true
      for (const t of timers) clearTimeout(t)
      timers.clear()
      await Promise.all(runners.map((r) => r.lock?.stop()))
      await (await unlisten?.catch(() => undefined))?.()
    },
  }
}
