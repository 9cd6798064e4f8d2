/**
 * Follows each chain's blocks into the database for the history endpoint: native value
 * transfers from the blocks, ERC-20 Transfer logs of the configured tokens, and ERC-721
 * Transfer logs (flagged spam unless the collection is allow-listed).
 */
import { type PublicClient, parseAbiItem } from 'viem'
import type { ChainConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
const MAX_BLOCKS_PER_STEP = 100n

export interface Indexer {
  /** indexes up to the current head once */
  step(): Promise<void>
  stop(): void
}

export function createIndexer(
  db: Db,
  chains: { config: ChainConfig; client: PublicClient }[],
  opts: { intervalMs: number; auto: boolean; onError?: (e: unknown) => void },
): Indexer {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined

  async function stepChain({ config, client }: { config: ChainConfig; client: PublicClient }) {
    const row = (
      await db.query<{ last_block: string }>('select last_block from indexed_blocks where chain_id = $1', [
        config.chainId,
      ])
    )[0]
    const from = row ? BigInt(row.last_block) + 1n : 0n
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (from > head) return
    const to = head - from >= MAX_BLOCKS_PER_STEP ? from + MAX_BLOCKS_PER_STEP - 1n : head
    const tokens = new Map(config.tokens.map((t) => [t.address.toLowerCase(), t]))
    const rows: unknown[][] = []
    const minedAt = new Map<bigint, bigint>()
    for (let n = from; n <= to; n++) {
      const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
      minedAt.set(n, block.timestamp)
      for (const tx of block.transactions) {
        if (tx.value === 0n || !tx.to) continue
        const receipt = await client.getTransactionReceipt({ hash: tx.hash })
        rows.push([
          `${config.chainId}:${tx.hash}:native`,
          config.chainId,
          n,
          -1,
          tx.hash,
          tx.nonce,
          block.timestamp,
          tx.from.toLowerCase(),
          tx.to.toLowerCase(),
          'native',
          null,
          tx.value.toString(),
          false,
          receipt.status === 'success' ? 'confirmed' : 'failed',
        ])
      }
    }
    const logs = await client.getLogs({ event: TRANSFER, fromBlock: from, toBlock: to, strict: false })
    for (const log of logs) {
      const token = log.address.toLowerCase()
      const topics = log.topics as readonly `0x${string}`[]
      const isNft = topics.length === 4
      if (!isNft && !tokens.has(token)) continue
      const { from: f, to: t } = log.args
      if (!f || !t || log.blockNumber === null || log.logIndex === null) continue
      const amount = isNft ? BigInt(topics[3] ?? 0) : (log.args.value ?? 0n)
      const tx = await client.getTransaction({ hash: log.transactionHash! })
      rows.push([
        `${config.chainId}:${log.transactionHash}:${log.logIndex}`,
        config.chainId,
        log.blockNumber,
        log.logIndex,
        log.transactionHash,
        tx.nonce,
        minedAt.get(log.blockNumber) ?? 0n,
        f.toLowerCase(),
        t.toLowerCase(),
        isNft ? 'erc721' : 'erc20',
        token,
        amount.toString(),
        isNft,
        'confirmed',
      ])
    }
    for (const r of rows)
      await db.query(
        `insert into transfers (id, chain_id, block_number, log_index, tx_hash, nonce, mined_at, from_address,
          to_address, kind, token_address, amount, is_spam, status)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) on conflict (id) do nothing`,
        r.map((v) => (typeof v === 'bigint' ? v.toString() : v)),
      )
    await db.query(
      `insert into indexed_blocks (chain_id, last_block) values ($1, $2)
       on conflict (chain_id) do update set last_block = excluded.last_block`,
      [config.chainId, to.toString()],
    )
    if (to < head) await stepChain({ config, client })
  }

  const step = async () => {
    if (running) return running
    running = (async () => {
      for (const chain of chains) {
        try {
          await stepChain(chain)
        } catch (e) {
          opts.onError?.(e)
        }
      }
    })().finally(() => {
      running = undefined
    })
    return running
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
