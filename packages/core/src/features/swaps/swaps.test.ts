import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContractCall } from '../../adapters/PorticoAdapter.js'
import { createPortico } from '../../createPortico.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { createFakeAdapter, evmNetwork, rejection } from '../../test/createFakeAdapter.js'
import { sentTransactionsOf } from '../../transactions/sentTransactions.js'
import { selectSwapView } from './selectSwapView.js'
import {
  executeSwap,
  fetchSwapQuote,
  flipSwap,
  isQuoteFresh,
  loadSwapTokens,
  SWAP_QUOTE_TTL_MS,
  setSwapAmount,
  setSwapSlippage,
  setSwapToken,
  swapStateOf,
} from './swapFlow.js'

const ME = '0x0000000000000000000000000000000000000001'
const ROUTER = '0x00000000000000000000000000000000000000d0'
const PUSD = '0x00000000000000000000000000000000000000c0'
const ETH_ID = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const PUSD_ID = `eip155:31337:${PUSD}`

afterEach(() => vi.useRealTimers())

type Route = (url: URL, init?: RequestInit) => { status: number; body: unknown } | undefined

/** a connected instance whose convert calls are answered by `routes` (the API's shapes) */
async function connected(routes: Partial<Record<'tokens' | 'quotes' | 'build', Route>> = {}) {
  const adapter = createFakeAdapter()
  adapter.next.connect = { address: ME, chainId: 31337, connectorId: 'lab' }
  adapter.tokenBalances[PUSD] = { value: 5_000_000n, decimals: 6, symbol: 'PUSD' }
  const calls: string[] = []
  const sent: ContractCall[] = []
  const answers = {
    prepare: [] as (Error | undefined)[],
    send: [] as (Error | undefined)[],
  }
  Object.assign(adapter, {
    capabilities: [...adapter.capabilities, 'swaps'],
    async prepareCall(call: ContractCall) {
      calls.push(`prepare:${call.to}`)
      const e = answers.prepare.shift()
      if (e) throw e
      return { gas: 100_000n, fee: 21_000n }
    },
    async sendCall(call: ContractCall) {
      calls.push(`send:${call.to}:${call.gas}`)
      sent.push(call)
      const e = answers.send.shift()
      call.onSubmitted?.(`0xhash${sent.length}`)
      if (e) throw e
      return { id: `0xhash${sent.length}` }
    },
  })
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const defaults: Record<string, Route> = {
    tokens: () => ({
      status: 200,
      body: {
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: ETH_ID,
            decimals: 18,
            logoUri: '/public/getTokenImage/ETH',
          },
          { name: 'Portico USD', symbol: 'PUSD', address: PUSD_ID, decimals: 6 },
          {
            name: 'Elsewhere',
            symbol: 'X',
            address: 'eip155:1:0x00000000000000000000000000000000000000e1',
            decimals: 6,
          },
        ],
      },
    }),
    quotes: (url) => ({
      status: 200,
      body: {
        quotes: [
          {
            fromAmount: url.searchParams.get('amount'),
            toAmount: '2961474103',
            priceImpact: 1.28,
            estimatedGas: '150000',
            gasPrice: '2000000000',
          },
        ],
      },
    }),
    build: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as {
        from: string
        amount: string
        eip155: { slippage: number }
      }
      const approve = body.from === PUSD_ID
      const tx = (to: string, value: string) => ({
        from: ME,
        to,
        data: '0x1234',
        value,
        eip155: { gas: null, gasPrice: '1' },
      })
      return {
        status: 200,
        body: {
          steps: [
            ...(approve ? [{ type: 'approve', tx: tx(PUSD, '0') }] : []),
            { type: 'swap', tx: tx(ROUTER, approve ? '0' : body.amount) },
          ],
          quote: {
            fromAmount: body.amount,
            toAmount: '2961474103',
            amountOutMin: '2931859361',
            priceImpact: 1.28,
          },
        },
      }
    },
  }
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const kind = url.pathname.endsWith('/tokens')
      ? 'tokens'
      : url.pathname.endsWith('/quotes')
        ? 'quotes'
        : 'build'
    calls.push(`api:${kind}`)
    const r = (routes[kind] ?? defaults[kind]!)(url, init) ?? defaults[kind]!(url, init)!
    return json(r.status, r.body)
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
    // what opening the dialog asks of the API (origin check, analytics): nothing here
    checkOrigin: async () => true,
    analytics: { send: async () => undefined },
  } as never)
  await portico.connect('lab')
  return { portico, adapter, calls, sent, answers, fetch }
}

describe('Swap: tokens and inputs (SPEC §2 swaps)', () => {
  it("§8 a network the API has no swaps for: 'Network not supported for Swaps'", async () => {
    const { portico } = await connected({
      tokens: () => ({ status: 400, body: { error: 'Network not supported for Swaps' } }),
    })
    await loadSwapTokens(portico)
    expect(swapStateOf(portico).problem).toEqual({ key: 'unsupported' })
  })

  it('the native coin first, then the listed tokens with the account’s balances; tokens of another chain are not offered', async () => {
    const { portico } = await connected()
    await loadSwapTokens(portico)
    const view = selectSwapView(portico)
    expect(view.tokens.map((t) => [t.symbol, t.balance])).toEqual([
      ['ETH', '1'],
      ['PUSD', '5'],
    ])
    expect([view.from?.symbol, view.to?.symbol]).toEqual(['ETH', 'PUSD'])
  })

  it('picking the other side’s token swaps the two; flip swaps them and clears the amount', async () => {
    const { portico } = await connected()
    await loadSwapTokens(portico)
    setSwapToken(portico, 'from', PUSD_ID)
    expect([swapStateOf(portico).from, swapStateOf(portico).to]).toEqual([PUSD_ID, ETH_ID])
    setSwapAmount(portico, '3')
    flipSwap(portico)
    expect([swapStateOf(portico).from, swapStateOf(portico).to, swapStateOf(portico).amount]).toEqual([
      ETH_ID,
      PUSD_ID,
      '',
    ])
  })

  it('the amount takes digits and one separator (a comma becomes a point); anything else is not taken', async () => {
    const { portico } = await connected()
    await loadSwapTokens(portico)
    setSwapAmount(portico, '0,5')
    expect(swapStateOf(portico).amount).toBe('0.5')
    for (const bad of ['1e3', '-1', 'abc', '1.2.3', '<b>1</b>']) {
      setSwapAmount(portico, bad)
      expect(swapStateOf(portico).amount).toBe('0.5')
    }
  })

  it('§9 slippage tolerance 1 by default, kept within 0.05 and 50', async () => {
    const { portico } = await connected()
    expect(swapStateOf(portico).slippage).toBe(1)
    setSwapSlippage(portico, 0)
    expect(swapStateOf(portico).slippage).toBe(0.05)
    setSwapSlippage(portico, 80)
    expect(swapStateOf(portico).slippage).toBe(50)
    setSwapSlippage(portico, Number.NaN)
    expect(swapStateOf(portico).slippage).toBe(50)
  })
})

describe('Swap: quotes', () => {
  it('the quote for what is typed: rate, price impact, minimum received after the slippage; stale after SWAP_QUOTE_TTL_MS', async () => {
    const { portico } = await connected()
    await loadSwapTokens(portico)
    setSwapAmount(portico, '1')
    await fetchSwapQuote(portico)
    const view = selectSwapView(portico)
    expect(view).toMatchObject({
      toAmount: '2961.474103',
      rate: '2961.47',
      priceImpact: 1.28,
      minimumReceived: '2931.859361',
      networkFee: '0.0003',
      quoteFresh: true,
      canSwap: true,
    })
    const s = swapStateOf(portico)
    expect(isQuoteFresh(s, s.quote!.at + SWAP_QUOTE_TTL_MS)).toBe(false)
    setSwapAmount(portico, '2')
    expect(selectSwapView(portico).toAmount).toBeUndefined()
  })

  it('the amount to receive typed instead (an exact output): the input is quoted and the most that may be paid shown', async () => {
    const { portico, fetch } = await connected({
      quotes: (url) =>
        url.searchParams.get('exact') === 'out'
          ? {
              status: 200,
              body: {
                quotes: [
                  {
                    fromAmount: '500000000000000000',
                    toAmount: url.searchParams.get('amount'),
                    priceImpact: 0.5,
                  },
                ],
              },
            }
          : undefined,
    })
    await loadSwapTokens(portico)
    setSwapAmount(portico, '1000', 'out')
    await fetchSwapQuote(portico)
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('exact=out')
    expect(selectSwapView(portico)).toMatchObject({
      exact: 'out',
      amount: '0.5',
      toAmount: '1000',
      maximumPaid: '0.505',
      quoteFresh: true,
      canSwap: true,
    })
    expect(selectSwapView(portico).minimumReceived).toBeUndefined()
    // typing what to pay again goes back to an exact input
    setSwapAmount(portico, '0.2')
    expect(selectSwapView(portico)).toMatchObject({ exact: 'in', amount: '0.2', quoteFresh: false })
  })

  it('a pair without a route (404) says so; more than the balance is "insufficient" and cannot be swapped', async () => {
    const { portico } = await connected({
      quotes: () => ({ status: 404, body: { error: 'No route for this pair' } }),
    })
    await loadSwapTokens(portico)
    setSwapAmount(portico, '1')
    await fetchSwapQuote(portico)
    expect(swapStateOf(portico).problem).toEqual({ key: 'noRoute' })
    const second = await connected()
    await loadSwapTokens(second.portico)
    setSwapAmount(second.portico, '2')
    await fetchSwapQuote(second.portico)
    expect(swapStateOf(second.portico).problem).toEqual({ key: 'insufficient' })
    expect(selectSwapView(second.portico).canSwap).toBe(false)
  })

  it('an answer for an amount typed before is dropped', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => {
      release = r
    })
    const { portico, fetch } = await connected()
    await loadSwapTokens(portico)
    fetch.mockImplementationOnce(async (input: string | URL | Request) => {
      await gate
      return new Response(
        JSON.stringify({
          quotes: [{ fromAmount: new URL(String(input)).searchParams.get('amount'), toAmount: '1' }],
        }),
      )
    })
    setSwapAmount(portico, '1')
    const first = fetchSwapQuote(portico)
    setSwapAmount(portico, '0.5')
    release()
    await first
    expect(swapStateOf(portico).quote).toBeUndefined()
  })
})

describe('Swap: the steps', () => {
  it('token → ETH: approve then swap, each simulated before the wallet and sent with its gas (+20 %); the success screen', async () => {
    const { portico, calls, sent } = await connected()
    await loadSwapTokens(portico)
    setSwapToken(portico, 'from', PUSD_ID)
    setSwapAmount(portico, '1')
    await fetchSwapQuote(portico)
    portico.open({ view: 'Swap' as never })
    expect(await executeSwap(portico)).toBe(true)
    expect(calls.filter((c) => !c.startsWith('api:'))).toEqual([
      `prepare:${PUSD}`,
      `send:${PUSD}:120000`,
      `prepare:${ROUTER}`,
      `send:${ROUTER}:120000`,
    ])
    expect(sent.map((c) => c.value)).toEqual([0n, 0n])
    expect(swapStateOf(portico).result).toMatchObject({
      fromAmount: '1',
      fromSymbol: 'PUSD',
      toSymbol: 'ETH',
      id: '0xhash2',
    })
    expect(portico.getState().router.view).toBe('SwapSuccess')
    // the swap (not the approval) shows in Activity at once, confirmed
    expect(sentTransactionsOf(portico).map((t) => [t.id, t.status, t.symbol])).toEqual([
      ['0xhash2', 'confirmed', 'PUSD'],
    ])
  })

  it('the price moved: refused in the simulation, or mined as a revert: "nothing was swapped", the quote is dropped', async () => {
    const { portico, calls, answers } = await connected()
    await loadSwapTokens(portico)
    setSwapAmount(portico, '1')
    await fetchSwapQuote(portico)
    answers.prepare.push(
      porticoError('TRANSACTION_FAILED', {
        details: { reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' },
      }),
    )
    expect(await executeSwap(portico)).toBe(false)
    expect(swapStateOf(portico)).toMatchObject({
      problem: { key: 'priceMoved' },
      quote: undefined,
      progress: undefined,
    })
    expect(calls.some((c) => c.startsWith('send:'))).toBe(false)
    await fetchSwapQuote(portico)
    answers.send.push(
      porticoError('TRANSACTION_FAILED', { details: { hash: '0xhash1', reason: 'reverted' } }),
    )
    expect(await executeSwap(portico)).toBe(false)
    expect(swapStateOf(portico).problem).toEqual({ key: 'priceMoved' })
    expect(sentTransactionsOf(portico)[0]).toMatchObject({ id: '0xhash1', status: 'failed' })
  })

  it("§8 declined in the wallet: 'Signature declined', the form is kept; another failure keeps the chain's reason", async () => {
    const { portico, answers } = await connected()
    await loadSwapTokens(portico)
    setSwapAmount(portico, '1')
    await fetchSwapQuote(portico)
    answers.send.push(rejection())
    expect(await executeSwap(portico)).toBe(false)
    expect(swapStateOf(portico)).toMatchObject({ problem: { key: 'declined' }, amount: '1' })
    expect(portico.getState().toast).toMatchObject({ key: 'SIGNATURE_DECLINED', variant: 'error' })
    answers.prepare.push(porticoError('INSUFFICIENT_FUNDS'))
    await executeSwap(portico)
    expect(swapStateOf(portico).problem).toEqual({ key: 'insufficient' })
    answers.prepare.push(
      porticoError('TRANSACTION_FAILED', { details: { reason: 'TransferHelper: TRANSFER_FROM_FAILED' } }),
    )
    await executeSwap(portico)
    expect(swapStateOf(portico).problem).toEqual({
      key: 'failed',
      reason: 'TransferHelper: TRANSFER_FROM_FAILED',
    })
  })
})
