/**
 * The Buy screens' flow (SPEC §2 onramp, §3 onramp quote, §9 limits and restricted time zones),
 * plain functions over the instance: what can be bought on the active network from the API's
 * options (SPEC §9 fallback limits when it gives none), the amount checked against the limits of
 * the currency and payment method with clear messages, a quote (provider fee, network fee,
 * subtotal, total, purchase amount), then a checkout session whose URL the dialog opens in a new
 * tab (never a frame), and the purchase followed until the provider says it is completed,
 * declined or failed. A completed purchase refreshes the balance; the payout shows in Activity.
 */
import { ONRAMP_FALLBACK_LIMITS, RESTRICTED_TIMEZONES } from '../../constants/onrampConstants.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import type { Portico } from '../../portico/Portico.js'
import { explorerTxUrl } from '../../utils/explorerUrl.js'
import { activeAccount } from '../activeAccount.js'
import { onrampApi } from './onrampApi.js'
import { type OnrampMethod, type OnrampState, onrampState } from './onrampState.js'

/** how often the purchase's status is asked while the checkout tab is open */
export const ONRAMP_POLL_MS = 1_500
const EUROZONE = new Set('AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES'.split(' '))

export const onrampStateOf = onrampState.stateOf
const { patch } = onrampState

/** SPEC §9: no onramp in these time zones */
export function isRestrictedTimeZone(timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): boolean {
  return (RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone)
}

/**
 * EUR when the region of the first language tag that names one is a euro country, else USD. The
 * tags, best first: the host's `locale` option (e.g. 'en-IE': English texts, euros), the page's
 * `<html lang>`, the browser's languages; a tag without a region ('fr') counts by its likely one.
 */
export function defaultOnrampCurrency(...tags: (string | undefined)[]): string {
  const locales = tags.flatMap((t) => {
    try {
      return t ? [new Intl.Locale(t)] : []
    } catch {
      return []
    }
  })
  const region = (locales.find((l) => l.region) ?? locales[0])?.maximize().region
  return region && EUROZONE.has(region) ? 'EUR' : 'USD'
}

/** the language tags the onramp currency follows (defaultOnrampCurrency) */
const pageLanguages = (portico: Portico) => [
  portico.options.locale,
  globalThis.document?.documentElement.lang,
  ...(globalThis.navigator?.languages ?? []),
]

/** the limits of the chosen currency and method (the API's, else SPEC §9's fallback) */
export function onrampLimitsOf(s: Pick<OnrampState, 'currencies' | 'currency' | 'method'>): {
  min: number
  max: number
} {
  const fromApi = s.currencies.find((c) => c.id === s.currency)?.limits.find((l) => l.id === s.method)
  return fromApi ?? ONRAMP_FALLBACK_LIMITS[s.method]
}

export async function loadOnramp(portico: Portico): Promise<void> {
  const a = activeAccount(portico)
  if (!a) return
  const current = onrampStateOf(portico)
  if (current.caipNetworkId !== a.network.caipNetworkId || current.owner !== a.address)
    onrampState.reset(portico, {
      caipNetworkId: a.network.caipNetworkId,
      owner: a.address,
      currency: defaultOnrampCurrency(...pageLanguages(portico)),
    })
  if (isRestrictedTimeZone()) {
    patch(portico, { problem: { key: 'restricted' } })
    return
  }
  patch(portico, { loading: true })
  try {
    const options = await onrampApi(await portico.getApi()).options()
    const currencies = options.paymentCurrencies
      .filter((c) => (ONRAMP_FALLBACK_LIMITS.currencies as readonly string[]).includes(c.id))
      .map((c) => ({
        id: c.id,
        limits: c.limits
          .filter((l): l is typeof l & { id: OnrampMethod } => l.id === 'card' || l.id === 'bank')
          .map((l) => ({ id: l.id, min: Number(l.min), max: Number(l.max) }))
          .filter((l) => Number.isFinite(l.min) && Number.isFinite(l.max) && l.min > 0 && l.max >= l.min),
      }))
    const assets = options.purchaseCurrencies
      .filter((c) => c.networks.some((n) => n.chainId === a.network.caipNetworkId))
      .map((c) => c.id)
    const s = onrampStateOf(portico)
    const native = a.network.nativeCurrency.symbol
    patch(portico, {
      loading: false,
      currencies,
      assets,
      ...(options.providers?.[0] ? { provider: options.providers[0] } : {}),
      currency: currencies.some((c) => c.id === s.currency) ? s.currency : (currencies[0]?.id ?? 'USD'),
      ...(assets.length === 0 ? { problem: { key: 'unsupported' } } : { problem: undefined }),
      asset: s.asset && assets.includes(s.asset) ? s.asset : assets.includes(native) ? native : assets[0],
    })
  } catch {
    patch(portico, { loading: false, problem: { key: 'unavailable' } })
  }
}

export function setOnrampAmount(portico: Portico, value: string) {
  const v = value.replace(',', '.')
  if (v !== '' && !/^\d{0,9}(\.\d{0,2})?$/.test(v)) return
  patch(portico, { amount: v, ...stale(portico) })
}
export const setOnrampCurrency = (portico: Portico, currency: string) =>
  patch(portico, { currency, ...stale(portico) })
export const setOnrampMethod = (portico: Portico, method: OnrampMethod) =>
  patch(portico, { method, ...stale(portico) })
export const setOnrampAsset = (portico: Portico, asset: string) =>
  patch(portico, { asset, ...stale(portico) })

/** picks another provider's offer for the checkout (SPEC §9: the providers' quotes compared) */
export function setOnrampProvider(portico: Portico, id: string) {
  const s = onrampStateOf(portico)
  const offer = s.offers?.find((o) => o.provider.id === id)
  if (offer)
    patch(portico, { chosen: id, provider: offer.provider, quote: { ...offer.quote, for: quoteKey(s) } })
}

/** what a change of input makes stale: the quotes, and an amount problem */
const stale = (portico: Portico): Partial<OnrampState> => ({
  quote: undefined,
  offers: undefined,
  ...keepBlocking(portico),
})

/** a change of input clears an amount problem, not one that blocks the screen */
function keepBlocking(portico: Portico): Partial<OnrampState> {
  const p = onrampStateOf(portico).problem
  return p && (p.key === 'belowMin' || p.key === 'aboveMax') ? { problem: undefined } : {}
}

const quoteKey = (s: OnrampState) => `${s.amount}|${s.currency}|${s.method}|${s.asset}`

/**
 * the providers' quotes for what is chosen, after the SPEC §9 limits are checked: the chosen
 * provider's (else the best) becomes the quote
 */
export async function fetchOnrampQuote(portico: Portico): Promise<void> {
  const a = activeAccount(portico)
  const s = onrampStateOf(portico)
  const amount = Number(s.amount)
  if (!a || !s.asset || !s.amount || !(amount > 0)) return
  const { min, max } = onrampLimitsOf(s)
  if (amount < min) return patch(portico, { problem: { key: 'belowMin', min, max }, quote: undefined })
  if (amount > max) return patch(portico, { problem: { key: 'aboveMax', min, max }, quote: undefined })
  const key = quoteKey(s)
  patch(portico, { quoting: true })
  try {
    const { quotes } = await onrampApi(await portico.getApi()).quotes({
      purchaseCurrency: s.asset,
      paymentCurrency: s.currency,
      amount: s.amount,
      network: a.network.caipNetworkId,
    })
    const now = onrampStateOf(portico)
    if (quoteKey(now) !== key) return
    const offers = quotes.map(({ provider, ...quote }) => ({ provider, quote }))
    const pick = offers.find((o) => o.provider.id === now.chosen) ?? offers[0]
    if (!pick) throw new Error('no quote')
    patch(portico, { quoting: false, offers, provider: pick.provider, quote: { ...pick.quote, for: key } })
  } catch (e) {
    if (quoteKey(onrampStateOf(portico)) !== key) return
    const status = isPorticoError(e, 'HTTP_STATUS') ? (e.details as { status?: number }).status : undefined
    patch(portico, { quoting: false, problem: { key: status === 400 ? 'unsupported' : 'unavailable' } })
  }
}

/**
 * Creates the checkout session for the quoted purchase; resolves its URL (http(s) only) for the
 * dialog to open in a new tab, and shows the purchase in progress.
 */
export async function startOnrampCheckout(
  portico: Portico,
  opts: { popupBlocked?: boolean } = {},
): Promise<string | undefined> {
  const a = activeAccount(portico)
  const s = onrampStateOf(portico)
  if (!a || !s.asset || !s.quote || s.quote.for !== quoteKey(s)) return undefined
  try {
    const r = await onrampApi(await portico.getApi()).checkout({
      address: a.address,
      network: a.network.caipNetworkId,
      asset: s.asset,
      amount: s.amount,
      currency: s.currency,
      ...(s.provider ? { provider: s.provider.id } : {}),
    })
    const url = new URL(r.url)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not a web address')
    patch(portico, {
      purchase: {
        id: r.sessionId,
        url: url.href,
        status: 'pending',
        purchaseAmount: s.quote.purchaseAmount.amount,
        asset: s.asset,
        ...(opts.popupBlocked ? { popupBlocked: true } : {}),
      },
    })
    if (portico.getState().router.view === 'Onramp') portico.router.push('OnrampProgress')
    return url.href
  } catch {
    patch(portico, { problem: { key: 'unavailable' } })
    return undefined
  }
}

/**
 * Follows the purchase until the provider says how it ended (or the screen is left: `stop`).
 * A completed purchase refreshes the balance.
 */
export function followOnrampPurchase(portico: Portico): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const tick = async () => {
    const p = onrampStateOf(portico).purchase
    if (stopped || !p || p.status !== 'pending') return
    try {
      const r = await onrampApi(await portico.getApi()).session(p.id)
      const now = onrampStateOf(portico).purchase
      if (stopped || now?.id !== p.id) return
      if (r.status !== 'pending') {
        const network = portico.getActiveNetwork(portico.getState().activeNamespace)
        const explorerUrl = r.txHash && network ? explorerTxUrl(network, r.txHash) : undefined
        patch(portico, {
          purchase: {
            ...now,
            status: r.status,
            purchaseAmount: r.purchaseAmount,
            ...(r.txHash ? { txHash: r.txHash } : {}),
            ...(explorerUrl ? { explorerUrl } : {}),
          },
        })
        if (r.status === 'completed') void portico.fetchBalance({ force: true })
        return
      }
    } catch {
      // the API did not answer this time: asked again
    }
    if (!stopped) timer = setTimeout(tick, ONRAMP_POLL_MS)
  }
  void tick()
  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
  }
}

/** back to the form for another purchase */
export function resetOnrampPurchase(portico: Portico) {
  patch(portico, { purchase: undefined, quote: undefined })
}
