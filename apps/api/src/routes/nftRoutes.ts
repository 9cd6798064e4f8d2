/**
 * The account's NFTs (`GET /v1/account/:address/nfts?chainId=eip155:N&cursor=`): its current
 * holdings from the indexed transfers (ERC-721 and ERC-1155: what came in minus what went out),
 * 20 per page by contract and token id, with collection names, metadata (cached in the database)
 * and the spam flag. Images go through `GET /v1/nft/image/:chainId/:contract/:tokenId`, which
 * passes only PNG, JPEG, GIF, WebP and SVG, with headers that keep an SVG from running anything
 * (nosniff, a CSP without scripts, sandboxed) even when opened directly.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { type ChainClients, parseChainId } from '../chain/chainClients.js'
import type { Indexer } from '../chain/createIndexer.js'
import type { TokenInfo } from '../chain/createTokenInfo.js'
import { isNftSpam } from '../chain/isNftSpam.js'
import type { Db } from '../db/Db.js'
import type { NftMetadataStore } from '../nft/createNftMetadata.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import { requireAddress } from './blockchainRoutes.js'
import { nftImagePath } from './historyRoutes.js'

const PAGE = 20
const tokenIdSchema = z.string().regex(/^\d{1,78}$/)
const cursorSchema = z.object({ c: z.string().regex(/^0x[0-9a-f]{40}$/), t: tokenIdSchema })
export const NFT_IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'content-disposition': 'inline',
  'cache-control': 'public, max-age=300',
}

function decodeCursor(raw: string): { c: string; t: string } {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString()))
  } catch {
    throw httpError(400, 'Invalid cursor')
  }
}

export function nftRoutes(deps: {
  db: Db
  chains: ChainClients
  indexer: Indexer
  tokens: TokenInfo
  metadata: NftMetadataStore
}) {
  const app = new Hono()
  app.get('/v1/account/:account/nfts', async (c) => {
    const address = requireAddress(c.req.param('account')).toLowerCase()
    const chainId = parseChainId(c.req.query('chainId'))
    if (chainId === undefined) throw httpError(400, 'chainId is required')
    const raw = c.req.query('cursor')
    const cursor = raw ? decodeCursor(raw) : undefined
    const chain = deps.chains.get(chainId)
    if (!chain) return c.json({ data: [], next: null })
    await deps.indexer.step()
    const params: unknown[] = [address, chainId]
    if (cursor) params.push(cursor.c, cursor.t)
    const held = await deps.db.query<{
      token_address: string
      id_text: string
      kind: 'erc721' | 'erc1155'
      quantity: string
    }>(
      // one order for the page and its cursor: the contract, then the token id as a number. The
      // text form of the id is named id_text: an output column named token_id is what a bare
      // `order by token_id` sorts by, in text order (1, 10…19, 2), while the cursor compared
      // numbers and skipped tokens 3–9
      `select token_address, h.token_id::text as id_text, min(kind) as kind,
         sum(case when to_address = $1 then amount else 0 end - case when from_address = $1 then amount else 0 end)::text
           as quantity
       from chain_transfers h
       where chain_id = $2 and h.token_id is not null and kind in ('erc721', 'erc1155')
         and (from_address = $1 or to_address = $1)
         ${cursor ? 'and (token_address, h.token_id) > ($3, $4::numeric)' : ''}
       group by token_address, h.token_id
       having sum(case when to_address = $1 then amount else 0 end - case when from_address = $1 then amount else 0 end) > 0
       order by token_address, h.token_id limit ${PAGE + 1}`,
      params,
    )
    const page = held.slice(0, PAGE)
    const spam = await isNftSpam(
      deps.db,
      chain.config,
      page.map((h) => h.token_address),
    )
    const data = await Promise.all(
      page.map(async (h) => {
        const [collection, meta] = await Promise.all([
          deps.tokens.get(chain, h.token_address),
          deps.metadata.get({ chainId, client: chain.client }, h.token_address, h.id_text, h.kind),
        ])
        const collectionName = collection.name ?? 'Unknown collection'
        return {
          chain: `eip155:${chainId}`,
          contract: h.token_address,
          tokenId: h.id_text,
          standard: h.kind,
          collection: { name: collectionName, ...(collection.symbol ? { symbol: collection.symbol } : {}) },
          name: meta.name ?? `${collectionName} #${h.id_text}`,
          ...(meta.description ? { description: meta.description } : {}),
          imageUrl: meta.imageUrl ? nftImagePath(chainId, h.token_address, h.id_text) : null,
          quantity: h.quantity,
          is_spam: spam.get(h.token_address) ?? true,
        }
      }),
    )
    const last = page[page.length - 1]
    return c.json({
      data,
      next:
        held.length > PAGE && last
          ? Buffer.from(JSON.stringify({ c: last.token_address, t: last.id_text })).toString('base64url')
          : null,
    })
  })

  const imageParams = z.object({
    chainId: z.string(),
    contract: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    tokenId: tokenIdSchema,
  })
  app.get('/v1/nft/image/:chainId/:contract/:tokenId', async (c) => {
    const p = parseOr400(imageParams, c.req.param())
    const chainId = parseChainId(p.chainId)!
    const chain = deps.chains.get(chainId)
    if (!chain) throw httpError(404, 'Unknown chain')
    const contract = p.contract.toLowerCase()
    const [known] = await deps.db.query<{ kind: 'erc721' | 'erc1155' }>(
      `select kind from chain_transfers where chain_id = $1 and token_address = $2 and token_id = $3
         and kind in ('erc721', 'erc1155') limit 1`,
      [chainId, contract, p.tokenId],
    )
    // only tokens the indexer has seen: the route cannot be made to read any contract's URI
    if (!known) throw httpError(404, 'Unknown token')
    const image = await deps.metadata.image(
      { chainId, client: chain.client },
      contract,
      p.tokenId,
      known.kind,
    )
    // one answer whatever the reason: the reason told a caller what this server can reach
    // (the server is no probe of its network)
    if ('error' in image) return c.json({ error: 'No image' }, 404, NFT_IMAGE_HEADERS)
    return c.body(new Uint8Array(image.body), 200, {
      ...NFT_IMAGE_HEADERS,
      'content-type': image.contentType,
    })
  })
  return app
}
