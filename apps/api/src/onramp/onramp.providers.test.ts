/**
 * SPEC §9 with two onramp providers (one for eip155, another for eip155 and solana) on the real
 * server and anvil: options and quotes from both, event ids per provider, and a purchase settled
 * only by its own provider's signed webhook. Setup: `onramp.testSetup.ts`.
 */
import { SOLANA_LAB_ADDRESSES } from '@portico/testing/node'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { CHECKOUT, faucet, onrampDevnet, pub, SECRET, SOLANA, useOnrampDevnet } from './onramp.testSetup.js'
import { SIGNATURE_HEADER, signWebhook } from './webhookSignature.js'

useOnrampDevnet()

describe('§9 two onramp providers: one for eip155, another for eip155 and solana; quotes compared', () => {
  const WIDE = 'whsec_wide_provider_0123456789abcdef0123456'
  const EVM = 'whsec_evm_provider_0123456789abcdef01234567'
  let two: ApiServer
  const on = async (path: string, init: RequestInit & { host?: string } = {}) => {
    const res = await two.app.request(path, {
      ...init,
      headers: { ...(init.host ? { host: init.host } : {}), ...(init.headers as Record<string, string>) },
    })
    return { status: res.status, text: await res.text() }
  }
  const json = async (path: string, body?: unknown) => {
    const r = await on(
      path,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )
    return { status: r.status, body: JSON.parse(r.text) }
  }
  const ask = (amount: string, network = 'eip155:31337', asset = 'ETH') => ({
    purchaseCurrency: asset,
    paymentCurrency: 'USD',
    amount,
    network,
  })
  beforeAll(async () => {
    two = await createApiServer({
      databaseUrl: 'memory:',
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: onrampDevnet.rpcUrl, tokens: [] }],
      prices: { ETH: 3000, SOL: 150 },
      onramp: {
        sandbox: {
          webhookSecret: SECRET,
          checkoutOrigin: CHECKOUT,
          faucetPrivateKey: faucet.privateKey,
          solana: { rpcUrl: onrampDevnet.solanaUrl, network: SOLANA },
          providers: [
            { id: 'wide', name: 'Wide Pay', feePercent: 2.5, networkFeeUsd: 0.5, webhookSecret: WIDE },
            {
              id: 'evm-pay',
              name: 'EVM Pay',
              feePercent: 1,
              networkFeeUsd: 2,
              namespaces: ['eip155'],
              webhookSecret: EVM,
            },
          ],
        },
      },
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
      log: () => {},
    })
  })
  afterAll(async () => {
    await two?.close()
  })

  it('§9 options name both providers and where each sells; the eip155-only one does not sell SOL', async () => {
    const { body } = await json('/v1/onramp/options')
    expect(body.providers).toEqual([
      { id: 'wide', name: 'Wide Pay', networks: ['eip155:31337', SOLANA] },
      { id: 'evm-pay', name: 'EVM Pay', networks: ['eip155:31337'] },
    ])
    expect(body.purchaseCurrencies.map((c: { id: string }) => c.id)).toEqual(['ETH', 'SOL'])
    expect(body.paymentCurrencies[0].limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'bank', min: '10', max: '25000' },
    ])
  })

  it('§3 quotes from both, best first: the lower fixed fee wins small purchases, the lower percentage large ones', async () => {
    const small = await json('/v1/onramp/quotes', ask('50'))
    expect(small.status).toBe(200)
    expect(small.body.quotes.map((q: { provider: { id: string } }) => q.provider.id)).toEqual([
      'wide',
      'evm-pay',
    ])
    expect(small.body.quotes[0]).toMatchObject({
      coinbaseFee: { amount: '1.25', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      purchaseAmount: { amount: '0.01608333', currency: 'ETH' },
    })
    const large = await json('/v1/onramp/quotes', ask('1000'))
    expect(large.body.quotes.map((q: { provider: { id: string } }) => q.provider.id)).toEqual([
      'evm-pay',
      'wide',
    ])
    expect(large.body.quotes[0].purchaseAmount.amount).toBe('0.32933333')
    // the SPEC §7 single quote is the best one, or the named provider's
    expect((await json('/v1/onramp/quote', ask('1000'))).body.provider).toEqual({
      id: 'evm-pay',
      name: 'EVM Pay',
    })
    expect((await json('/v1/onramp/quote', { ...ask('1000'), provider: 'wide' })).body).toMatchObject({
      provider: { id: 'wide' },
      purchaseAmount: { amount: '0.32483333' },
    })
    expect((await json('/v1/onramp/quote', { ...ask('1000'), provider: 'nope' })).status).toBe(400)
    // SOL: only the provider that sells on solana quotes
    const sol = await json('/v1/onramp/quotes', ask('1000', SOLANA, 'SOL'))
    expect(sol.body.quotes.map((q: { provider: { id: string } }) => q.provider.id)).toEqual(['wide'])
    // a refusal from every provider is the refusal
    expect(await json('/v1/onramp/quotes', ask('5'))).toMatchObject({
      status: 400,
      body: { error: 'The minimum is 10 USD' },
    })
  })

  it('issue 27 item 8: event ids are per provider: one provider’s event id does not drop another’s event as a duplicate', async () => {
    const open = async (provider: string) => {
      const r = await json('/v1/generators/onrampurl', {
        destinationWallets: [
          { address: privateKeyToAddress(generatePrivateKey()), blockchains: ['eip155:31337'] },
        ],
        defaultNetwork: 'eip155:31337',
        defaultAsset: 'ETH',
        presetFiatAmount: '40',
        provider,
      })
      return r.body.sessionId as string
    }
    const hook = (provider: string, secret: string, sessionId: string, status: string) => {
      const body = JSON.stringify({
        id: 'evt_same_id',
        type: `checkout.${status}`,
        data: { sessionId, status },
      })
      return on(`/v1/onramp/webhook/${provider}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(secret, body, Date.now()),
        },
        body,
      })
    }
    const a = await open('wide')
    const b = await open('evm-pay')
    expect(JSON.parse((await hook('wide', WIDE, a, 'declined')).text)).toEqual({
      ok: true,
      result: 'applied',
    })
    // the other provider's own event, with the same id, is its own event
    expect(JSON.parse((await hook('evm-pay', EVM, b, 'failed')).text)).toEqual({
      ok: true,
      result: 'applied',
    })
    expect((await json(`/v1/onramp/sessions/${a}`)).body.status).toBe('declined')
    expect((await json(`/v1/onramp/sessions/${b}`)).body.status).toBe('failed')
    // and each provider's replay is still a duplicate
    expect(JSON.parse((await hook('evm-pay', EVM, b, 'failed')).text).result).toBe('duplicate')
    expect(JSON.parse((await hook('wide', WIDE, a, 'declined')).text).result).toBe('duplicate')
  })

  it('a purchase with the chosen provider: its name on the checkout, its own signed webhook completes it; another provider cannot settle it', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const r = await json('/v1/generators/onrampurl', {
      destinationWallets: [{ address: to, blockchains: ['eip155:31337'] }],
      defaultNetwork: 'eip155:31337',
      defaultAsset: 'ETH',
      presetFiatAmount: '1000',
      provider: 'evm-pay',
    })
    expect(r.body.provider).toBe('evm-pay')
    const id = r.body.sessionId as string
    const page = await on(`/sandbox/checkout/${id}`, { host: 'localhost:9911' })
    expect(page.text).toContain('EVM Pay: buy ETH')
    // a webhook from the other provider, validly signed with its own secret, changes nothing
    const body = JSON.stringify({ id: 'evt_cross_1', data: { sessionId: id, status: 'completed' } })
    const hook = (provider: string, secret: string) =>
      on(`/v1/onramp/webhook/${provider}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(secret, body, Date.now()),
        },
        body,
      })
    expect((await hook('wide', WIDE)).status).toBe(404)
    // nor does one signed with the shared secret instead of the provider's own
    const shared = await hook('evm-pay', SECRET)
    expect(shared.status).toBe(401)
    expect((await json(`/v1/onramp/sessions/${id}`)).body).toMatchObject({
      status: 'pending',
      provider: 'evm-pay',
    })
    const opened = await two.app.request(`/sandbox/checkout/${id}`, { headers: { host: 'localhost:9911' } })
    const token = /name="csrf" value="([^"]*)"/.exec(await opened.text())![1]
    await on(`/sandbox/checkout/${id}`, {
      host: 'localhost:9911',
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: opened.headers.get('set-cookie')!.split(';')[0]!,
      },
      body: `csrf=${token}&action=approve`,
    })
    const done = (await json(`/v1/onramp/sessions/${id}`)).body
    expect(done).toMatchObject({ status: 'completed', purchaseAmount: '0.32933333' })
    expect(await pub().getBalance({ address: to })).toBe(parseEther('0.32933333'))
    // SOL cannot be bought from the eip155-only provider
    const sol = await json('/v1/generators/onrampurl', {
      destinationWallets: [{ address: SOLANA_LAB_ADDRESSES.receiver, blockchains: [SOLANA] }],
      defaultNetwork: SOLANA,
      defaultAsset: 'SOL',
      presetFiatAmount: '30',
      provider: 'evm-pay',
    })
    expect(sol).toMatchObject({ status: 400, body: { error: 'This asset is not sold on this network' } })
  })
})
