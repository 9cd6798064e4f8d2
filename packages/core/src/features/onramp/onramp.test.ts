import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from '../../createPortico.js'
import { createFakeAdapter, evmNetwork } from '../../test/createFakeAdapter.js'
import {
  defaultOnrampCurrency,
  fetchOnrampQuote,
  followOnrampPurchase,
  isRestrictedTimeZone,
  loadOnramp,
  ONRAMP_POLL_MS,
  onrampLimitsOf,
  onrampStateOf,
  setOnrampAmount,
  setOnrampMethod,
  setOnrampProvider,
  startOnrampCheckout,
} from './onrampFlow.js'

const ME = '0x0000000000000000000000000000000000000001'
const SANDBOX = { id: 'sandbox', name: 'Portico Sandbox' }
const QUOTE = {
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  networkFee: { amount: '0.50', currency: 'USD' },
  paymentSubtotal: { amount: '98.00', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '0.03266666', currency: 'ETH' },
  quoteId: 'q1',
}

afterEach(() => vi.useRealTimers())

type Reply = { status: number; body: unknown }
async function connected(
  replies: Partial<Record<'options' | 'quote' | 'url' | 'session', () => Reply>> = {},
) {
  const adapter = createFakeAdapter()
  adapter.next.connect = { address: ME, chainId: 31337, connectorId: 'lab' }
  Object.assign(adapter, { capabilities: [...adapter.capabilities, 'onramp'] })
  const calls: string[] = []
  const bodies: Record<string, unknown>[] = []
  const defaults: Record<string, () => Reply> = {
    options: () => ({
      status: 200,
      body: {
        providers: [{ id: 'sandbox', name: 'Portico Sandbox' }],
        paymentCurrencies: [
          {
            id: 'USD',
            limits: [
              { id: 'card', min: '10', max: '7500' },
              { id: 'bank', min: '10', max: '25000' },
            ],
          },
          { id: 'EUR', limits: [{ id: 'card', min: '10', max: '7500' }] },
          { id: 'JPY', limits: [] },
        ],
        purchaseCurrencies: [
          { id: 'ETH', networks: [{ chainId: 'eip155:31337' }] },
          { id: 'BTC', networks: [{ chainId: 'bip122:000000000019d6689c085ae165831e93' }] },
        ],
      },
    }),
    quote: () => ({ status: 200, body: { quotes: [{ ...QUOTE, provider: SANDBOX }] } }),
    url: () => ({ status: 200, body: { url: 'http://localhost:9/sandbox/checkout/s1', sessionId: 's1' } }),
    session: () => ({
      status: 200,
      body: {
        id: 's1',
        status: 'completed',
        purchaseAmount: '0.03266666',
        asset: 'ETH',
        txHash: `0x${'a'.repeat(64)}`,
      },
    }),
  }
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname
    const kind = path.endsWith('/options')
      ? 'options'
      : path.endsWith('/quotes')
        ? 'quote'
        : path.includes('onrampurl')
          ? 'url'
          : 'session'
    calls.push(kind)
    if (init?.body) bodies.push(JSON.parse(String(init.body)))
    const r = (replies[kind] ?? defaults[kind]!)()
    return new Response(JSON.stringify(r.body), {
      status: r.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  const portico = createPortico({
    networks: [evmNetwork(31337)],
    adapters: [adapter],
    apiUrl: 'http://127.0.0.1:9',
  })
  vi.spyOn(portico, 'getApi').mockResolvedValue({
    blockchainContext: {
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'p',
      sdkType: 'appkit',
      sdkVersion: 'x',
      fetch,
    },
    checkOrigin: async () => true,
    analytics: { send: async () => undefined },
  } as never)
  await portico.connect('lab')
  return { portico, calls, bodies, adapter }
}

describe('Buy crypto (SPEC §2 onramp, §9)', () => {
  it('§9 restricted time zones (China, Hong Kong, Macau); the default currency follows the visitor’s language', () => {
    for (const tz of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'])
      expect(isRestrictedTimeZone(tz)).toBe(true)
    expect(isRestrictedTimeZone('Europe/Paris')).toBe(false)
    expect(defaultOnrampCurrency('de-DE')).toBe('EUR')
    expect(defaultOnrampCurrency('fr')).toBe('EUR')
    expect(defaultOnrampCurrency('en-US')).toBe('USD')
    expect(defaultOnrampCurrency('ja-JP')).toBe('USD')
    expect(defaultOnrampCurrency('not a tag')).toBe('USD')
    // the first tag that names a region decides; the host's locale option comes first
    expect(defaultOnrampCurrency('en-IE', 'en', 'en-US')).toBe('EUR')
    expect(defaultOnrampCurrency(undefined, 'en', 'de-AT')).toBe('EUR')
    expect(defaultOnrampCurrency(undefined, 'fr', 'en-US')).toBe('USD')
    expect(defaultOnrampCurrency(undefined, 'fr')).toBe('EUR')
    expect(defaultOnrampCurrency()).toBe('USD')
  })

  it('§9 options: USD and EUR only, what is sold on the active network, the native coin preselected; limits with the SPEC fallback', async () => {
    const { portico } = await connected()
    await loadOnramp(portico)
    const s = onrampStateOf(portico)
    expect(s.currencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(s.assets).toEqual(['ETH'])
    expect(s.asset).toBe('ETH')
    expect(s.provider).toEqual({ id: 'sandbox', name: 'Portico Sandbox' })
    expect(onrampLimitsOf({ ...s, currency: 'USD', method: 'bank' })).toEqual({
      id: 'bank',
      min: 10,
      max: 25000,
    })
    // EUR bank is not in the API's answer: SPEC §9's fallback
    expect(onrampLimitsOf({ ...s, currency: 'EUR', method: 'bank' })).toEqual({ min: 10, max: 25000 })
  })

  it('a network nothing is sold on is "unsupported"; an API that fails is "unavailable"', async () => {
    const none = await connected({
      options: () => ({ status: 200, body: { paymentCurrencies: [], purchaseCurrencies: [] } }),
    })
    await loadOnramp(none.portico)
    expect(onrampStateOf(none.portico).problem).toEqual({ key: 'unsupported' })
    const down = await connected({ options: () => ({ status: 503, body: {} }) })
    await loadOnramp(down.portico)
    expect(onrampStateOf(down.portico).problem).toEqual({ key: 'unavailable' })
  })

  it('§9 the limits are checked before a quote is asked; the SPEC §3 quote is kept for what was chosen', async () => {
    const { portico, calls } = await connected()
    await loadOnramp(portico)
    setOnrampAmount(portico, '5')
    await fetchOnrampQuote(portico)
    expect(onrampStateOf(portico).problem).toEqual({ key: 'belowMin', min: 10, max: 7500 })
    setOnrampAmount(portico, '8000')
    await fetchOnrampQuote(portico)
    expect(onrampStateOf(portico).problem).toEqual({ key: 'aboveMax', min: 10, max: 7500 })
    expect(calls.filter((c) => c === 'quote')).toEqual([])
    setOnrampMethod(portico, 'bank')
    expect(onrampStateOf(portico).problem).toBeUndefined()
    setOnrampAmount(portico, '100')
    await fetchOnrampQuote(portico)
    expect(onrampStateOf(portico).quote).toMatchObject({
      purchaseAmount: { amount: '0.03266666', currency: 'ETH' },
      for: '100|USD|bank|ETH',
    })
    for (const bad of ['1e3', '-5', '1.234', 'abc']) {
      setOnrampAmount(portico, bad)
      expect(onrampStateOf(portico).amount).toBe('100')
    }
  })

  it('the checkout URL must be a web address; the purchase is followed until it is completed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let status = 'pending'
    const { portico } = await connected({
      session: () => ({
        status: 200,
        body: {
          id: 's1',
          status,
          purchaseAmount: '0.03266666',
          asset: 'ETH',
          txHash: status === 'completed' ? `0x${'a'.repeat(64)}` : null,
        },
      }),
    })
    await loadOnramp(portico)
    setOnrampAmount(portico, '100')
    await fetchOnrampQuote(portico)
    expect(await startOnrampCheckout(portico)).toBe('http://localhost:9/sandbox/checkout/s1')
    expect(onrampStateOf(portico).purchase).toMatchObject({ id: 's1', status: 'pending' })
    const stop = followOnrampPurchase(portico)
    await vi.waitFor(() => expect(onrampStateOf(portico).purchase?.status).toBe('pending'))
    status = 'completed'
    await vi.advanceTimersByTimeAsync(ONRAMP_POLL_MS)
    await vi.waitFor(() =>
      expect(onrampStateOf(portico).purchase).toMatchObject({
        status: 'completed',
        txHash: `0x${'a'.repeat(64)}`,
      }),
    )
    stop()

    const evil = await connected({
      url: () => ({ status: 200, body: { url: 'javascript:alert(1)', sessionId: 's2' } }),
    })
    await loadOnramp(evil.portico)
    setOnrampAmount(evil.portico, '100')
    await fetchOnrampQuote(evil.portico)
    expect(await startOnrampCheckout(evil.portico)).toBeUndefined()
    expect(onrampStateOf(evil.portico).problem).toEqual({ key: 'unavailable' })
    expect(onrampStateOf(evil.portico).purchase).toBeUndefined()
  })

  it('§9 two providers: their quotes compared, the best one first; the one picked is kept when the amount changes and opens the checkout', async () => {
    const express = { id: 'express', name: 'Sandbox Express' }
    const offer = (provider: typeof SANDBOX, amount: string, fee: string) => ({
      ...QUOTE,
      coinbaseFee: { amount: fee, currency: 'USD' },
      purchaseAmount: { amount, currency: 'ETH' },
      provider,
    })
    let reply = [offer(express, '0.329', '10.00'), offer(SANDBOX, '0.327', '15.00')]
    const { portico, bodies } = await connected({
      quote: () => ({ status: 200, body: { quotes: reply } }),
    })
    await loadOnramp(portico)
    setOnrampAmount(portico, '1000')
    await fetchOnrampQuote(portico)
    let s = onrampStateOf(portico)
    expect(s.offers?.map((o) => o.provider.id)).toEqual(['express', 'sandbox'])
    expect(s.provider).toEqual(express)
    expect(s.quote?.coinbaseFee.amount).toBe('10.00')
    setOnrampProvider(portico, 'sandbox')
    s = onrampStateOf(portico)
    expect(s.provider).toEqual(SANDBOX)
    expect(s.quote).toMatchObject({ coinbaseFee: { amount: '15.00' }, for: '1000|USD|card|ETH' })
    // an unknown provider changes nothing
    setOnrampProvider(portico, 'nope')
    expect(onrampStateOf(portico).provider).toEqual(SANDBOX)
    // a new amount: new quotes, the picked provider kept though it is not the best
    reply = [offer(express, '0.0329', '1.00'), offer(SANDBOX, '0.0327', '1.50')]
    setOnrampAmount(portico, '100')
    expect(onrampStateOf(portico).offers).toBeUndefined()
    await fetchOnrampQuote(portico)
    s = onrampStateOf(portico)
    expect(s.provider).toEqual(SANDBOX)
    expect(s.quote?.purchaseAmount.amount).toBe('0.0327')
    await startOnrampCheckout(portico)
    expect(bodies.at(-1)).toMatchObject({ provider: 'sandbox', presetFiatAmount: '100' })
    // a provider that no longer quotes: the best offer instead
    reply = [offer(express, '0.0329', '1.00')]
    setOnrampAmount(portico, '101')
    await fetchOnrampQuote(portico)
    expect(onrampStateOf(portico).provider).toEqual(express)
  })
})
