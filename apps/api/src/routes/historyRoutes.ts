/**
 * SPEC §7 history: the transactions that concern an account (it sent them, or value, a token or an
 * NFT moved to or from it, or it approved a spender), newest first, 20 per page, paged by an opaque
 * keyset cursor (chain/historyCursor.ts).
 */

import type { Transaction } from '@portico/core'
import { type Context, Hono } from 'hono'
import { formatUnits } from 'viem'
import { type ChainClients, parseChainId } from '../chain/chainClients.js'
import type { Indexer } from '../chain/createIndexer.js'
import type { TokenInfo } from '../chain/createTokenInfo.js'
import { ZERO_ADDRESS } from '../chain/eventTopics.js'
import { decodeHistoryCursor, encodeHistoryCursor } from '../chain/historyCursor.js'
import { isNftSpam } from '../chain/isNftSpam.js'
import type { Db } from '../db/Db.js'
import type { OnrampSessions } from '../onramp/onrampSessions.js'
import { httpError } from '../util/httpError.js'
import { requireAddress } from './blockchainRoutes.js'

const PAGE = 20
type Key = { chain_id: number; b: string; tx_index: number }
type TxRow = Key & {
  tx_hash: string
  nonce: string
  mined_at: string
  from_address: string
  to_address: string | null
  status: string
}
type TransferJson = {
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155' | 'approve'
  token_address: string | null
  token_id: string | null
  from_address: string
  to_address: string
  amount: string
  nft_name: string | null
}
type TransferRow = Key & TransferJson
const keyOf = (r: Key) => `${r.chain_id}:${r.b}:${r.tx_index}`

export const nftImagePath = (chainId: number, contract: string, tokenId: string) =>
  `/v1/nft/image/eip155:${chainId}/${contract}/${tokenId}`

/** SPEC §3 operationType of a transaction, seen from `address` */
function operationType(address: string, tx: TxRow, transfers: TransferRow[]): string {
  const moves = transfers.filter((t) => t.kind !== 'approve')
  const out = moves.some((t) => t.from_address === address)
  const into = moves.filter((t) => t.to_address === address)
  if (!out && into.length > 0 && into.every((t) => t.from_address === ZERO_ADDRESS)) return 'mint'
  if (out) return 'send'
  if (into.length > 0) return 'receive'
  if (transfers.some((t) => t.kind === 'approve' && t.from_address === address)) return 'approve'
  return tx.from_address === address ? 'execute' : 'receive'
}

export function historyRoutes(deps: {
  db: Db
  chains: ChainClients
  indexer: Indexer
  tokens: TokenInfo
  /** SPEC §7 history `onramp`: the account's completed purchases instead of its transactions */
  onramp?: OnrampSessions
}) {
  const app = new Hono()
  app.get('/v1/account/:account/history', async (c) => {
    const provider = c.req.query('onramp')
    if (provider !== undefined && deps.onramp) return onrampHistory(c, deps.onramp, provider)
    const address = requireAddress(c.req.param('account')).toLowerCase()
    const chainId = parseChainId(c.req.query('chainId'))
    const raw = c.req.query('cursor')
    const cursor = raw ? decodeHistoryCursor(raw) : undefined
    // only the chains this server follows have indexed transfers (an id beyond PostgreSQL's
    // integer, which the chain_id column is, was a 500)
    if (chainId !== undefined && !deps.chains.get(chainId)) return c.json({ data: [], next: null })
    await deps.indexer.step()
    const params: unknown[] = [address]
    let where = 'address = $1'
    if (chainId !== undefined) {
      params.push(chainId)
      where += ` and chain_id = $${params.length}`
    }
    if (cursor) {
      params.push(cursor.block, cursor.txIndex, cursor.chainId)
      const n = params.length
      where += ` and (block_number, tx_index, chain_id) < ($${n - 2}::bigint, $${n - 1}::integer, $${n}::integer)`
    }
    // one statement: the page's keys, their transactions and the account's transfers in them (as JSON)
    const rows = await deps.db.query<TxRow & { transfers: TransferJson[] }>(
      `with k as (
        select chain_id, block_number, tx_index from account_txs where ${where}
        order by block_number desc, tx_index desc, chain_id desc limit ${PAGE + 1}
      )
      select k.chain_id, k.block_number::text as b, k.tx_index, t.tx_hash, t.nonce::text as nonce,
        t.mined_at::text as mined_at, t.from_address, t.to_address, t.status,
        coalesce((
          select json_agg(json_build_object('kind', x.kind, 'token_address', x.token_address,
            'token_id', x.token_id::text, 'from_address', x.from_address, 'to_address', x.to_address,
            'amount', x.amount::text, 'nft_name', m.name) order by x.log_index, x.sub_index)
          from chain_transfers x left join nft_metadata m
            on m.chain_id = x.chain_id and m.contract = x.token_address and m.token_id = x.token_id
          where x.chain_id = k.chain_id and x.block_number = k.block_number and x.tx_index = k.tx_index
            and (x.from_address = $1 or x.to_address = $1)
        ), '[]'::json) as transfers
      from k join chain_txs t using (chain_id, block_number, tx_index)
      order by k.block_number desc, k.tx_index desc, k.chain_id desc`,
      params,
    )
    const page = rows.slice(0, PAGE)
    const transfers: TransferRow[] = page.flatMap((r) =>
      (typeof r.transfers === 'string' ? (JSON.parse(r.transfers) as TransferJson[]) : r.transfers).map(
        (t) => ({
          ...t,
          chain_id: r.chain_id,
          b: r.b,
          tx_index: r.tx_index,
        }),
      ),
    )
    const transfersByKey = new Map<string, TransferRow[]>()
    for (const t of transfers) transfersByKey.set(keyOf(t), [...(transfersByKey.get(keyOf(t)) ?? []), t])
    // spam flags and contract names, per chain
    const spam = new Map<string, boolean>()
    for (const id of new Set(page.map((k) => k.chain_id))) {
      const chain = deps.chains.get(id)
      if (!chain) continue
      const nfts = transfers.filter((t) => t.chain_id === id && (t.kind === 'erc721' || t.kind === 'erc1155'))
      for (const [contract, flag] of await isNftSpam(
        deps.db,
        chain.config,
        nfts.map((t) => t.token_address!),
      ))
        spam.set(`${id}:${contract}`, flag)
    }
    const data: Transaction[] = []
    for (const tx of page) {
      const chain = deps.chains.get(tx.chain_id)
      if (!chain) continue
      const own = transfersByKey.get(keyOf(tx)) ?? []
      const shown = own.filter((t) => t.kind !== 'approve')
      data.push({
        id: tx.tx_hash,
        metadata: {
          operationType: operationType(address, tx, own),
          hash: tx.tx_hash,
          minedAt: new Date(Number(tx.mined_at) * 1000).toISOString(),
          sentFrom: tx.from_address,
          sentTo: tx.to_address ?? '',
          status: tx.status,
          nonce: Number(tx.nonce),
          chain: `eip155:${tx.chain_id}`,
        },
        transfers: await Promise.all(
          shown.map(async (r) => {
            const direction =
              r.from_address === r.to_address ? 'self' : r.from_address === address ? 'out' : ('in' as const)
            if (r.kind === 'erc721' || r.kind === 'erc1155') {
              const info = await deps.tokens.get(chain, r.token_address!)
              const collection = info.name ?? 'Unknown collection'
              return {
                nft_info: {
                  name: r.nft_name ?? `${collection} #${r.token_id}`,
                  flags: { is_spam: spam.get(`${r.chain_id}:${r.token_address}`) ?? true },
                  content: { preview: { url: nftImagePath(r.chain_id, r.token_address!, r.token_id!) } },
                  collection: { name: collection },
                  token_id: r.token_id!,
                  contract: r.token_address!,
                  standard: r.kind,
                },
                direction,
                quantity: { numeric: r.amount },
              }
            }
            const meta =
              r.kind === 'native'
                ? { ...chain.config.nativeCurrency, listed: true, iconUrl: undefined }
                : await deps.tokens.get(chain, r.token_address!)
            const symbol = meta.symbol ?? '???'
            const decimals = meta.decimals ?? 0
            return {
              fungible_info: {
                name: meta.name ?? 'Unknown token',
                symbol,
                icon: { url: meta.iconUrl ?? `/public/getTokenImage/${encodeURIComponent(symbol)}` },
                decimals,
                ...(r.kind === 'erc20'
                  ? { address: r.token_address!, verified: meta.listed }
                  : { verified: true }),
              },
              direction,
              quantity: { numeric: formatUnits(BigInt(r.amount), decimals) },
            }
          }),
        ),
      })
    }
    const last = page[page.length - 1]
    return c.json({
      data,
      next:
        rows.length > PAGE && last
          ? encodeHistoryCursor({ block: last.b, txIndex: last.tx_index, chainId: last.chain_id })
          : null,
    })
  })
  return app
}

/**
 * SPEC §7 history with `onramp=<provider>`: the account's completed purchases from that provider,
 * newest first, as SPEC §3 transactions (operationType `buy`, one incoming transfer of what was
 * bought). One page (at most 50); `next` is null. Not cached (`no-store`), as SPEC §7 says of the
 * onramp history.
 */
async function onrampHistory(c: Context, sessions: OnrampSessions, provider: string) {
  const account = c.req.param('account') ?? ''
  const address = account.includes(':') ? (account.split(':').pop() ?? '') : account
  if (!/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/.test(address))
    throw httpError(400, 'Invalid address')
  const chainId = c.req.query('chainId')
  const list = (await sessions.completedFor(address)).filter(
    (s) =>
      s.provider === provider &&
      (chainId === undefined || s.network === chainId || s.network === `eip155:${chainId}`),
  )
  c.header('cache-control', 'no-store')
  return c.json({
    data: list.map((s) => ({
      id: s.txHash ?? s.id,
      metadata: {
        operationType: 'buy',
        hash: s.txHash ?? '',
        minedAt: new Date(s.updatedAt).toISOString(),
        sentFrom: s.provider,
        sentTo: s.destination,
        status: 'confirmed',
        nonce: 0,
        chain: s.network,
      },
      transfers: [
        {
          fungible_info: {
            name: s.asset,
            symbol: s.asset,
            icon: { url: `/public/getTokenImage/${encodeURIComponent(s.asset)}` },
            verified: true,
          },
          direction: 'in',
          quantity: { numeric: s.purchaseAmount },
        },
      ],
    })),
    next: null,
  })
}
