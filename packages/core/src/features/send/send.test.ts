import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TrackingEvent } from '../../controllers/createEventBus.js'
import { createPortico } from '../../createPortico.js'
import { ERROR_MESSAGES, porticoError } from '../../errors/errorCatalogue.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import { createFakeAdapter, evmNetwork, rejection } from '../../test/createFakeAdapter.js'
import { selectSendView } from './selectSendView.js'
import {
  confirmSend,
  loadSendTokens,
  previewSend,
  selectSendToken,
  sendStateOf,
  setSendAmount,
  setSendMax,
  setSendReceiver,
} from './sendFlow.js'
import { sendTransaction } from './sendTransaction.js'

const ME = '0x0000000000000000000000000000000000000001'
const BOB = '0x00000000000000000000000000000000000000b0'
const TOKEN = '0x00000000000000000000000000000000000000c0'

afterEach(() => vi.useRealTimers())

async function connected(opts: { capabilities?: string[]; apiBalances?: unknown[] | Error } = {}) {
  const adapter = createFakeAdapter()
  if (opts.capabilities) Object.assign(adapter, { capabilities: opts.capabilities })
  adapter.next.connect = { address: ME, chainId: 31337, connectorId: 'lab' }
  const portico = createPortico({
    networks: [evmNetwork(31337)],
    adapters: [adapter],
    ...(opts.apiBalances ? { apiUrl: 'http://127.0.0.1:9' } : {}),
    tokens: { 'eip155:31337': { address: TOKEN } },
  })
  adapter.tokenBalances[TOKEN] = { value: 5_000_000n, decimals: 6, symbol: 'PUSD' }
  if (opts.apiBalances) {
    const balances = opts.apiBalances
    const fetchTokenBalances = vi.fn(async () => {
      if (balances instanceof Error) throw balances
      return balances
    })
    vi.spyOn(portico, 'getApi').mockResolvedValue({
      fetchTokenBalances,
      blockchain: {
        lookupName: async (name: string) =>
          name === 'alice.wcn.id'
            ? { name, registered: 1, updated: 1, addresses: { '60': { address: BOB } }, attributes: {} }
            : undefined,
      },
    } as never)
  }
  await portico.connect('lab')
  const events: TrackingEvent[] = []
  portico.onEvent((e) => events.push(e))
  return { portico, adapter, events }
}

async function fillForm(portico: Awaited<ReturnType<typeof connected>>['portico'], amount: string, to = BOB) {
  await loadSendTokens(portico)
  setSendAmount(portico, amount)
  await setSendReceiver(portico, to)
}

describe('send action (SPEC §4)', () => {
  it('§4 send dispatches by namespace: an adapter without the send capability is Unsupported chain', async () => {
    const { portico } = await connected({ capabilities: ['balance', 'receive'] })
    const e = await sendTransaction(portico, { to: BOB, amount: 1n }).catch((x) => x)
    expect(isPorticoError(e, 'UNSUPPORTED_CHAIN')).toBe(true)
    expect(e.message).toBe('Unsupported chain')
  })

  it('§5 send requires an amount and a receiver address (exact message)', async () => {
    const { portico } = await connected()
    for (const params of [
      { to: '', amount: 1n },
      { to: BOB, amount: 0n },
    ]) {
      const e = await sendTransaction(portico, params).catch((x) => x)
      expect(isPorticoError(e, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED')).toBe(true)
      expect(e.message).toBe('An amount and receiver address are required')
    }
  })

  it('§4 simulates before the wallet, tracks SEND_INITIATED and SEND_SUCCESS, refreshes the balance', async () => {
    const { portico, adapter, events } = await connected()
    const before = adapter.balanceCalls
    const result = await sendTransaction(portico, { to: BOB, amount: 7n })
    expect(result.id).toMatch(/^0x/)
    expect(adapter.calls.filter((c) => c.startsWith('prepare') || c.startsWith('send'))).toEqual([
      `prepare:${BOB}:7`,
      `send:${BOB}:7`,
    ])
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    await vi.waitFor(() => expect(adapter.balanceCalls).toBeGreaterThan(before))
  })

  it('§4 a transfer that would fail is refused before the wallet is asked', async () => {
    const { portico, adapter } = await connected()
    adapter.next.prepare = new Error('reverted')
    await expect(sendTransaction(portico, { to: BOB, amount: 7n })).rejects.toThrow('reverted')
    expect(adapter.calls.some((c) => c.startsWith('send'))).toBe(false)
  })

  it('an address the namespace does not accept is INVALID_ADDRESS', async () => {
    const { portico } = await connected()
    const e = await sendTransaction(portico, { to: 'bob', amount: 1n }).catch((x) => x)
    expect(isPorticoError(e, 'INVALID_ADDRESS')).toBe(true)
  })
})

describe('send flow (SPEC §3 send state)', () => {
  it('§5 a token is required (exact message)', async () => {
    const { portico } = await connected()
    setSendAmount(portico, '1')
    await setSendReceiver(portico, BOB)
    expect(await previewSend(portico)).toBe(false)
    expect(sendStateOf(portico).problem).toEqual({ code: 'TOKEN_REQUIRED' })
    expect(ERROR_MESSAGES.TOKEN_REQUIRED).toBe('A token is required')
  })

  it('§5 an amount and receiver address are required before review', async () => {
    const { portico } = await connected()
    await loadSendTokens(portico)
    expect(await previewSend(portico)).toBe(false)
    expect(sendStateOf(portico).problem).toEqual({ code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED' })
  })

  it('the native currency first, then the host tokens read from the chain', async () => {
    const { portico } = await connected()
    await loadSendTokens(portico)
    const view = selectSendView(portico)
    expect(view.tokens.map((t) => [t.symbol, t.balance])).toEqual([
      ['ETH', '1'],
      ['PUSD', '5'],
    ])
    expect(view.token?.key).toBe('native')
  })

  it('§5 tokens with decimals 0 are dropped from the API balance list; priced tokens carry their value', async () => {
    const { portico } = await connected({
      apiBalances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          value: 3000,
          price: 3000,
          quantity: { decimals: '18', numeric: '1' },
          iconUrl: '',
        },
        {
          name: 'NoDecimals',
          symbol: 'NOD',
          chainId: 'eip155:31337',
          address: 'eip155:31337:0x00000000000000000000000000000000000000d0',
          value: 0,
          price: 0,
          quantity: { decimals: '0', numeric: '5' },
          iconUrl: '',
        },
        {
          name: 'Portico USD',
          symbol: 'PUSD',
          chainId: 'eip155:31337',
          address: `eip155:31337:${TOKEN}`,
          value: 12.5,
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: 'http://127.0.0.1:9/i.png',
        },
      ],
    })
    await loadSendTokens(portico)
    const view = selectSendView(portico)
    expect(view.tokens.map((t) => t.symbol)).toEqual(['ETH', 'PUSD'])
    expect(view.tokens[1]).toMatchObject({ balance: '12.5', usd: 12.5, iconUrl: 'http://127.0.0.1:9/i.png' })
    expect(sendStateOf(portico).networkBalanceInUSD).toBe(3012.5)
  })

  it('§4 after a failed token-balance fetch, a new fetch within 30 s is skipped (lastRetry)', async () => {
    const { portico } = await connected({ apiBalances: new Error('down') })
    const api = await portico.getApi()
    await loadSendTokens(portico, { now: 1_000_000 })
    expect(sendStateOf(portico).lastRetry).toBe(1_000_000)
    await loadSendTokens(portico, { now: 1_000_000 + 29_000 })
    expect(api.fetchTokenBalances).toHaveBeenCalledTimes(1)
    await loadSendTokens(portico, { now: 1_000_000 + 31_000 })
    expect(api.fetchTokenBalances).toHaveBeenCalledTimes(2)
  })

  it('an amount above the balance is refused before the wallet opens (INSUFFICIENT_FUNDS, live too)', async () => {
    const { portico, adapter } = await connected()
    await fillForm(portico, '2')
    expect(selectSendView(portico).problem).toEqual({ code: 'INSUFFICIENT_FUNDS' })
    expect(await previewSend(portico)).toBe(false)
    expect(adapter.calls.some((c) => c.startsWith('prepare') || c.startsWith('send'))).toBe(false)
  })

  it('more fraction digits than the token has, or junk, is INVALID_AMOUNT; a wrong recipient INVALID_ADDRESS', async () => {
    const { portico } = await connected()
    await fillForm(portico, '0.1234567', BOB)
    selectSendToken(portico, TOKEN)
    expect(selectSendView(portico).problem).toEqual({ code: 'INVALID_AMOUNT' })
    setSendAmount(portico, '1e3')
    expect(selectSendView(portico).problem).toEqual({ code: 'INVALID_AMOUNT' })
    setSendAmount(portico, '1')
    await setSendReceiver(portico, 'not an address')
    expect(selectSendView(portico).problem).toEqual({ code: 'INVALID_ADDRESS' })
  })

  it('a recipient being checked shows no problem (nothing flashes while typing), and Review waits for the check', async () => {
    const { portico, adapter } = await connected()
    await loadSendTokens(portico)
    setSendAmount(portico, '0.5')
    let release = () => {}
    const slowCheck = new Promise<void>((r) => {
      release = r
    })
    Object.assign(adapter, {
      isAddress: async (v: string) => {
        await slowCheck
        return v === BOB
      },
    })
    const typed = setSendReceiver(portico, BOB)
    expect(sendStateOf(portico)).toMatchObject({ receiverChecking: true, receiverAddress: '' })
    expect(selectSendView(portico).problem).toBeUndefined()
    // Review pressed before the check is done: it waits, then goes on with the checked address
    const reviewed = previewSend(portico)
    release()
    await typed
    expect(sendStateOf(portico)).toMatchObject({ receiverChecking: false, receiverAddress: BOB })
    expect(await reviewed).toBe(true)
    expect(portico.getState().features.send?.preview).toBeDefined()
  })

  it('only the check of what is typed now ends the checking state', async () => {
    const { portico, adapter } = await connected()
    let releaseFirst = () => {}
    const first = new Promise<void>((r) => {
      releaseFirst = r
    })
    Object.assign(adapter, {
      isAddress: async (v: string) => {
        if (v === 'not an address') await first
        return v === BOB
      },
    })
    const stale = setSendReceiver(portico, 'not an address')
    await setSendReceiver(portico, BOB)
    releaseFirst()
    await stale
    expect(sendStateOf(portico)).toMatchObject({
      receiverInput: BOB,
      receiverAddress: BOB,
      receiverChecking: false,
    })
    expect(selectSendView(portico).problem).toBeUndefined()
  })

  it('a name resolves to its address through the blockchain API', async () => {
    const { portico } = await connected({ apiBalances: [] })
    await setSendReceiver(portico, 'alice.wcn.id')
    expect(sendStateOf(portico)).toMatchObject({ receiverAddress: BOB, receiverProfileName: 'alice.wcn.id' })
    await setSendReceiver(portico, 'nobody.wcn.id')
    expect(sendStateOf(portico).receiverAddress).toBe('')
  })

  it('review shows the fee; a declined signature keeps the form and says Signature declined; retry sends', async () => {
    const { portico, adapter, events } = await connected()
    portico.open()
    await fillForm(portico, '0.25')
    portico.router.push('Send')
    expect(await previewSend(portico)).toBe(true)
    expect(portico.getState().router.view).toBe('SendPreview')
    expect(selectSendView(portico).preview).toEqual({
      amount: '0.25',
      symbol: 'ETH',
      to: BOB,
      fee: '0.000021',
      feeSymbol: 'ETH',
    })
    adapter.next.send = rejection()
    expect(await confirmSend(portico)).toBe(false)
    expect(portico.getState().toast?.key).toBe('SIGNATURE_DECLINED')
    expect(sendStateOf(portico)).toMatchObject({
      declined: true,
      sendTokenAmount: '0.25',
      receiverAddress: BOB,
    })
    expect(events.map((e) => e.event)).not.toContain('SEND_ERROR')
    expect(await confirmSend(portico)).toBe(true)
    expect(portico.getState().router.view).toBe('SendSuccess')
    expect(sendStateOf(portico)).toMatchObject({ sendTokenAmount: '', receiverInput: '', declined: false })
    expect(selectSendView(portico).result).toMatchObject({ amount: '0.25', symbol: 'ETH', to: BOB })
    expect(adapter.calls.filter((c) => c.startsWith('send'))).toEqual([
      `send:${BOB}:250000000000000000`,
      `send:${BOB}:250000000000000000`,
    ])
  })

  it('a token send moves the token with its own decimals', async () => {
    const { portico, adapter } = await connected()
    await fillForm(portico, '1.5')
    selectSendToken(portico, TOKEN)
    expect(await previewSend(portico)).toBe(true)
    expect(await confirmSend(portico)).toBe(true)
    expect(adapter.calls).toContain(`send:${BOB}:1500000:PUSD`)
  })

  it('Max: the whole token balance; for the native currency the balance minus the fee', async () => {
    const { portico } = await connected()
    await fillForm(portico, '')
    await setSendMax(portico)
    expect(sendStateOf(portico).sendTokenAmount).toBe('0.999979')
    selectSendToken(portico, TOKEN)
    await setSendMax(portico)
    expect(sendStateOf(portico).sendTokenAmount).toBe('5')
  })

  it('a transfer the chain would refuse shows the reason on the form', async () => {
    const { portico, adapter } = await connected()
    await fillForm(portico, '0.1')
    adapter.next.prepare = porticoError('TRANSACTION_FAILED', { details: { reason: 'ERC20: paused' } })
    expect(await previewSend(portico)).toBe(false)
    expect(selectSendView(portico).problem).toEqual({ code: 'TRANSACTION_FAILED', reason: 'ERC20: paused' })
  })
})
