import { describe, expect, it, vi } from 'vitest'
import type { HistoryResponse, Transaction } from '../../api/apiSchemas.js'
import type { TrackingEvent } from '../../controllers/createEventBus.js'
import { createPortico } from '../../createPortico.js'
import { isPorticoError } from '../../errors/PorticoError.js'
import { createFakeAdapter, evmNetwork } from '../../test/createFakeAdapter.js'
import { sentTransactionsOf } from '../../transactions/sentTransactions.js'
import { sendTransaction } from '../send/sendTransaction.js'
import { activityStateOf, fetchTransactions, loadCounterpartyNames } from './fetchTransactions.js'
import { groupByMonth, yearMonthIn } from './groupByMonth.js'
import { selectActivityView } from './selectActivityView.js'

const ME = '0x00000000000000000000000000000000000000A1'
const BOB = '0x00000000000000000000000000000000000000b0'
const CHAIN = 'eip155:31337'

function tx(
  n: number,
  opts: Partial<Transaction['metadata']> & { spam?: boolean; nft?: boolean } = {},
): Transaction {
  const hash = `0x${n.toString(16).padStart(64, '0')}`
  return {
    id: hash,
    metadata: {
      operationType: 'receive',
      hash,
      minedAt: new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString(),
      sentFrom: BOB,
      sentTo: ME.toLowerCase(),
      status: 'confirmed',
      nonce: n,
      chain: CHAIN,
      ...opts,
    },
    transfers: opts.nft
      ? [
          {
            nft_info: { name: `#${n}`, flags: { is_spam: opts.spam === true } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ]
      : [{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: `${n}` } }],
  }
}

async function connected(history: (cursor?: string, chainId?: string) => Promise<HistoryResponse>) {
  const adapter = createFakeAdapter()
  Object.assign(adapter, { capabilities: [...adapter.capabilities, 'history'] })
  adapter.next.connect = { address: ME, chainId: 31337, connectorId: 'lab' }
  const portico = createPortico({
    networks: [evmNetwork(31337), evmNetwork(31338)],
    adapters: [adapter],
    apiUrl: 'http://127.0.0.1:9',
  })
  const getHistory = vi.fn(async (p: { cursor?: string | null; chainId?: string }) =>
    history(p.cursor ?? undefined, p.chainId),
  )
  const getIdentity = vi.fn(async (a: string) => ({
    name: a.toLowerCase() === BOB ? 'bob.wcn.id' : null,
    avatar: null,
  }))
  vi.spyOn(portico, 'getApi').mockResolvedValue({ blockchain: { getHistory, getIdentity } } as never)
  await portico.connect('lab')
  const events: TrackingEvent[] = []
  portico.onEvent((e) => events.push(e))
  return { portico, adapter, getHistory, getIdentity, events }
}

describe('Activity (SPEC §3 history state, §4 history fetch, §5 history rules)', () => {
  it('§4 history fetch pages by cursor and appends; nothing repeats', async () => {
    const pages: Record<string, HistoryResponse> = {
      first: { data: [tx(1), tx(2)], next: 'c2' },
      c2: { data: [tx(2), tx(3)], next: null },
    }
    const { portico, getHistory } = await connected(async (c) => pages[c ?? 'first']!)
    await fetchTransactions(portico)
    expect(activityStateOf(portico).next).toBe('c2')
    await fetchTransactions(portico)
    expect(getHistory.mock.calls.map((c) => c[0].cursor)).toEqual([undefined, 'c2'])
    const s = activityStateOf(portico)
    expect(s.transactions.map((t) => t.metadata.nonce)).toEqual([1, 2, 3])
    expect(s.next).toBeUndefined()
    // no next page: a further call asks nothing
    await fetchTransactions(portico)
    expect(getHistory).toHaveBeenCalledTimes(2)
    expect(getHistory.mock.calls[0]![0]).toMatchObject({ address: ME, chainId: CHAIN })
  })

  it('§4 empty is true when nothing results', async () => {
    const { portico } = await connected(async () => ({ data: [], next: null }))
    await fetchTransactions(portico)
    expect(activityStateOf(portico).empty).toBe(true)
    expect(selectActivityView(portico).empty).toBe(true)
  })

  it('§4/§8 on error: empty true, cursor cleared, toast Failed to fetch transactions, ERROR_FETCH_TRANSACTIONS', async () => {
    let fail = false
    const { portico, events } = await connected(async () => {
      if (fail) throw new Error('HTTP status code: 500')
      return { data: [tx(1)], next: 'c2' }
    })
    await fetchTransactions(portico)
    fail = true
    await fetchTransactions(portico)
    const s = activityStateOf(portico)
    expect(s.empty).toBe(true)
    expect(s.next).toBeUndefined()
    expect(s.failed).toBe(true)
    expect(portico.getState().toast).toMatchObject({ key: 'FAILED_TO_FETCH_TRANSACTIONS', variant: 'error' })
    expect(events.map((e) => e.event)).toContain('ERROR_FETCH_TRANSACTIONS')
    // recovery: a reset fetches the first page again
    fail = false
    await fetchTransactions(portico, { reset: true })
    expect(activityStateOf(portico)).toMatchObject({ failed: false, empty: false, next: 'c2' })
  })

  it('§5 history needs an account address', async () => {
    const portico = createPortico({ networks: [evmNetwork(31337)], adapters: [createFakeAdapter()] })
    const e = await fetchTransactions(portico).catch((x) => x)
    expect(isPorticoError(e, 'NOT_CONNECTED')).toBe(true)
  })

  it('§5 transactions whose transfers are all NFT spam are hidden; only the connected chain is shown', async () => {
    const { portico } = await connected(async () => ({
      data: [tx(1, { nft: true, spam: true }), tx(2, { nft: true }), tx(3, { chain: 'eip155:1' }), tx(4)],
      next: null,
    }))
    await fetchTransactions(portico)
    const ids = selectActivityView(portico, { timeZone: 'UTC' }).groups.flatMap((g) =>
      g.items.map((i) => i.id),
    )
    expect(ids).toEqual([`${CHAIN}:${tx(2).id}`, `${CHAIN}:${tx(4).id}`])
  })

  it('§3 a change of network starts the list over (lastNetworkInView) and drops a late answer', async () => {
    let release: (v: HistoryResponse) => void = () => undefined
    const { portico } = await connected((_c, chainId) =>
      chainId === CHAIN
        ? new Promise<HistoryResponse>((r) => {
            release = r
          })
        : Promise.resolve({ data: [], next: null }),
    )
    const first = fetchTransactions(portico)
    await vi.waitFor(() => expect(activityStateOf(portico).loading).toBe(true))
    await portico.switchNetwork('eip155:31338')
    const second = fetchTransactions(portico)
    release({ data: [tx(9)], next: null })
    await Promise.all([first, second])
    await vi.waitFor(() => expect(activityStateOf(portico).loading).toBe(false))
    expect(activityStateOf(portico).lastNetworkInView).toBe('eip155:31338')
    expect(activityStateOf(portico).transactions).toEqual([])
  })

  it('§3 transactionsByYear: year, then month, newest first in a month', () => {
    const at = (iso: string) => ({ iso, t: Date.parse(iso) })
    const items = [
      at('2025-12-03T10:00:00Z'),
      at('2026-02-01T00:00:00Z'),
      at('2026-02-14T00:00:00Z'),
      at('2025-12-30T00:00:00Z'),
    ]
    const groups = groupByMonth(items, (i) => i.t, 'UTC')
    expect(groups.map((g) => [g.year, g.month, g.items.map((i) => i.iso)])).toEqual([
      [2026, 2, ['2026-02-14T00:00:00Z', '2026-02-01T00:00:00Z']],
      [2025, 12, ['2025-12-30T00:00:00Z', '2025-12-03T10:00:00Z']],
    ])
  })

  it('§3 months are read in an explicit time zone: two zones group the same transaction alike per zone', () => {
    const t = Date.parse('2026-01-01T02:00:00Z')
    expect(yearMonthIn(t, 'UTC')).toEqual({ year: 2026, month: 1 })
    expect(yearMonthIn(t, 'America/New_York')).toEqual({ year: 2025, month: 12 })
    expect(yearMonthIn(t, 'Asia/Tokyo')).toEqual({ year: 2026, month: 1 })
    // an invalid time is left out rather than grouped under NaN
    expect(groupByMonth([{ t: Number.NaN }], (i) => i.t, 'UTC')).toEqual([])
  })

  it('a transfer sent from the dialog shows at once as pending, then confirmed; the server listing replaces it', async () => {
    let listed = false
    const { portico, adapter } = await connected(async () => ({
      data: listed
        ? [
            tx(1, {
              hash: `0x${'ab'.repeat(32)}`,
              operationType: 'send',
              sentFrom: ME.toLowerCase(),
              sentTo: BOB,
            }),
          ].map((t) => ({ ...t, id: `0x${'ab'.repeat(32)}` }))
        : [],
      next: null,
    }))
    let confirm: () => void = () => undefined
    adapter.sendGate = new Promise<void>((r) => {
      confirm = r
    })
    const sending = sendTransaction(portico, { to: BOB, amount: 1_500_000_000_000_000_000n })
    await vi.waitFor(() => expect(sentTransactionsOf(portico)).toHaveLength(1))
    const pending = selectActivityView(portico, { timeZone: 'UTC' }).groups[0]!.items[0]!
    expect(pending).toMatchObject({
      kind: 'send',
      status: 'pending',
      amounts: [{ quantity: '1.5', symbol: 'ETH', direction: 'out' }],
    })
    expect(pending.counterparty?.address).toBe(BOB)
    confirm()
    await sending
    expect(selectActivityView(portico, { timeZone: 'UTC' }).groups[0]!.items[0]!.status).toBe('confirmed')
    listed = true
    await fetchTransactions(portico)
    const all = selectActivityView(portico, { timeZone: 'UTC' }).groups.flatMap((g) => g.items)
    expect(all).toHaveLength(1)
  })

  it('a declined or failed send leaves no pending row; counterparties get their profile name', async () => {
    const { portico, adapter, getIdentity } = await connected(async () => ({ data: [tx(1)], next: null }))
    adapter.next.send = Object.assign(new Error('User rejected'), { code: 4001 })
    await sendTransaction(portico, { to: BOB, amount: 1n }).catch(() => undefined)
    expect(sentTransactionsOf(portico)).toHaveLength(0)
    await fetchTransactions(portico)
    await loadCounterpartyNames(portico, [BOB, BOB.toUpperCase().replace('0X', '0x')])
    expect(getIdentity).toHaveBeenCalledTimes(1)
    const item = selectActivityView(portico, { timeZone: 'UTC' }).groups[0]!.items[0]!
    expect(item.counterparty).toEqual({ address: BOB, name: 'bob.wcn.id' })
  })
})
