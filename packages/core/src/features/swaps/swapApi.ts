/**
 * The convert calls of SPEC §7 the Swap screens make (in their own chunk, not the API chunk every
 * host loads): tokens, quotes and build-transaction, answers validated (zod/mini). A refusal is
 * HTTP_STATUS with its status: 400 for tokens is SPEC §8 'Network not supported for Swaps', 404 for
 * a quote is a pair without a route.
 */

import { z } from 'zod/mini'
import { commonQuery, fetchOf } from '../../api/apiClientContext.js'
import { apiFetch, buildUrl } from '../../api/apiFetch.js'
import type { PorticoApi } from '../../api/createPorticoApi.js'

const amount = z.string().check(z.regex(/^[0-9]{1,78}$/))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

const tokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string().check(z.maxLength(100)),
      symbol: z.string().check(z.maxLength(32)),
      address: z.string().check(z.regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/)),
      decimals: z.number().check(z.int(), z.nonnegative(), z.maximum(36)),
      logoUri: z.optional(z.nullable(z.string())),
    }),
  ),
})
const quotesSchema = z.object({
  quotes: z.array(
    z.object({
      fromAmount: amount,
      toAmount: amount,
      priceImpact: z.optional(z.number()),
      path: z.optional(z.array(z.string())),
      estimatedGas: z.optional(amount),
      gasPrice: z.optional(amount),
    }),
  ),
})
const txSchema = z.object({
  from: hex,
  to: hex,
  data: hex,
  value: amount,
  eip155: z.optional(z.object({ gas: z.optional(z.nullable(amount)), gasPrice: z.optional(amount) })),
})
const buildSchema = z.object({
  steps: z
    .array(z.object({ type: z.enum(['approve', 'swap']), tx: txSchema }))
    .check(z.minLength(1), z.maxLength(4)),
  quote: z.object({ fromAmount: amount, toAmount: amount, amountOutMin: amount, priceImpact: z.number() }),
})

export type SwapApiToken = z.output<typeof tokensSchema>['tokens'][number]
export type SwapBuild = z.output<typeof buildSchema>

export function swapApi(api: Pick<PorticoApi, 'blockchainContext'>) {
  const ctx = api.blockchainContext
  const f = fetchOf(ctx)
  const url = (path: string, q: Record<string, string | undefined> = {}) =>
    buildUrl(ctx.baseUrl, path, { ...commonQuery(ctx), ...q })
  return {
    tokens: (chainId: string) =>
      apiFetch(f, url('/v1/convert/tokens', { chainId }), tokensSchema).then((r) => r.tokens),
    quote: (p: { from: string; to: string; amount: bigint; exact: 'in' | 'out'; userAddress: string }) =>
      apiFetch(
        f,
        url('/v1/convert/quotes', {
          from: p.from,
          to: p.to,
          amount: p.amount.toString(),
          userAddress: p.userAddress,
          ...(p.exact === 'out' ? { exact: 'out' } : {}),
        }),
        quotesSchema,
      ).then((r) => r.quotes[0]),
    build: (p: {
      from: string
      to: string
      amount: bigint
      exact: 'in' | 'out'
      userAddress: string
      slippage: number
    }) =>
      apiFetch(f, url('/v1/convert/build-transaction'), buildSchema, {
        method: 'POST',
        body: {
          amount: p.amount.toString(),
          from: p.from,
          to: p.to,
          userAddress: p.userAddress,
          eip155: { slippage: p.slippage },
          projectId: ctx.projectId,
          ...(p.exact === 'out' ? { exact: 'out' } : {}),
        },
      }),
  }
}
