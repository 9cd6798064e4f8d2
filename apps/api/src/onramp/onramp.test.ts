/**
 * Contract tests of the onramp endpoints (SPEC §7, issue 16) and the sandbox provider against the
 * real server and anvil: options with SPEC §9's limits, the SPEC §3 quote, a checkout session on
 * the provider's own origin, approval paying out on the devnet (ETH and an ERC-20) then the signed
 * webhook completing the purchase; decline and a failed identity check; a webhook with a bad
 * signature, a stale timestamp or a replayed event changes nothing.
 */
import {
  DEVNET_ACCOUNTS,
  SOLANA_LAB_ADDRESSES,
  SOLANA_LOCALNET_CHAIN_REF,
  type SolanaRpc,
  startDevnet,
  startSolanaRpc,
} from '@portico/testing/node'
import { createPublicClient, erc20Abi, formatEther, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { deployPusd, PUSD } from '../test/deployPusd.js'
import { SIGNATURE_HEADER, signWebhook } from './webhookSignature.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>
const SECRET = 'whsec_portico_test_0123456789abcdef0123456789'
const CHECKOUT = 'http://localhost:9911'
const faucet = DEVNET_ACCOUNTS[8]!

let devnet: Devnet
let solana: SolanaRpc
const SOLANA = `solana:${SOLANA_LOCALNET_CHAIN_REF}`
let rpcUrl: string
let server: ApiServer
let pusd: `0x${string}`
const pub = () => createPublicClient({ transport: http(rpcUrl) })

const call = async (path: string, init: RequestInit & { host?: string } = {}) => {
  const res = await server.app.request(path, {
    ...init,
    headers: { ...(init.host ? { host: init.host } : {}), ...(init.headers as Record<string, string>) },
  })
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: res.status, headers: res.headers, body: body as Record<string, unknown> & string }
}
const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
/** the checkout page as a browser has it: its form's token and the session cookie it set */
const openCheckout = async (path: string, cookie?: string) => {
  const page = await call(path, { host: 'localhost:9911', ...(cookie ? { headers: { cookie } } : {}) })
  const token = /name="csrf" value="([^"]*)"/.exec(page.body)?.[1] ?? ''
  const set = page.headers.get('set-cookie')?.split(';')[0]
  return { page, token, cookie: set ?? cookie ?? '' }
}
/** the checkout's form posted from its own page (`raw`: what another site's page can send instead) */
const postCheckout = (path: string, body: string, headers: Record<string, string>) =>
  call(path, {
    host: 'localhost:9911',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })
const checkout = async (path: string, action?: string) => {
  if (!action) return call(path, { host: 'localhost:9911' })
  const { token, cookie } = await openCheckout(path)
  return postCheckout(path, `csrf=${token}&action=${action}`, { cookie, origin: CHECKOUT })
}
const buy = async (asset: string, amount: string, to: string) => {
  const r = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: to, blockchains: ['eip155:31337'] }],
    defaultNetwork: 'eip155:31337',
    defaultAsset: asset,
    presetFiatAmount: amount,
    fiatCurrency: 'USD',
  })
  expect(r.status).toBe(200)
  return r.body as unknown as { url: string; sessionId: string }
}
const session = async (id: string) => (await call(`/v1/onramp/sessions/${id}`)).body

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'A' }] })
  solana = await startSolanaRpc()
  rpcUrl = devnet.chains[0]!.rpcUrl
  pusd = await deployPusd(rpcUrl, [{ to: faucet.address, pusd: '100000' }])
  server = await createApiServer({
    databaseUrl: 'memory:',
    chains: [
      {
        chainId: 31337,
        name: 'Devnet',
        rpcUrl,
        tokens: [{ address: pusd, ...PUSD }],
      },
    ],
    prices: { ETH: 3000, PUSD: 1, SOL: 150 },
    onramp: {
      sandbox: {
        webhookSecret: SECRET,
        checkoutOrigin: CHECKOUT,
        faucetPrivateKey: faucet.privateKey,
        solana: { rpcUrl: solana.url, network: SOLANA },
      },
    },
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
    log: () => {},
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
  await solana?.stop()
})

describe('onramp endpoints (SPEC §7) with the sandbox provider', () => {
  it('§9 options: USD and EUR with the card 10–7500 and bank 10–25000 limits; ETH and PUSD on the devnet', async () => {
    const { body } = await call('/v1/onramp/options')
    expect(body.providers).toEqual([
      { id: 'sandbox', name: 'Portico Sandbox', networks: ['eip155:31337', SOLANA] },
    ])
    expect(body.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        limits: [
          { id: 'card', min: '10', max: '7500' },
          { id: 'bank', min: '10', max: '25000' },
        ],
      })),
    )
    expect((body.purchaseCurrencies as { id: string }[]).map((c) => c.id)).toEqual(['ETH', 'PUSD', 'SOL'])
  })

  it('§3 the quote: provider fee, network fee, subtotal, total and the purchase amount; limits and bad input are 400', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'eip155:31337',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03266666', currency: 'ETH' },
    })
    expect(body.quoteId).toMatch(/^[0-9a-f]{16}$/)
    const eur = await post('/v1/onramp/quote', {
      purchaseCurrency: 'PUSD',
      paymentCurrency: 'EUR',
      amount: 50,
      network: 'eip155:31337',
    })
    expect(eur.body.purchaseAmount).toEqual({ amount: '52.690000', currency: 'PUSD' })
    for (const [amount, error] of [
      ['9.99', 'The minimum is 10 USD'],
      ['25000.01', 'The maximum is 25000 USD'],
      ['1e3', 'Invalid amount'],
    ])
      expect(
        await post('/v1/onramp/quote', {
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount,
          network: 'eip155:31337',
        }),
      ).toMatchObject({
        status: 400,
        body: { error },
      })
    expect(
      (
        await post('/v1/onramp/quote', {
          purchaseCurrency: 'BTC',
          paymentCurrency: 'USD',
          amount: '100',
          network: 'eip155:31337',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await post('/v1/onramp/quote', {
          purchaseCurrency: 'ETH',
          paymentCurrency: 'JPY',
          amount: '100',
          network: 'eip155:31337',
        })
      ).status,
    ).toBe(400)
  })

  it('a checkout session opens on the provider’s own origin; approving pays the ETH out on the devnet and the signed webhook completes it', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const { url, sessionId } = await buy('ETH', '300', to)
    expect(url).toBe(`${CHECKOUT}/sandbox/checkout/${sessionId}`)
    expect(await session(sessionId)).toMatchObject({
      status: 'pending',
      asset: 'ETH',
      destination: to,
      paymentTotal: '300.00',
    })
    // not served under the API's own origin
    expect((await call(`/sandbox/checkout/${sessionId}`, { host: '127.0.0.1:9911' })).status).toBe(404)
    const page = await checkout(`/sandbox/checkout/${sessionId}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.body).toContain('data-testid="sandbox-approve"')
    const done = await checkout(`/sandbox/checkout/${sessionId}`, 'approve')
    expect(done.status).toBe(200)
    const s = await session(sessionId)
    expect(s).toMatchObject({ status: 'completed' })
    expect(s.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const expected = parseEther((s.purchaseAmount as string).toString())
    expect(await pub().getBalance({ address: to })).toBe(expected)
    expect(formatEther(expected)).toBe('0.09833333')
    // SPEC §7 history with the onramp flag: the completed purchase, as a transaction
    const history = await call(`/v1/account/${to}/history?onramp=sandbox&chainId=eip155:31337`)
    expect(history.headers.get('cache-control')).toBe('no-store')
    expect(history.body).toMatchObject({
      data: [
        {
          id: s.txHash,
          metadata: { operationType: 'buy', status: 'confirmed', chain: 'eip155:31337', sentTo: to },
          transfers: [
            { direction: 'in', quantity: { numeric: '0.09833333' }, fungible_info: { symbol: 'ETH' } },
          ],
        },
      ],
      next: null,
    })
    expect((await call(`/v1/account/${to}/history?onramp=other`)).body).toEqual({ data: [], next: null })
    // a closed checkout cannot be approved again
    expect((await checkout(`/sandbox/checkout/${sessionId}`, 'approve')).status).toBe(409)
    expect(await pub().getBalance({ address: to })).toBe(expected)
  })

  it('an ERC-20 purchase pays out PUSD; decline and a failed identity check pay nothing', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const bought = await buy('PUSD', '100', to)
    await checkout(`/sandbox/checkout/${bought.sessionId}`, 'approve')
    expect(await session(bought.sessionId)).toMatchObject({
      status: 'completed',
      purchaseAmount: '98.000000',
    })
    expect(
      await pub().readContract({ address: pusd, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(98_000_000n)
    for (const [action, status] of [
      ['decline', 'declined'],
      ['kyc-fail', 'failed'],
    ] as const) {
      const other = privateKeyToAddress(generatePrivateKey())
      const { sessionId } = await buy('ETH', '50', other)
      const page = await checkout(`/sandbox/checkout/${sessionId}`, action)
      expect(page.body).toContain('Nothing was charged')
      expect(await session(sessionId)).toMatchObject({ status, txHash: null })
      expect(await pub().getBalance({ address: other })).toBe(0n)
    }
  })

  it('a Solana purchase: SOL paid out on the local ledger through its faucet, the signature kept', async () => {
    const lamportsOf = async (a: string) => {
      const res = await fetch(solana.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [a] }),
      })
      return BigInt(((await res.json()) as { result: { value: number } }).result.value)
    }
    const to = SOLANA_LAB_ADDRESSES.receiver
    const before = await lamportsOf(to)
    const r = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: to, blockchains: [SOLANA] }],
      defaultNetwork: SOLANA,
      defaultAsset: 'SOL',
      presetFiatAmount: '30',
    })
    const { sessionId } = r.body as unknown as { sessionId: string }
    expect(await session(sessionId)).toMatchObject({
      network: SOLANA,
      asset: 'SOL',
      purchaseAmount: '0.19366666',
    })
    await checkout(`/sandbox/checkout/${sessionId}`, 'approve')
    const s = await session(sessionId)
    expect(s.status).toBe('completed')
    expect(s.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect((await lamportsOf(to)) - before).toBe(193_666_660n)
    const bad = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: '0xnot-a-solana-address', blockchains: [SOLANA] }],
      defaultNetwork: SOLANA,
      defaultAsset: 'SOL',
      presetFiatAmount: '30',
    })
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid destination address' } })
  })

  it('issue 27 item 8: the checkout takes a POST only from its own page in the same browser (CSRF): anything else changes nothing', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const { sessionId } = await buy('ETH', '30', to)
    const path = `/sandbox/checkout/${sessionId}`
    const mine = await openCheckout(path)
    expect(mine.cookie).toMatch(/^portico_checkout=[\w-]{43}$/)
    expect(mine.page.headers.get('set-cookie')).toMatch(
      /; Path=\/sandbox\/checkout\/; HttpOnly; SameSite=Strict$/,
    )
    expect(mine.token).toMatch(/^[\w-]{43}$/)
    // the same browser keeps its session: no new cookie, the same token
    const again = await openCheckout(path, mine.cookie)
    expect(again.page.headers.get('set-cookie')).toBeNull()
    expect(again.token).toBe(mine.token)
    const other = await buy('ETH', '30', to)
    const theirs = await openCheckout(`/sandbox/checkout/${other.sessionId}`, mine.cookie)
    const stranger = await openCheckout(path)
    const attempts: [string, string, Record<string, string>][] = [
      // another site's page: no cookie (SameSite), no token
      ['a cross-site POST with no token', 'action=approve', { origin: 'http://127.0.0.1:9911' }],
      ['no token, the cookie', 'action=approve', { cookie: mine.cookie, origin: CHECKOUT }],
      ['an empty token', 'csrf=&action=approve', { cookie: mine.cookie, origin: CHECKOUT }],
      [
        'a token one character off',
        `csrf=${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}&action=approve`,
        { cookie: mine.cookie },
      ],
      [
        'another checkout’s token',
        `csrf=${theirs.token}&action=approve`,
        { cookie: mine.cookie, origin: CHECKOUT },
      ],
      ['another browser’s token', `csrf=${stranger.token}&action=approve`, { cookie: mine.cookie }],
      ['the token without the cookie', `csrf=${mine.token}&action=approve`, { origin: CHECKOUT }],
      ['Origin null', `csrf=${mine.token}&action=approve`, { cookie: mine.cookie, origin: 'null' }],
      [
        'another origin',
        `csrf=${mine.token}&action=approve`,
        { cookie: mine.cookie, origin: 'http://evil.example' },
      ],
      [
        'another scheme',
        `csrf=${mine.token}&action=approve`,
        { cookie: mine.cookie, origin: 'https://localhost:9911' },
      ],
      [
        'a cross-site fetch metadata',
        `csrf=${mine.token}&action=decline`,
        { cookie: mine.cookie, 'sec-fetch-site': 'cross-site' },
      ],
    ]
    for (const [what, body, headers] of attempts) {
      const res = await postCheckout(path, body, headers)
      expect(res.status, what).toBe(403)
      expect(res.body, what).toContain('nothing was done')
      expect((await session(sessionId)).status, what).toBe('pending')
    }
    expect(await pub().getBalance({ address: to })).toBe(0n)
    // the page itself, in the browser that opened it
    const done = await postCheckout(path, `csrf=${mine.token}&action=decline`, {
      cookie: mine.cookie,
      origin: CHECKOUT,
      'sec-fetch-site': 'same-origin',
    })
    expect(done.status).toBe(200)
    expect((await session(sessionId)).status).toBe('declined')
  })

  it('a webhook with a bad signature, a stale timestamp or a replayed event changes nothing', async () => {
    const { sessionId } = await buy('ETH', '20', privateKeyToAddress(generatePrivateKey()))
    const body = JSON.stringify({
      id: 'evt_test_1',
      type: 'checkout.completed',
      data: { sessionId, status: 'completed' },
    })
    const hook = (signature: string, b = body) =>
      call('/v1/onramp/webhook/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: b,
      })
    const now = Date.now()
    const forged = signWebhook('whsec_someone_else_0123456789abcdef0123', body, now)
    expect(await hook(forged)).toMatchObject({ status: 401, body: { error: 'Invalid signature' } })
    expect(await hook(signWebhook(SECRET, body, now - 10 * 60_000))).toMatchObject({
      status: 401,
      body: { error: 'Stale or future timestamp' },
    })
    expect(await hook('t=1,v1=zz')).toMatchObject({ status: 401 })
    expect(
      (await hook(signWebhook(SECRET, body, now), body.replace('completed"}', 'completed","x":1}'))).status,
    ).toBe(401)
    expect((await session(sessionId)).status).toBe('pending')
    // the genuine event applies once; the same event again changes nothing
    expect(await hook(signWebhook(SECRET, body, now))).toMatchObject({
      status: 200,
      body: { result: 'applied' },
    })
    expect(await hook(signWebhook(SECRET, body, now))).toMatchObject({
      status: 200,
      body: { result: 'duplicate' },
    })
    const declined = JSON.stringify({
      id: 'evt_test_2',
      type: 'checkout.declined',
      data: { sessionId, status: 'declined' },
    })
    expect(await hook(signWebhook(SECRET, declined, now), declined)).toMatchObject({
      status: 200,
      body: { result: 'not pending' },
    })
    expect((await session(sessionId)).status).toBe('completed')
    expect((await call('/v1/onramp/webhook/nope', { method: 'POST', body: '{}' })).status).toBe(404)
  })
})

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
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrl, tokens: [] }],
      prices: { ETH: 3000, SOL: 150 },
      onramp: {
        sandbox: {
          webhookSecret: SECRET,
          checkoutOrigin: CHECKOUT,
          faucetPrivateKey: faucet.privateKey,
          solana: { rpcUrl: solana.url, network: SOLANA },
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
