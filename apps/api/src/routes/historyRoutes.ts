/** SPEC §7 history: the indexed transfers of an account, newest first, paged by an opaque cursor. */
import type { Transaction } from '@portico/core'
import { Hono } from 'hono'
import { formatUnits } from 'viem'
import { type ChainClients, parseChainId } from '../chain/chainClients.js'
import type { Indexer } from '../chain/createIndexer.js'
import type { Db } from '../db/Db.js'
import { httpError } from '../util/httpError.js'
import { requireAddress } from './blockchainRoutes.js'

const PAGE = 20
type TxRow = { tx_hash: string; chain_id: number; b: string }
type TransferRow = {
  tx_hash: string
  chain_id: number
  nonce: number
  mined_at: string
  from_address: string
  to_address: string
  kind: string
  token_address: string | null
  amount: string
  is_spam: boolean
  status: string
}

const encodeCursor = (b: string, h: string) => Buffer.from(`${b}:${h}`).toString('base64url')
function decodeCursor(c: string): [string, string] {
  const [b, h] = Buffer.from(c, 'base64url').toString().split(':')
  // a block number PostgreSQL's bigint holds (18 digits: far beyond any chain)
  if (!b || !/^\d{1,18}$/.test(b) || !h || !/^0x[0-9a-f]{64}$/i.test(h))
    throw httpError(400, 'Invalid cursor')
  return [b, h]
}

export function historyRoutes(deps: { db: Db; chains: ChainClients; indexer: Indexer }) {
  const app = new Hono()
  app.get('/v1/account/:account/history', async (c) => {
    const address = requireAddress(c.req.param('account')).toLowerCase()
    const chainId = parseChainId(c.req.query('chainId'))
    const cursor = c.req.query('cursor')
    const [block, hash] = cursor ? decodeCursor(cursor) : []
    // only the chains this server follows have indexed transfers (an id beyond PostgreSQL's
    // integer, which the chain_id column is, was a 500)
    if (chainId !== undefined && !deps.chains.get(chainId)) return c.json({ data: [], next: null })
    await deps.indexer.step()
    const params: unknown[] = [address]
    let where = '(from_address = $1 or to_address = $1)'
    if (chainId !== undefined) {
      params.push(chainId)
      where += ` and chain_id = $${params.length}`
    }
    let having = ''
    if (block && hash) {
      params.push(block, hash)
      having = `having (max(block_number), tx_hash) < ($${params.length - 1}::bigint, $${params.length})`
    }
    const txs = await deps.db.query<TxRow>(
      `select tx_hash, chain_id, max(block_number)::text as b from transfers where ${where}
       group by tx_hash, chain_id ${having} order by max(block_number) desc, tx_hash desc limit ${PAGE + 1}`,
      params,
    )
    const page = txs.slice(0, PAGE)
    const transfers = page.length
      ? await deps.db.query<TransferRow>(
          `select * from transfers where tx_hash = any($1) order by block_number desc, log_index`,
          [page.map((t) => t.tx_hash)],
        )
      : []
    const data: Transaction[] = page.map((t) => {
      const own = transfers.filter((r) => r.tx_hash === t.tx_hash && r.chain_id === t.chain_id)
      const first = own[0]!
      const chain = deps.chains.get(t.chain_id)?.config
      return {
        id: t.tx_hash,
        metadata: {
          operationType: own.some((r) => r.from_address === address) ? 'send' : 'receive',
          hash: t.tx_hash,
          minedAt: new Date(Number(first.mined_at) * 1000).toISOString(),
          sentFrom: first.from_address,
          sentTo: first.to_address,
          status: first.status,
          nonce: first.nonce,
          chain: `eip155:${t.chain_id}`,
        },
        transfers: own.map((r) => {
          const direction =
            r.from_address === r.to_address ? 'self' : r.from_address === address ? 'out' : 'in'
          if (r.kind === 'erc721')
            return {
              nft_info: { name: `#${r.amount}`, flags: { is_spam: r.is_spam } },
              direction,
              quantity: { numeric: '1' },
            }
          const token = chain?.tokens.find((x) => x.address.toLowerCase() === r.token_address)
          const meta = token ?? chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
          return {
            fungible_info: {
              name: meta.name,
              symbol: meta.symbol,
              icon: { url: `/public/getTokenImage/${meta.symbol}` },
            },
            direction,
            quantity: { numeric: formatUnits(BigInt(r.amount), meta.decimals) },
          }
        }),
      }
    })
    const last = page[page.length - 1]
    return c.json({ data, next: txs.length > PAGE && last ? encodeCursor(last.b, last.tx_hash) : null })
  })
  return app
}
