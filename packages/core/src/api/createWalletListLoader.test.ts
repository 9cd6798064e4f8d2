import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_TIMEOUT_MS, type FetchFn } from './apiFetch.js'
import type { WalletListItem } from './apiSchemas.js'
import { createExplorerClient, type ExplorerClient, type GetWalletsParams } from './createExplorerClient.js'
import { createWalletListLoader } from './createWalletListLoader.js'

const REGISTRY: WalletListItem[] = Array.from({ length: 95 }, (_, i) => ({
  id: `w${i}`,
  name: i === 7 ? 'Rainbow' : `Wallet ${i}`,
  chains: [],
  mobile_link: i % 2 === 0 ? `https://m${i}.test` : null,
}))

function fakeExplorer() {
  const calls: GetWalletsParams[] = []
  const getWallets = async (p: GetWalletsParams = {}) => {
    calls.push(p)
    let list = REGISTRY.filter((w) => (p.include?.length ? p.include.includes(w.id) : true))
    list = list.filter((w) => !p.exclude?.includes(w.id))
    if (p.search) list = list.filter((w) => w.name.toLowerCase().includes(p.search!.toLowerCase()))
    const entries = p.entries ?? 40
    const page = p.page ?? 1
    return { data: list.slice((page - 1) * entries, page * entries), count: list.length }
  }
  const explorer: ExplorerClient = {
    getWallets,
    searchWallets: (search, p = {}) => getWallets({ ...p, search, page: 1, entries: 100 }),
    walletImageUrl: (id) => `http://127.0.0.1/img/${id}`,
    getAllowedOrigins: async () => [],
    getAnalyticsConfig: async () => ({ isAnalyticsEnabled: true }),
  }
  return { explorer, calls }
}

const none = { includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [], customWallets: [] }

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletListLoader', () => {
  it('§9 loads the registry in pages of 40 until the count is reached', async () => {
    const { explorer, calls } = fakeExplorer()
    const list = createWalletListLoader(explorer, none)
    await list.loadMore()
    expect(list.getState()).toMatchObject({ page: 1, count: 95 })
    expect(list.getState().wallets).toHaveLength(40)
    await list.loadMore()
    await list.loadMore()
    expect(list.getState().wallets).toHaveLength(95)
    await list.loadMore()
    expect(calls.filter((c) => c.page !== undefined)).toHaveLength(3)
    expect(calls.every((c) => c.entries === 40)).toBe(true)
  })

  it('§9 featured wallets come first in featuredWalletIds order, then custom wallets; excluded wallets are asked away', async () => {
    const { explorer, calls } = fakeExplorer()
    const list = createWalletListLoader(explorer, {
      includeWalletIds: [],
      excludeWalletIds: ['w0'],
      featuredWalletIds: ['w9', 'w3'],
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
    })
    await list.loadMore()
    expect(
      list
        .getState()
        .wallets.slice(0, 4)
        .map((w) => w.id),
    ).toEqual(['w9', 'w3', 'mine', 'w1'])
    expect(calls.at(-1)?.exclude).toEqual(['w0', 'w9', 'w3'])
    expect(list.getState().wallets.filter((w) => w.id === 'w9')).toHaveLength(1)
  })

  it('§9 featured wallets default to 4', async () => {
    const { explorer } = fakeExplorer()
    const list = createWalletListLoader(explorer, {
      ...none,
      featuredWalletIds: ['w1', 'w2', 'w3', 'w4', 'w5'],
    })
    await list.loadMore()
    // the fifth id is not featured: it keeps its registry place
    expect(
      list
        .getState()
        .wallets.slice(0, 6)
        .map((w) => w.id),
    ).toEqual(['w1', 'w2', 'w3', 'w4', 'w0', 'w5'])
  })

  it('§9 search waits at least 300 ms after the last keystroke and asks for up to 100 results', async () => {
    vi.useFakeTimers()
    const { explorer, calls } = fakeExplorer()
    const list = createWalletListLoader(explorer, none)
    list.setSearch('rain')
    await vi.advanceTimersByTimeAsync(200)
    list.setSearch('rainb')
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toHaveLength(0)
    expect(list.getState().searching).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual([{ search: 'rainb', include: [], exclude: [], page: 1, entries: 100 }])
    expect(list.getState()).toMatchObject({ searching: false, search: 'rainb' })
    expect(list.getState().wallets.map((w) => w.name)).toEqual(['Rainbow'])
    list.setSearch('')
    expect(list.getState().searching).toBe(false)
  })

  it('§9 the mobile list keeps wallets with a mobile link plus two named wallets', async () => {
    const { explorer } = fakeExplorer()
    const list = createWalletListLoader(explorer, none, { isMobile: true })
    await list.loadMore()
    expect(list.getState().wallets.every((w) => w.mobile_link)).toBe(true)
  })

  it('§9 recommended: 4 registry wallets that are neither featured nor excluded', async () => {
    const { explorer } = fakeExplorer()
    const list = createWalletListLoader(explorer, {
      ...none,
      featuredWalletIds: ['w0'],
      excludeWalletIds: ['w1'],
    })
    expect((await list.recommended()).map((w) => w.id)).toEqual(['w2', 'w3', 'w4', 'w5'])
  })

  it('an API failure becomes an error in the state; retry loads again', async () => {
    const { explorer } = fakeExplorer()
    let fail = true
    const flaky: ExplorerClient = {
      ...explorer,
      getWallets: (p) => (fail ? Promise.reject(new Error('HTTP status code: 503')) : explorer.getWallets(p)),
    }
    const list = createWalletListLoader(flaky, none)
    await list.loadMore()
    expect(list.getState()).toMatchObject({
      error: 'HTTP status code: 503',
      loading: false,
      wallets: [],
    })
    fail = false
    await list.retry()
    expect(list.getState()).toMatchObject({ error: null, page: 1 })
  })
})

/**
 * The registry behind the real explorer client (apiFetch and its timeout), over a fetch the test
 * answers by hand: `answer(i)` answers the i-th request with the fake registry's page. The fetch
 * ignores its signal, as a host's fetch wrapper may: the timeout must hold without it.
 */
function handRegistry() {
  const { explorer: fake } = fakeExplorer()
  const requests: { url: URL; signal?: AbortSignal | null; answer(): Promise<void> }[] = []
  const fetch: FetchFn = (input, init) =>
    new Promise((resolve) => {
      const url = new URL(input)
      const q = url.searchParams
      const list = (name: string) => q.get(name)?.split(',') ?? []
      requests.push({
        url,
        signal: init?.signal,
        async answer() {
          const body = await fake.getWallets({
            page: Number(q.get('page') ?? 1),
            entries: Number(q.get('entries') ?? 40),
            include: list('include'),
            exclude: list('exclude'),
            ...(q.get('search') ? { search: q.get('search')! } : {}),
          })
          resolve(new Response(JSON.stringify(body)))
        },
      })
    })
  const explorer = createExplorerClient({
    baseUrl: 'http://127.0.0.1:9',
    projectId: 'p',
    sdkType: 'appkit',
    sdkVersion: 'test',
    fetch,
  })
  return { explorer, requests }
}

describe('a slow registry (issue 27 item 7): every load ends within the API timeout', () => {
  it('§9 page 1 without an answer ends at the API timeout as API_TIMEOUT; Retry loads it', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, none)
    void list.loadMore()
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(list.getState()).toMatchObject({ loading: true, error: null })
    await vi.advanceTimersByTimeAsync(1)
    expect(list.getState()).toMatchObject({ loading: false, errorCode: 'API_TIMEOUT', wallets: [] })
    expect(requests[0]!.signal?.aborted).toBe(true)
    void list.retry()
    expect(list.getState()).toMatchObject({ loading: true, error: null, errorCode: null })
    await requests[1]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(list.getState()).toMatchObject({ loading: false, error: null, page: 1 })
    expect(list.getState().wallets).toHaveLength(40)
  })

  it('§9 page 2 that times out keeps page 1 on screen; Retry asks for page 2 again', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, none)
    void list.loadMore()
    await requests[0]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    void list.loadMore()
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    expect(list.getState()).toMatchObject({ page: 1, loading: false, errorCode: 'API_TIMEOUT' })
    expect(list.getState().wallets.map((w) => w.id)).toEqual(REGISTRY.slice(0, 40).map((w) => w.id))
    void list.retry()
    expect(requests[2]!.url.searchParams.get('page')).toBe('2')
    await requests[2]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(list.getState()).toMatchObject({ page: 2, error: null })
    expect(list.getState().wallets).toHaveLength(80)
  })

  it('a late answer after a retry is dropped: the page is not listed twice', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, none)
    void list.loadMore()
    await vi.advanceTimersByTimeAsync(1_000)
    // the person retries while page 1 is still on its way
    void list.retry()
    expect(requests).toHaveLength(2)
    expect(requests[0]!.signal?.aborted).toBe(true)
    await requests[1]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    // the first request answers after all
    await requests[0]!.answer()
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    expect(list.getState()).toMatchObject({ page: 1, error: null, loading: false })
    expect(list.getState().wallets).toHaveLength(40)
  })

  it('featured wallets and the page are asked for side by side: one load, one timeout', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, { ...none, featuredWalletIds: ['w9'] })
    void list.loadMore()
    await vi.advanceTimersByTimeAsync(0)
    expect(requests.map((r) => r.url.searchParams.get('include'))).toEqual(['w9', null])
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    expect(list.getState()).toMatchObject({ loading: false, errorCode: 'API_TIMEOUT' })
  })

  it('§9 a search without an answer ends at 300 ms + the API timeout; clearing it brings the pages back', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, none)
    void list.loadMore()
    await requests[0]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    list.setSearch('rain')
    await vi.advanceTimersByTimeAsync(300 + API_TIMEOUT_MS - 1)
    expect(list.getState()).toMatchObject({ searching: true, error: null })
    await vi.advanceTimersByTimeAsync(1)
    expect(list.getState()).toMatchObject({ searching: false, errorCode: 'API_TIMEOUT', wallets: [] })
    list.setSearch('')
    expect(list.getState()).toMatchObject({ search: '', error: null, errorCode: null, page: 1 })
    expect(list.getState().wallets).toHaveLength(40)
  })

  it('§9 a late search answer after a newer search is dropped, and its request aborted', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, none)
    list.setSearch('rain')
    await vi.advanceTimersByTimeAsync(300)
    list.setSearch('wallet 1')
    expect(requests[0]!.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    await requests[1]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    await requests[0]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(list.getState()).toMatchObject({ search: 'wallet 1', searching: false, error: null })
    expect(list.getState().wallets.every((w) => w.name.startsWith('Wallet 1'))).toBe(true)
  })

  it('a page that fails while a search is shown does not show its error over the results', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, none)
    void list.loadMore()
    list.setSearch('rain')
    await vi.advanceTimersByTimeAsync(300)
    await requests[1]!.answer()
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    expect(list.getState()).toMatchObject({ search: 'rain', error: null })
    expect(list.getState().wallets.map((w) => w.name)).toEqual(['Rainbow'])
    // back to the list: page 1's failure shows there, with its Retry
    list.setSearch('')
    expect(list.getState()).toMatchObject({ errorCode: 'API_TIMEOUT', loading: false })
  })

  it('a search typed before the first page was asked for: clearing it loads the list', async () => {
    const { explorer, calls } = fakeExplorer()
    const list = createWalletListLoader(explorer, none)
    list.setSearch('rain')
    list.setSearch('')
    await vi.waitFor(() => expect(list.getState().page).toBe(1))
    expect(calls.at(-1)).toMatchObject({ page: 1 })
  })

  it('destroy drops whatever is still on its way', async () => {
    vi.useFakeTimers()
    const { explorer, requests } = handRegistry()
    const list = createWalletListLoader(explorer, none)
    const seen: unknown[] = []
    list.subscribe((s) => seen.push(s))
    void list.loadMore()
    list.destroy()
    expect(requests[0]!.signal?.aborted).toBe(true)
    await requests[0]!.answer()
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    expect(seen).toHaveLength(1)
    expect(list.getState().page).toBe(0)
  })
})
