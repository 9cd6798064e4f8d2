import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletListItem } from './apiSchemas.js'
import type { ExplorerClient, GetWalletsParams } from './createExplorerClient.js'
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
    expect(list.getState()).toMatchObject({ error: 'HTTP status code: 503', loading: false, wallets: [] })
    fail = false
    await list.retry()
    expect(list.getState()).toMatchObject({ error: null, page: 1 })
  })
})
