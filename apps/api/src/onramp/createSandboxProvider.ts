/**
 * The built-in onramp providers: each sells the configured chains' native coins and
 * listed tokens (priced from the server's price table) in its namespaces, for USD or EUR within
 * SPEC §9's fallback limits (card 10–7500, bank 10–25000), with its own fees and webhook secret
 * (SPEC §9: two providers, one for eip155, another for eip155 and solana). They share one checkout
 * page (sandboxCheckoutRoutes.ts) served under its own origin; their webhooks are signed
 * (webhookSignature.ts). Nothing here moves money: the checkout pays out from a devnet faucet
 * account when a person approves there.
 */
import { randomBytes } from 'node:crypto'
import type { ChainConfig } from '../config/apiConfig.js'
import { httpError } from '../util/httpError.js'
import type { OnrampEvent, OnrampOptions, OnrampProvider, OnrampQuote } from './OnrampProvider.js'
import type { OnrampSessions } from './onrampSessions.js'
import { checkWebhookSignature, SIGNATURE_HEADER } from './webhookSignature.js'

/** SPEC §9 onramp fallback limits, per payment method (in the payment currency) */
export const ONRAMP_LIMITS = [
  { id: 'card', min: '10', max: '7500' },
  { id: 'bank', min: '10', max: '25000' },
] as const

export interface SandboxConfig {
  id: string
  name: string
  webhookSecret: string
  checkoutOrigin: string
  feePercent: number
  networkFeeUsd: number
  fiatRates: Record<string, number>
  /** the namespaces it sells in (CAIP-2 prefixes) */
  namespaces: readonly string[]
}

export interface SandboxAsset {
  symbol: string
  name: string
  /** CAIP-2 */
  network: string
  /** the eip155 chain id (0 for a Solana ledger) */
  chainId: number
  /** an ERC-20's address; absent for the native coin */
  token?: `0x${string}`
  decimals: number
  priceUsd: number
}

/**
 * what the sandbox sells: each chain's native coin and listed tokens that have a price, and SOL on
 * the Solana ledger when one is configured
 */
export function sandboxAssets(
  chains: ChainConfig[],
  prices: Record<string, number>,
  solana?: { network: string },
): SandboxAsset[] {
  const sol: SandboxAsset[] =
    solana && (prices.SOL ?? 0) > 0
      ? [
          {
            symbol: 'SOL',
            name: 'Solana',
            network: solana.network,
            chainId: 0,
            decimals: 9,
            priceUsd: prices.SOL!,
          },
        ]
      : []
  return [
    ...chains.flatMap((c) => {
      const network = `eip155:${c.chainId}`
      const native = {
        symbol: c.nativeCurrency.symbol,
        name: c.nativeCurrency.name,
        network,
        chainId: c.chainId,
        decimals: c.nativeCurrency.decimals,
      }
      return [
        native,
        ...c.tokens.map((t) => ({
          symbol: t.symbol,
          name: t.name,
          network,
          chainId: c.chainId,
          token: t.address as `0x${string}`,
          decimals: t.decimals,
        })),
      ]
        .map((a) => ({ ...a, priceUsd: prices[a.symbol.toUpperCase()] ?? 0 }))
        .filter((a) => a.priceUsd > 0)
    }),
    ...sol,
  ]
}

const money = (amount: number, currency: string, digits = 2) => ({
  amount: amount.toFixed(digits),
  currency,
})

export function createSandboxProvider(deps: {
  config: SandboxConfig
  assets: SandboxAsset[]
  sessions: OnrampSessions
  now: () => number
}): OnrampProvider {
  const { config } = deps
  const assets = deps.assets.filter((a) => config.namespaces.includes(a.network.split(':')[0]!))
  const assetOf = (symbol: string, network: string) =>
    assets.find((a) => a.symbol.toUpperCase() === symbol.toUpperCase() && a.network === network)
  const quote: OnrampProvider['quote'] = ({ purchaseCurrency, paymentCurrency, amount, network }) => {
    const currency = paymentCurrency.toUpperCase()
    const rate = config.fiatRates[currency]
    if (!rate) throw httpError(400, `Unsupported payment currency: ${paymentCurrency.slice(0, 10)}`)
    const asset = assetOf(purchaseCurrency, network)
    if (!asset) throw httpError(400, 'This asset is not sold on this network')
    const total = Number(amount)
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || !Number.isFinite(total))
      throw httpError(400, 'Invalid amount')
    const min = Number(ONRAMP_LIMITS[0].min)
    const max = Math.max(...ONRAMP_LIMITS.map((l) => Number(l.max)))
    if (total < min) throw httpError(400, `The minimum is ${min} ${currency}`)
    if (total > max) throw httpError(400, `The maximum is ${max} ${currency}`)
    const fee = (total * config.feePercent) / 100
    const networkFee = config.networkFeeUsd / rate
    const subtotal = total - fee - networkFee
    const units = (subtotal * rate) / asset.priceUsd
    const digits = Math.min(asset.decimals, 8)
    return {
      coinbaseFee: money(fee, currency),
      networkFee: money(networkFee, currency),
      paymentSubtotal: money(subtotal, currency),
      paymentTotal: money(total, currency),
      purchaseAmount: {
        amount: (Math.floor(units * 10 ** digits) / 10 ** digits).toFixed(digits),
        currency: asset.symbol,
      },
      quoteId: randomBytes(8).toString('hex'),
    } satisfies OnrampQuote
  }
  return {
    id: config.id,
    name: config.name,
    options(): OnrampOptions {
      return {
        paymentCurrencies: Object.keys(config.fiatRates).map((id) => ({
          id,
          limits: ONRAMP_LIMITS.map((l) => ({ ...l })),
        })),
        purchaseCurrencies: [...new Set(assets.map((a) => a.symbol))].map((symbol) => ({
          id: symbol,
          name: assets.find((a) => a.symbol === symbol)!.name,
          networks: assets
            .filter((a) => a.symbol === symbol)
            .map((a) => ({
              name: a.network,
              chainId: a.network,
              ...(a.token ? { contractAddress: a.token } : {}),
            })),
        })),
      }
    },
    quote,
    async createSession(r) {
      const q = quote({
        purchaseCurrency: r.asset,
        paymentCurrency: r.paymentCurrency,
        amount: r.amount,
        network: r.network,
      })
      const s = await deps.sessions.create({
        ...r,
        provider: config.id,
        purchaseAmount: q.purchaseAmount.amount,
        paymentTotal: q.paymentTotal.amount,
      })
      return { id: s.id, url: `${config.checkoutOrigin.replace(/\/+$/, '')}/sandbox/checkout/${s.id}` }
    },
    parseWebhook(headers, rawBody): OnrampEvent {
      const why = checkWebhookSignature(
        config.webhookSecret,
        headers.get(SIGNATURE_HEADER),
        rawBody,
        deps.now(),
      )
      if (why) throw httpError(401, why)
      let body: { id?: unknown; data?: { sessionId?: unknown; status?: unknown; txHash?: unknown } }
      try {
        body = JSON.parse(rawBody)
      } catch {
        throw httpError(400, 'Invalid webhook body')
      }
      const status = body.data?.status
      if (
        typeof body.id !== 'string' ||
        typeof body.data?.sessionId !== 'string' ||
        (status !== 'completed' && status !== 'declined' && status !== 'failed')
      )
        throw httpError(400, 'Invalid webhook body')
      const txHash = body.data.txHash
      return {
        eventId: body.id,
        sessionId: body.data.sessionId,
        status,
        // an eip155 transaction hash or a Solana signature (base58, 64 bytes)
        ...(typeof txHash === 'string' && /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{86,88})$/.test(txHash)
          ? { txHash }
          : {}),
      }
    },
  }
}
