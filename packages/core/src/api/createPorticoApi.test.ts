import { describe, expect, it, vi } from 'vitest'
import { createAlertController } from '../controllers/createAlertController.js'
import { createToastController } from '../controllers/createToastController.js'
import { createPortico } from '../createPortico.js'
import type { FeatureOptionsInput } from '../options/featureOptions.js'
import { validateOptions } from '../options/validateOptions.js'
import { createPorticoStore } from '../store/createPorticoStore.js'
import type { PorticoState } from '../store/PorticoState.js'
import { evmNetwork } from '../test/createFakeAdapter.js'
import { API_TIMEOUT_MS, type FetchFn } from './apiFetch.js'
import { createPorticoApi } from './createPorticoApi.js'

const network = evmNetwork(31337)
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(opts: {
  unsupported?: boolean
  fetch: FetchFn
  features?: FeatureOptionsInput
  options?: Record<string, unknown>
  capabilities?: string[]
}) {
  const options = validateOptions({
    projectId: 'p',
    networks: [network],
    apiUrl: 'http://127.0.0.1:9',
    debug: true,
    features: opts.features ?? {},
    ...opts.options,
  })
  const store = createPorticoStore({
    open: true,
    router: { history: [{ view: 'Account' }], view: 'Account', direction: 'next' },
    activeNamespace: 'eip155',
    accounts: { eip155: { status: 'connected', address: ADDRESS, allAccounts: [] } },
    activeNetworks: { eip155: network.caipNetworkId },
    connectors: [],
    connecting: null,
    switchingNetwork: null,
    toast: null,
    alert: null,
    recentWalletIds: [],
    features: {},
    appearance: { themeMode: 'system', themeVariables: {}, locale: undefined },
  } as PorticoState)
  const api = createPorticoApi({
    options,
    store,
    alerts: createAlertController(store, { debug: true }),
    toasts: createToastController(store),
    isUnsupported: () => opts.unsupported === true,
    getActiveNetwork: () => (opts.unsupported ? undefined : network),
    hasCapability: (capability) => (opts.capabilities ?? ['names']).includes(capability),
    fetch: opts.fetch,
  })
  return { api, store }
}

describe('createPorticoApi', () => {
  it('§8 Token Balance Unavailable on an unsupported network, without a request', async () => {
    const fetch = vi.fn<FetchFn>()
    const { api, store } = setup({ unsupported: true, fetch })
    expect(await api.fetchTokenBalances()).toEqual([])
    expect(store.getState().toast?.key).toBe('TOKEN_BALANCE_UNAVAILABLE')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('§8 Token Balance Unavailable when the balance fetch fails', async () => {
    const { api, store } = setup({ fetch: async () => new Response('{}', { status: 502 }) })
    expect(await api.fetchTokenBalances()).toEqual([])
    expect(store.getState().toast).toMatchObject({ key: 'TOKEN_BALANCE_UNAVAILABLE', variant: 'error' })
  })

  it('identity fills the profile name and avatar of the account', async () => {
    const { api, store } = setup({
      fetch: async () =>
        new Response(JSON.stringify({ name: 'ann-lab.wcn.id', avatar: 'https://a.test/x.png' })),
    })
    await api.fetchIdentity()
    expect(store.getState().accounts.eip155).toMatchObject({
      profileName: 'ann-lab.wcn.id',
      profileImage: 'https://a.test/x.png',
    })
  })

  it("§9 identity is the names capability's: an adapter without it fetches no profile", async () => {
    const fetch = vi.fn<FetchFn>(async () => new Response(JSON.stringify({ name: 'ann-lab.wcn.id' })))
    const { api, store } = setup({ fetch, capabilities: ['balance'] })
    await api.fetchIdentity()
    expect(fetch).not.toHaveBeenCalled()
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()
  })

  it('§6 with email or socials on, an origin missing from the allowed origins raises Invalid App Configuration', async () => {
    const fetch: FetchFn = async () => new Response(JSON.stringify({ allowedOrigins: ['https://ok.test'] }))
    const { api, store } = setup({ fetch })
    expect(await api.checkOrigin('https://ok.test')).toBe(true)
    expect(store.getState().alert).toBeNull()
    expect(await api.checkOrigin('https://evil.test')).toBe(false)
    expect(store.getState().alert?.key).toBe('INVALID_APP_CONFIGURATION')
  })

  it('§6 without email and socials the origin is not checked', async () => {
    const fetch = vi.fn<FetchFn>()
    const { api } = setup({ fetch, features: { email: false, socials: false } })
    expect(await api.checkOrigin('https://evil.test')).toBe(true)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('§9 Connect view: featured (featuredWalletIds order, default 4) and 4 recommended, installed and excluded left out', async () => {
    const wallet = (id: string, rdns?: string) => ({
      id,
      name: `W ${id}`,
      chains: [],
      ...(rdns ? { rdns } : {}),
    })
    const urls: URL[] = []
    const fetch: FetchFn = async (input) => {
      const url = new URL(String(input))
      urls.push(url)
      const include = url.searchParams.get('include')
      const data = include
        ? include
            .split(',')
            .reverse()
            .map((id) => wallet(id))
        : [wallet('r1', 'io.installed'), wallet('r2'), wallet('r3'), wallet('r4'), wallet('r5')]
      return new Response(JSON.stringify({ data, count: data.length }))
    }
    const { api, store } = setup({
      fetch,
      options: { featuredWalletIds: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'], excludeWalletIds: ['r3'] },
    })
    store.setState({
      connectors: [{ id: 'inj', type: 'ANNOUNCED', name: 'Inj', chain: 'eip155', rdns: 'io.installed' }],
    })
    const { featured, recommended } = await api.connectViewWallets()
    expect(featured.map((w) => w.id)).toEqual(['f1', 'f2', 'f3', 'f4'])
    expect(recommended.map((w) => w.id)).toEqual(['r2', 'r4'])
    const rec = urls.find((u) => !u.searchParams.get('include'))!
    expect(rec.searchParams.get('entries')).toBe('4')
    expect(rec.searchParams.get('exclude')).toBe('r3,f1,f2,f3,f4')
    // §7 getWallets chains: the recommended wallets are those of the app's networks; the host's
    // featured wallets are shown whatever chains they list
    expect(rec.searchParams.get('chains')).toBe('eip155:31337')
    expect(urls.find((u) => u.searchParams.get('include'))!.searchParams.has('chains')).toBe(false)
    // fetched once per instance
    await api.connectViewWallets()
    expect(urls).toHaveLength(2)
  })

  it('§9 mobile list shows wallets with a mobile link plus two named wallets: the Connect view on a phone', async () => {
    const wallet = (id: string, name: string, mobile_link?: string) => ({
      id,
      name,
      chains: [],
      ...(mobile_link ? { mobile_link } : {}),
    })
    const urls: URL[] = []
    const fetch: FetchFn = async (input) => {
      const url = new URL(String(input))
      urls.push(url)
      const data = url.searchParams.get('include')
        ? [wallet('f1', 'Featured desktop only'), wallet('f2', 'Featured', 'f2://')]
        : [
            wallet('r1', 'Desktop only'),
            wallet('r2', 'Phantom'),
            wallet('r3', 'Mobile', 'r3://'),
            wallet('r4', 'Extension only'),
            wallet('r5', 'Coinbase Wallet'),
            wallet('r6', 'Mobile too', 'r6://'),
            wallet('r7', 'Mobile three', 'r7://'),
          ]
      return new Response(JSON.stringify({ data, count: data.length }))
    }
    const { api } = setup({ fetch, options: { featuredWalletIds: ['f1', 'f2'] } })
    const { featured, recommended } = await api.connectViewWallets({ isMobile: true })
    expect(featured.map((w) => w.id)).toEqual(['f2'])
    // still 4 recommended: more are asked for, those without a mobile link (and not named) left out
    expect(recommended.map((w) => w.id)).toEqual(['r2', 'r3', 'r5', 'r6'])
    expect(urls.find((u) => !u.searchParams.get('include'))?.searchParams.get('entries')).toBe('16')
  })

  it('§9 Connect view wallets: a failed fetch gives empty lists and its code (and is tried again next time)', async () => {
    const fetch = vi.fn<FetchFn>(async () => new Response('nope', { status: 500 }))
    const { api } = setup({ fetch, options: { featuredWalletIds: ['f1'] } })
    expect(await api.connectViewWallets()).toEqual({
      featured: [],
      recommended: [],
      errorCode: 'HTTP_STATUS',
    })
    await api.connectViewWallets()
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('§9 Connect view wallets end within the API timeout: what answered stays, API_TIMEOUT for the rest (issue 27 item 7)', async () => {
    vi.useFakeTimers()
    try {
      // featured answers; recommended never does, and the fetch ignores its signal
      const fetch: FetchFn = (input) =>
        new URL(input).searchParams.get('include')
          ? Promise.resolve(
              new Response(JSON.stringify({ data: [{ id: 'f1', name: 'F1', chains: [] }], count: 1 })),
            )
          : new Promise(() => undefined)
      const { api } = setup({ fetch, options: { featuredWalletIds: ['f1'] } })
      let result: unknown
      void api.connectViewWallets().then((r) => (result = r))
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
      expect(result).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(result).toMatchObject({ featured: [{ id: 'f1' }], recommended: [], errorCode: 'API_TIMEOUT' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('createPortico creates the clients lazily, once', async () => {
    const portico = createPortico({ projectId: 'p', networks: [network], apiUrl: 'http://127.0.0.1:9' })
    const a = await portico.getApi()
    expect(a).toBe(await portico.getApi())
    expect(a.blockchain.rpcUrl('eip155:31337')).toBe(
      'http://127.0.0.1:9/v1/?chainId=eip155%3A31337&projectId=p',
    )
  })
})
