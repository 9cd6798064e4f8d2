import type { PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigSchema } from '../config/apiConfig.js'
import { type Db, openDb } from '../db/Db.js'
import { migrate } from '../db/migrations.js'
import { createIndexer } from './createIndexer.js'

/** a chain of empty blocks whose head the test moves; every eth_blockNumber is counted */
function fakeChain() {
  const state = { head: 0n, headCalls: 0 }
  const hash = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`
  const block = (n: bigint) => ({
    number: `0x${n.toString(16)}`,
    hash: hash(n),
    parentHash: n === 0n ? `0x${'f'.repeat(64)}` : hash(n - 1n),
    timestamp: '0x1',
    transactions: [],
  })
  const client = {
    async getBlockNumber() {
      state.headCalls++
      const head = state.head
      await new Promise((r) => setTimeout(r, 20))
      return head
    },
    async request({ method, params }: { method: string; params: [string] }) {
      const n = BigInt(params[0])
      if (n > state.head) return null
      return method === 'eth_getBlockReceipts' ? [] : block(n)
    },
  } as unknown as PublicClient
  return { state, client }
}

describe('createIndexer step()', () => {
  let db: Db
  beforeAll(async () => {
    db = await openDb({ memory: true })
    await migrate(db)
  }, 30_000)
  afterAll(() => db?.close())

  it('a call during a step waits for the next step, shared by every such call, and sees the newer head', async () => {
    const { state, client } = fakeChain()
    const config = chainConfigSchema.parse({ chainId: 7, rpcUrl: 'http://127.0.0.1:1' })
    const indexer = createIndexer(db, [{ config, client }], { intervalMs: 1000, auto: false })
    const first = indexer.step()
    await new Promise((r) => setTimeout(r, 5)) // the first step has read head 0
    state.head = 3n
    const later = [indexer.step(), indexer.step(), indexer.step()]
    await Promise.all([first, ...later])
    // the first step, then one more for the three later calls (not three)
    expect(state.headCalls).toBe(2)
    const [row] = await db.query<{ n: string }>(
      'select max(block_number)::text as n from chain_blocks where chain_id = 7',
    )
    expect(row?.n).toBe('3')
    await indexer.step()
    expect(state.headCalls).toBe(3)
  })
})
