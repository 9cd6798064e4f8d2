/**
 * The onramp calls of SPEC §7 the Buy screens make (their own chunk): options, the providers'
 * quotes (compared), the checkout URL generator and the purchase's status; answers validated (zod/mini, only functions the
 * startup schemas already use: a lazy schema must not grow the shared zod module).
 */

import { z } from 'zod/mini'
import { commonQuery, fetchOf } from '../../api/apiClientContext.js'
import { apiFetch, buildUrl } from '../../api/apiFetch.js'
import type { PorticoApi } from '../../api/createPorticoApi.js'

const money = z.object({
  amount: z.string().check(z.maxLength(40)),
  currency: z.string().check(z.maxLength(16)),
})
const provider = z.object({ id: z.string().check(z.maxLength(32)), name: z.string().check(z.maxLength(60)) })
const optionsSchema = z.object({
  providers: z.optional(z.array(provider)),
  paymentCurrencies: z.array(
    z.object({
      id: z.string().check(z.maxLength(8)),
      limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string().check(z.maxLength(16)),
      networks: z.array(z.object({ chainId: z.string() })),
    }),
  ),
})
const quoteSchema = z.object({
  coinbaseFee: money,
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
  quoteId: z.string().check(z.maxLength(100)),
})
const quotesSchema = z.object({
  quotes: z.array(z.object({ ...quoteSchema.shape, provider })).check(z.maxLength(10)),
})
const urlSchema = z.object({
  url: z.string().check(z.maxLength(2000)),
  sessionId: z.string().check(z.maxLength(100)),
})
const sessionSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'completed', 'declined', 'failed']),
  purchaseAmount: z.string().check(z.maxLength(40)),
  asset: z.string().check(z.maxLength(16)),
  txHash: z.nullable(z.string().check(z.maxLength(100))),
})

export function onrampApi(api: Pick<PorticoApi, 'blockchainContext'>) {
  const ctx = api.blockchainContext
  const f = fetchOf(ctx)
  const url = (path: string) => buildUrl(ctx.baseUrl, path, commonQuery(ctx))
  const post = <T>(path: string, schema: Parameters<typeof apiFetch<T>>[2], body: unknown) =>
    apiFetch<T>(f, url(path), schema, { method: 'POST', body })
  return {
    options: () => apiFetch(f, url('/v1/onramp/options'), optionsSchema),
    /** every provider's quote, best first */
    quotes: (b: { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string }) =>
      post('/v1/onramp/quotes', quotesSchema, b),
    checkout: (b: {
      address: string
      network: string
      asset: string
      amount: string
      currency: string
      provider?: string
    }) =>
      post('/v1/generators/onrampurl', urlSchema, {
        destinationWallets: [{ address: b.address, blockchains: [b.network], assets: [b.asset] }],
        defaultNetwork: b.network,
        defaultAsset: b.asset,
        presetFiatAmount: b.amount,
        fiatCurrency: b.currency,
        ...(b.provider ? { provider: b.provider } : {}),
      }),
    session: (id: string) => apiFetch(f, url(`/v1/onramp/sessions/${encodeURIComponent(id)}`), sessionSchema),
  }
}
