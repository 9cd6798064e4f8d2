/**
 * SPEC §7 onramp endpoints (issue 16), over the configured providers (the built-in `sandbox`):
 * - `GET /v1/onramp/options` → the providers and their payment currencies (SPEC §9 limits) and assets
 * - `POST /v1/onramp/quote` `{ purchaseCurrency, paymentCurrency, amount, network }` → SPEC §3 quote
 * - `POST /v1/generators/onrampurl` `{ destinationWallets: [{ address, blockchains?, assets? }],
 *   defaultNetwork, defaultAsset, presetFiatAmount, fiatCurrency? }` → `{ url, sessionId }`: a
 *   checkout session, the URL the dialog opens in a new tab
 * - `GET /v1/onramp/sessions/:id` → the purchase's status (pending, completed, declined, failed)
 * - `POST /v1/onramp/webhook/:provider` → the provider's signed call; a bad signature or a stale
 *   timestamp is 401 and changes nothing; an event already applied changes nothing
 */
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { httpError, parseOr400 } from '../util/httpError.js'
import type { OnrampProvider } from './OnrampProvider.js'
import type { OnrampSessions } from './onrampSessions.js'

const quoteSchema = z.object({
  purchaseCurrency: z.string().max(16),
  paymentCurrency: z.string().max(8),
  amount: z.union([z.string().max(20), z.number()]),
  network: z.string().max(64),
})
const urlSchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().max(100),
        blockchains: z.array(z.string().max(64)).max(10).optional(),
        assets: z.array(z.string().max(16)).max(10).optional(),
      }),
    )
    .min(1)
    .max(5),
  defaultNetwork: z.string().max(64),
  defaultAsset: z.string().max(16),
  presetFiatAmount: z.union([z.string().max(20), z.number()]),
  fiatCurrency: z.string().max(8).default('USD'),
  partnerUserId: z.string().max(100).optional(),
  defaultExperience: z.string().max(20).optional(),
})

const amountText = (v: string | number) => (typeof v === 'number' ? String(v) : v)

export function onrampRoutes(deps: { providers: OnrampProvider[]; sessions: OnrampSessions }) {
  const app = new Hono()
  const provider = deps.providers[0]
  const byId = new Map(deps.providers.map((p) => [p.id, p]))
  const requireProvider = () => {
    if (!provider) throw httpError(404, 'Onramp is not configured on this server')
    return provider
  }

  app.get('/v1/onramp/options', (c) => {
    const p = requireProvider()
    return c.json({ providers: deps.providers.map((x) => ({ id: x.id, name: x.name })), ...p.options() })
  })

  app.post('/v1/onramp/quote', async (c) => {
    const p = requireProvider()
    const body = parseOr400(quoteSchema, await c.req.json().catch(() => undefined))
    c.header('cache-control', 'no-store')
    return c.json(p.quote({ ...body, amount: amountText(body.amount) }))
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const p = requireProvider()
    const body = parseOr400(urlSchema, await c.req.json().catch(() => undefined))
    const wallet = body.destinationWallets.find(
      (w) => !w.blockchains || w.blockchains.includes(body.defaultNetwork),
    )
    if (!wallet) throw httpError(400, 'No destination wallet for the default network')
    if (body.defaultNetwork.startsWith('eip155:') && !isAddress(wallet.address, { strict: false }))
      throw httpError(400, 'Invalid destination address')
    if (body.defaultNetwork.startsWith('solana:') && !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(wallet.address))
      throw httpError(400, 'Invalid destination address')
    const destination = body.defaultNetwork.startsWith('eip155:')
      ? getAddress(wallet.address)
      : wallet.address
    const session = await p.createSession({
      network: body.defaultNetwork,
      asset: body.defaultAsset,
      destination,
      paymentCurrency: body.fiatCurrency.toUpperCase(),
      amount: amountText(body.presetFiatAmount),
    })
    c.header('cache-control', 'no-store')
    return c.json({ url: session.url, sessionId: session.id })
  })

  app.get('/v1/onramp/sessions/:id', async (c) => {
    const s = await deps.sessions.get(c.req.param('id').slice(0, 64))
    if (!s) throw httpError(404, 'No such purchase')
    c.header('cache-control', 'no-store')
    return c.json({
      id: s.id,
      provider: s.provider,
      status: s.status,
      asset: s.asset,
      network: s.network,
      destination: s.destination,
      purchaseAmount: s.purchaseAmount,
      paymentTotal: s.paymentTotal,
      paymentCurrency: s.paymentCurrency,
      txHash: s.txHash,
    })
  })

  app.post('/v1/onramp/webhook/:provider', async (c) => {
    const p = byId.get(c.req.param('provider'))
    if (!p) throw httpError(404, 'Unknown provider')
    const raw = await c.req.text()
    const event = p.parseWebhook(c.req.raw.headers, raw)
    const result = await deps.sessions.settle(event)
    return c.json({ ok: true, result })
  })

  return app
}
