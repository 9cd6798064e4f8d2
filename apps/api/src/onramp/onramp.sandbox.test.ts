/**
 * Contract tests of the onramp endpoints (SPEC §7, issue 16) and the sandbox provider against the
 * real server and anvil: options with SPEC §9's limits, the SPEC §3 quote, a checkout session on
 * the provider's own origin, approval paying out on the devnet (ETH and an ERC-20) then the signed
 * webhook completing the purchase; decline and a failed identity check; a webhook with a bad
 * signature, a stale timestamp or a replayed event changes nothing. Setup: `onramp.testSetup.ts`;
 * two providers side by side: `onramp.providers.test.ts`.
 */
import { SOLANA_LAB_ADDRESSES } from '@portico/testing/node'
import { erc20Abi, formatEther, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  buy,
  CHECKOUT,
  call,
  checkout,
  onrampDevnet,
  openCheckout,
  post,
  postCheckout,
  pub,
  SECRET,
  SOLANA,
  session,
  useOnrampDevnet,
} from './onramp.testSetup.js'
import { SIGNATURE_HEADER, signWebhook } from './webhookSignature.js'

useOnrampDevnet()

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
      await pub().readContract({
        address: onrampDevnet.pusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      }),
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
      const res = await fetch(onrampDevnet.solanaUrl, {
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
