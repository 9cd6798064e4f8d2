/**
 * SPEC §7 blockchain API: supported chains, identity, balance, fungible price and the RPC proxy.
 * Supported chains are serialized once (ETag, short Cache-Control); balances go through the
 * per-head balance cache (SPEC §9 30 s, `forceUpdate` reads again); identity through the cached
 * name store (SPEC §9 5 min).
 */
import { fungiblePriceRequestSchema } from '@portico/core'
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { type ChainClient, type ChainClients, parseChainId } from '../chain/chainClients.js'
import { createBalanceCache } from '../chain/createBalanceCache.js'
import { readBalances } from '../chain/readBalances.js'
import { screenRpcBody } from '../chain/rpcAllowlist.js'
import type { ApiConfig } from '../config/apiConfig.js'
import type { Projects } from '../config/createProjects.js'
import { cachedJson, cachedJsonResponse } from '../http/cachedJson.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import type { NameStore } from './nameStore.js'

export function requireAddress(v: string): `0x${string}` {
  const raw = v.includes(':') ? v.split(':').pop()! : v
  if (!isAddress(raw, { strict: false })) throw httpError(400, 'Invalid address')
  return getAddress(raw)
}

export function blockchainRoutes(deps: {
  config: ApiConfig
  chains: ChainClients
  names: NameStore
  projects: Projects
}) {
  const app = new Hono()
  const { config, chains } = deps
  const balances = createBalanceCache<ChainClient>({
    head: (t) => t.client.getBlockNumber({ cacheTime: 0 }),
    read: (t, address) => readBalances(t.client, t.config, address, config.prices),
  })

  const supportedChains = cachedJson({
    http: chains.all().map((x) => `eip155:${x.config.chainId}`),
    ws: chains
      .all()
      .filter((x) => x.config.wsUrl)
      .map((x) => `eip155:${x.config.chainId}`),
  })
  app.get('/v1/supported-chains', (c) => cachedJsonResponse(supportedChains, c.req))

  app.get('/v1/identity/:address', async (c) => {
    const address = requireAddress(c.req.param('address'))
    const record = await deps.names.primaryFor(address)
    return c.json({ name: record?.name ?? null, avatar: record?.attributes.avatar ?? null })
  })

  app.get('/v1/account/:address/balance', async (c) => {
    const address = requireAddress(c.req.param('address'))
    const currency = (c.req.query('currency') ?? 'usd').toLowerCase()
    if (currency !== 'usd') throw httpError(400, 'Unsupported currency')
    const chainId = parseChainId(c.req.query('chainId'))
    const targets = chainId === undefined ? chains.all() : [chains.require(chainId)]
    const force = c.req.query('forceUpdate') === 'true'
    try {
      const lists = await Promise.all(targets.map((t) => balances.get(t, address, { force })))
      return c.json({ balances: lists.flat() })
    } catch {
      throw httpError(502, 'Chain unavailable')
    }
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = parseOr400(fungiblePriceRequestSchema, await c.req.json().catch(() => undefined))
    const fungibles: { name: string; symbol: string; iconUrl: string; price: number }[] = []
    for (const caip10 of body.addresses) {
      const [, id, addr] = caip10.split(':')
      const chain = chains.get(Number(id))?.config
      const token = chain?.tokens.find((t) => t.address.toLowerCase() === addr?.toLowerCase())
      const native = chain && (!addr || /^0xe{40}$/i.test(addr)) ? chain.nativeCurrency : undefined
      const found = token ?? native
      if (!found) continue
      fungibles.push({
        name: found.name,
        symbol: found.symbol,
        iconUrl: `/public/getTokenImage/${found.symbol}`,
        price: config.prices[found.symbol.toUpperCase()] ?? 0,
      })
    }
    return c.json({ fungibles })
  })

  // SPEC §7 "Blockchain RPC": POST /v1/?chainId=&projectId= forwards JSON-RPC (single or batch),
  // only the methods of RPC_ALLOWED_METHODS (the others are refused per request)
  app.post('/v1', async (c) => {
    const projectId = c.req.query('projectId')
    if (!projectId) throw httpError(400, 'Invalid request: projectId is required')
    if (!/^[\w-]{1,128}$/.test(projectId))
      throw httpError(400, 'Invalid request: projectId must be letters, digits, - or _')
    if (!deps.projects.known(projectId)) throw httpError(403, 'Unknown projectId')
    const { config: chain } = chains.require(parseChainId(c.req.query('chainId')) ?? -1)
    let parsed: unknown
    try {
      parsed = JSON.parse(await c.req.text())
    } catch {
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }, 400)
    }
    const screened = screenRpcBody(parsed)
    if ('invalid' in screened)
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: screened.invalid } }, 400)
    const { forward, refused, batch } = screened
    if (forward.length === 0) return c.json(batch ? refused : refused[0])
    let res: Response
    try {
      res = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch ? forward : forward[0]),
        signal: AbortSignal.timeout(10_000),
      })
    } catch {
      throw httpError(502, 'RPC unavailable')
    }
    if (refused.length === 0)
      return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json' } })
    // a batch with refused requests: the node's answers, then the refusals (JSON-RPC matches by id)
    const answers: unknown = await res.json().catch(() => [])
    return c.json([...(Array.isArray(answers) ? answers : [answers]), ...refused])
  })
  return app
}
