/**
 * SPEC §7 onramp endpoints, over the configured providers (the built-in sandboxes):
 * - `GET /v1/onramp/options` → the providers (with the networks each sells on), the payment
 *   currencies (SPEC §9 limits) and the assets, merged over the providers
 * - `POST /v1/onramp/quote` `{ purchaseCurrency, paymentCurrency, amount, network, provider? }` →
 *   SPEC §3 quote from the named provider, else the best one (the most crypto), with `provider`
 * - `POST /v1/onramp/quotes` (same body, no provider) → `{ quotes }`: every provider's quote that
 *   sells on the network, best first, so the dialog can compare them
 * - `POST /v1/generators/onrampurl` `{ destinationWallets: [{ address, blockchains?, assets? }],
 *   defaultNetwork, defaultAsset, presetFiatAmount, fiatCurrency?, provider? }` →
 *   `{ url, sessionId, provider }`: a checkout session with the named provider (else the first that
 *   sells on the network), the URL the dialog opens in a new tab
 * - `GET /v1/onramp/sessions/:id` → the purchase's status (pending, completed, declined, failed)
 * - `POST /v1/onramp/webhook/:provider` → the provider's signed call; a bad signature or a stale
 *   timestamp is 401 and changes nothing; an event already applied, or one about another
 *   provider's purchase, changes nothing
 */
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { httpError, parseOr400 } from '../util/httpError.js'
import type { OnrampOptions, OnrampProvider, OnrampQuote } from './OnrampProvider.js'
import type { OnrampSessions } from './onrampSessions.js'

const quoteSchema = z.object({
  purchaseCurrency: z.string().max(16),
  paymentCurrency: z.string().max(8),
  amount: z.union([z.string().max(20), z.number()]),
  network: z.string().max(64),
  provider: z.string().max(32).optional(),
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
  provider: z.string().max(32).optional(),
})

const amountText = (v: string | number) => (typeof v === 'number' ? String(v) : v)

/** the options of several providers as one: currencies and assets merged, limits widened */
function mergeOptions(all: OnrampOptions[]): OnrampOptions {
  const pay = new Map<string, Map<string, { id: 'card' | 'bank'; min: string; max: string }>>()
  const buy = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
  for (const o of all) {
    for (const c of o.paymentCurrencies) {
      const limits = pay.get(c.id) ?? new Map()
      for (const l of c.limits) {
        const had = limits.get(l.id)
        limits.set(
          l.id,
          had
            ? {
                id: l.id,
                min: String(Math.min(Number(had.min), Number(l.min))),
                max: String(Math.max(Number(had.max), Number(l.max))),
              }
            : { ...l },
        )
      }
      pay.set(c.id, limits)
    }
    for (const c of o.purchaseCurrencies) {
      const had = buy.get(c.id)
      const networks = [...(had?.networks ?? [])]
      for (const n of c.networks) if (!networks.some((m) => m.chainId === n.chainId)) networks.push(n)
      buy.set(c.id, { ...c, networks })
    }
  }
  return {
    paymentCurrencies: [...pay].map(([id, limits]) => ({ id, limits: [...limits.values()] })),
    purchaseCurrencies: [...buy.values()],
  }
}

const networksOf = (o: OnrampOptions) => [
  ...new Set(o.purchaseCurrencies.flatMap((c) => c.networks.map((n) => n.chainId))),
]

export function onrampRoutes(deps: { providers: OnrampProvider[]; sessions: OnrampSessions }) {
  const app = new Hono()
  const byId = new Map(deps.providers.map((p) => [p.id, p]))
  const sellsOn = (p: OnrampProvider, network: string) => networksOf(p.options()).includes(network)
  /** the named provider, or every provider that sells on the network */
  const providersFor = (network: string, id?: string): OnrampProvider[] => {
    if (deps.providers.length === 0) throw httpError(404, 'Onramp is not configured on this server')
    if (id !== undefined) {
      const p = byId.get(id)
      if (!p) throw httpError(400, 'Unknown provider')
      return [p]
    }
    const ps = deps.providers.filter((p) => sellsOn(p, network))
    if (ps.length === 0) throw httpError(400, 'This asset is not sold on this network')
    return ps
  }
  /** every provider's quote, best (the most crypto) first; the first refusal when none quotes */
  const quotesFor = (q: z.infer<typeof quoteSchema>) => {
    const quotes: (OnrampQuote & { provider: { id: string; name: string } })[] = []
    let refusal: unknown
    for (const p of providersFor(q.network, q.provider)) {
      try {
        const quote = p.quote({ ...q, amount: amountText(q.amount) })
        quotes.push({ ...quote, provider: { id: p.id, name: p.name } })
      } catch (e) {
        refusal ??= e
      }
    }
    if (quotes.length === 0) throw refusal
    return quotes.sort((a, b) => Number(b.purchaseAmount.amount) - Number(a.purchaseAmount.amount))
  }

  app.get('/v1/onramp/options', (c) => {
    if (deps.providers.length === 0) throw httpError(404, 'Onramp is not configured on this server')
    return c.json({
      providers: deps.providers.map((x) => ({ id: x.id, name: x.name, networks: networksOf(x.options()) })),
      ...mergeOptions(deps.providers.map((p) => p.options())),
    })
  })

  app.post('/v1/onramp/quote', async (c) => {
    const body = parseOr400(quoteSchema, await c.req.json().catch(() => undefined))
    c.header('cache-control', 'no-store')
    return c.json(quotesFor(body)[0])
  })

  app.post('/v1/onramp/quotes', async (c) => {
    const body = parseOr400(quoteSchema, await c.req.json().catch(() => undefined))
    c.header('cache-control', 'no-store')
    return c.json({ quotes: quotesFor({ ...body, provider: undefined }) })
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const body = parseOr400(urlSchema, await c.req.json().catch(() => undefined))
    const p = providersFor(body.defaultNetwork, body.provider)[0]!
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
    return c.json({ url: session.url, sessionId: session.id, provider: p.id })
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
    // a provider settles only its own purchases
    const s = await deps.sessions.get(event.sessionId)
    if (!s || s.provider !== p.id) throw httpError(404, 'No such purchase')
    const result = await deps.sessions.settle({ ...event, provider: p.id })
    return c.json({ ok: true, result })
  })

  return app
}
