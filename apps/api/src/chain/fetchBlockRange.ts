/**
 * Blocks [from, to] with their transactions and receipts in one JSON-RPC batch: per block one
 * `eth_getBlockByNumber(n, true)` and one `eth_getBlockReceipts(n)` (anvil, geth, reth and erigon
 * answer it), through the client's batching http transport. Raw JSON-RPC objects, not viem's
 * formatted ones: the indexer reads a few hex fields and formatting every transaction cost more
 * than the request.
 */
import type { PublicClient } from 'viem'

export interface RawTx {
  hash: string
  from: string
  to: string | null
  value: string
  nonce: string
  transactionIndex: string
}
export interface RawLog {
  address: string
  topics: string[]
  data: string
  logIndex: string
  transactionIndex: string
}
export interface RawReceipt {
  transactionHash: string
  transactionIndex: string
  blockHash: string
  status: string
  contractAddress?: string | null
  logs: RawLog[]
}
export interface RawBlock {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: RawTx[]
}
export interface FetchedBlock {
  block: RawBlock
  receipts: RawReceipt[]
}

const hex = (n: bigint) => `0x${n.toString(16)}`

type Request = (args: { method: string; params: unknown[] }) => Promise<unknown>
const requestOf = (client: PublicClient) => client.request as unknown as Request

export async function fetchBlockHeader(client: PublicClient, n: bigint): Promise<RawBlock | null> {
  return (await requestOf(client)({
    method: 'eth_getBlockByNumber',
    params: [hex(n), false],
  })) as RawBlock | null
}

export async function fetchBlockRange(
  client: PublicClient,
  from: bigint,
  to: bigint,
): Promise<FetchedBlock[]> {
  const request = requestOf(client)
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  return Promise.all(
    numbers.map(async (n) => {
      const [block, receipts] = await Promise.all([
        request({ method: 'eth_getBlockByNumber', params: [hex(n), true] }) as Promise<RawBlock | null>,
        request({ method: 'eth_getBlockReceipts', params: [hex(n)] }) as Promise<RawReceipt[] | null>,
      ])
      if (!block || !receipts) throw new Error(`block ${n} is not available`)
      // the two answers must be of one block: a reorg between them is seen here
      if (receipts.length !== block.transactions.length || receipts.some((r) => r.blockHash !== block.hash))
        throw new Error(`block ${n} changed while it was read`)
      return { block, receipts }
    }),
  )
}
