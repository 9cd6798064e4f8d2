import type { Connector, Portico, PorticoState, WalletListItem } from '@portico/core'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectRoute } from './ConnectRoute.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const item = (id: string, extra: Partial<WalletListItem> = {}): WalletListItem => ({
  id,
  name: `Wallet ${id}`,
  chains: [],
  ...extra,
})
const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  ...extra,
})

const CUSTOM = [
  { id: 'c1', name: 'Custom One', image_url: 'https://app.test/c1.png', mobile_link: 'c1://' },
  { id: 'c-nolink', name: 'No Link', homepage: 'https://app.test' },
  // the same id as a featured registry wallet: listed once, where the registry puts it
  { id: 'f2', name: 'Duplicate', webapp_link: 'https://app.test/f2' },
]

function fakePortico(opts: { apiUrl?: string; walletConnect?: boolean } = {}) {
  const connectViewWallets = vi.fn(async () => ({
    featured: [item('f1', { image_id: 'img-f1', mobile_link: 'f1://' }), item('f2')],
    recommended: [item('r1'), item('inst', { rdns: 'io.installed' })],
  }))
  const portico = {
    options: {
      apiUrl: opts.apiUrl ?? 'http://127.0.0.1:9',
      features: { allWallets: true },
      featuredWalletIds: ['f1', 'f2'],
      customWallets: CUSTOM,
    },
    walletConnect:
      opts.walletConnect === false
        ? undefined
        : { connector: { id: 'walletConnect' }, preload: vi.fn(async () => undefined) },
    getApi: vi.fn(async () => ({
      connectViewWallets,
      explorer: {
        walletImageUrl: (id: string) => `http://127.0.0.1:9/getWalletImage/${id}`,
        // the registry's entries of the recent wallets
        getWallets: vi.fn(async (p: { include?: string[] }) => {
          const data = (p.include ?? []).map((id) => item(id, { mobile_link: `${id}://` }))
          return { data, count: data.length }
        }),
      },
    })),
    connect: vi.fn(async () => undefined),
    connectWalletConnect: vi.fn(async () => undefined),
  }
  return { portico: portico as unknown as Portico & typeof portico, connectViewWallets }
}

const state = (connectors: Connector[], recentWalletIds: string[] = []) =>
  ({ connectors, recentWalletIds }) as unknown as PorticoState

const rowIds = () =>
  screen.getAllByRole('button').map((b) => b.getAttribute('data-testid')?.replace(/^wallet-/, ''))

describe('ConnectRoute', () => {
  it('§9 order: walletConnect, recent, injected, featured, custom, external, recommended (installed left out)', async () => {
    const { portico } = fakePortico()
    render(
      <ConnectRoute
        portico={portico}
        state={state(
          [
            connector('walletConnect', 'WALLET_CONNECT'),
            connector('recent', 'EXTERNAL'),
            connector('inj', 'ANNOUNCED', { rdns: 'io.installed' }),
            connector('ext', 'EXTERNAL'),
          ],
          ['recent'],
        )}
      />,
    )
    await waitFor(() => expect(rowIds()).toContain('registry-r1'))
    expect(rowIds()).toEqual([
      'walletConnect',
      'recent',
      'inj',
      'registry-f1',
      'registry-f2',
      'custom-c1',
      'ext',
      'registry-r1',
    ])
    // the registry image of a featured wallet
    expect(screen.getByTestId('wallet-registry-f1').querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1:9/getWalletImage/img-f1',
    )
  })

  it('§9 choosing a featured wallet pairs over WalletConnect shown for it', async () => {
    const { portico } = fakePortico()
    render(<ConnectRoute portico={portico} state={state([connector('walletConnect', 'WALLET_CONNECT')])} />)
    fireEvent.click(await screen.findByTestId('wallet-registry-f1'))
    expect(portico.connectWalletConnect).toHaveBeenCalledWith({
      id: 'f1',
      name: 'Wallet f1',
      imageUrl: 'http://127.0.0.1:9/getWalletImage/img-f1',
      mobile_link: 'f1://',
      desktop_link: undefined,
      webapp_link: undefined,
    })
    // the WalletConnect row pairs for no wallet in particular (the one chosen before is forgotten)
    fireEvent.click(screen.getByTestId('wallet-walletConnect'))
    expect(portico.connectWalletConnect).toHaveBeenLastCalledWith()
  })

  it('§3 customWallets are listed in the §9 custom place and pair over WalletConnect with their own links', async () => {
    const { portico } = fakePortico()
    render(<ConnectRoute portico={portico} state={state([connector('walletConnect', 'WALLET_CONNECT')])} />)
    const row = await screen.findByTestId('wallet-custom-c1')
    expect(row.textContent).toContain('Custom One')
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://app.test/c1.png')
    // a custom wallet with no link has no way to pair: it is not offered here (All Wallets shows
    // its Get wallet page)
    expect(screen.queryByTestId('wallet-custom-c-nolink')).toBeNull()
    expect(screen.queryByTestId('wallet-custom-f2')).toBeNull()
    fireEvent.click(row)
    expect(portico.connectWalletConnect).toHaveBeenCalledWith({
      id: 'c1',
      name: 'Custom One',
      imageUrl: 'https://app.test/c1.png',
      mobile_link: 'c1://',
      desktop_link: null,
      webapp_link: null,
    })
    expect(portico.connect).not.toHaveBeenCalled()
  })

  it('§3 Recent: a registry or custom wallet paired over WalletConnect is Recent, among the recent connectors, and pairs again', async () => {
    const { portico } = fakePortico()
    render(
      <ConnectRoute
        portico={portico}
        state={state(
          [
            connector('walletConnect', 'WALLET_CONNECT'),
            connector('recent', 'EXTERNAL'),
            connector('inj', 'ANNOUNCED'),
          ],
          // core remembers a wallet paired over WalletConnect as wc:<id>, newest first
          ['wc:old-trust', 'recent', 'wc:c1'],
        )}
      />,
    )
    await waitFor(() => expect(rowIds()).toContain('registry-old-trust'))
    // after WalletConnect, the recent connectors and paired wallets newest first; then the rest
    expect(rowIds()).toEqual([
      'walletConnect',
      'registry-old-trust',
      'recent',
      'custom-c1',
      'inj',
      'registry-f1',
      'registry-f2',
      'registry-r1',
      'registry-inst',
    ])
    for (const id of ['registry-old-trust', 'custom-c1'])
      expect(screen.getByTestId(`wallet-${id}`).textContent, id).toContain('Recent')
    fireEvent.click(screen.getByTestId('wallet-registry-old-trust'))
    expect(portico.connectWalletConnect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'old-trust', mobile_link: 'old-trust://' }),
    )
  })

  it('§3 Recent: an id without the wc: mark (the embedded wallet, an extension not announced yet) is no paired wallet: no registry request, no placeholder', async () => {
    const { portico } = fakePortico()
    render(
      <ConnectRoute
        portico={portico}
        state={state(
          [connector('walletConnect', 'WALLET_CONNECT'), connector('inj', 'ANNOUNCED')],
          ['auth', 'gone'],
        )}
      />,
    )
    await waitFor(() => expect(rowIds()).toContain('registry-r1'))
    const api = await portico.getApi.mock.results[0]!.value
    expect(api.explorer.getWallets).not.toHaveBeenCalled()
    expect(rowIds().slice(0, 2)).toEqual(['walletConnect', 'inj'])
  })

  it('§9 no API or no WalletConnect: no registry request, only the connectors', async () => {
    // without an API the custom wallets are still there (they pair over WalletConnect with their
    // own links); without WalletConnect nothing pairs
    for (const [opts, rows] of [
      [{ apiUrl: '' }, ['inj', 'custom-c1']],
      [{ walletConnect: false }, ['inj']],
    ] as const) {
      const { portico } = fakePortico(opts)
      render(<ConnectRoute portico={portico} state={state([connector('inj', 'ANNOUNCED')])} />)
      await new Promise((r) => setTimeout(r, 10))
      expect(portico.getApi).not.toHaveBeenCalled()
      expect(rowIds()).toEqual(rows)
      cleanup()
    }
  })

  it('§9 mobile list rule: on a phone the Connect view asks for the mobile registry list', async () => {
    const { portico, connectViewWallets } = fakePortico()
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    })
    render(<ConnectRoute portico={portico} state={state([connector('walletConnect', 'WALLET_CONNECT')])} />)
    await waitFor(() => expect(connectViewWallets).toHaveBeenCalledWith({ isMobile: true }))
    cleanup()
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' })
    const desktop = fakePortico()
    render(
      <ConnectRoute
        portico={desktop.portico}
        state={state([connector('walletConnect', 'WALLET_CONNECT')])}
      />,
    )
    await waitFor(() => expect(desktop.connectViewWallets).toHaveBeenCalledWith({ isMobile: false }))
  })

  it('while the registry loads, skeleton rows hold its places: the rows above never move', async () => {
    const { portico, connectViewWallets } = fakePortico()
    let answer: (v: unknown) => void = () => {}
    connectViewWallets.mockImplementationOnce(() => new Promise((r) => (answer = r as (v: unknown) => void)))
    render(
      <ConnectRoute
        portico={portico}
        state={state([connector('walletConnect', 'WALLET_CONNECT'), connector('inj', 'ANNOUNCED')])}
      />,
    )
    await waitFor(() => expect(connectViewWallets).toHaveBeenCalled())
    const items = () =>
      [...document.querySelectorAll('li')].map((li) =>
        li.getAttribute('data-testid') === 'wallet-placeholder'
          ? 'placeholder'
          : li.querySelector('button')?.getAttribute('data-testid'),
      )
    // 2 featured (featuredWalletIds) after the installed ones, 4 recommended at the end
    expect(items()).toEqual([
      'wallet-walletConnect',
      'wallet-inj',
      'placeholder',
      'placeholder',
      'wallet-custom-c1',
      'placeholder',
      'placeholder',
      'placeholder',
      'placeholder',
    ])
    answer({ featured: [item('f1'), item('f2')], recommended: [item('r1')] })
    await waitFor(() => expect(items()).not.toContain('placeholder'))
    expect(items()).toEqual([
      'wallet-walletConnect',
      'wallet-inj',
      'wallet-registry-f1',
      'wallet-registry-f2',
      'wallet-custom-c1',
      'wallet-registry-r1',
    ])
  })

  it('a registry that times out: its skeleton rows give way to a message and Try again, which fetches again (issue 27 item 7)', async () => {
    const { portico, connectViewWallets } = fakePortico()
    connectViewWallets.mockImplementationOnce(async () => ({
      featured: [item('f1')],
      recommended: [],
      errorCode: 'API_TIMEOUT',
    }))
    const onSelect = portico.connect
    render(
      <ConnectRoute
        portico={portico}
        state={state([connector('inj', 'ANNOUNCED')])}
        onAllWallets={() => {}}
      />,
    )
    await screen.findByTestId('connect-registry-error')
    expect(screen.queryByTestId('wallet-placeholder')).toBeNull()
    // what did load is there, and the installed wallet still connects
    expect(screen.getByTestId('wallet-registry-f1')).toBeTruthy()
    fireEvent.click(screen.getByTestId('wallet-inj'))
    expect(onSelect).toHaveBeenCalledWith('inj')
    fireEvent.click(screen.getByTestId('connect-registry-retry'))
    expect(screen.queryByTestId('connect-registry-error')).toBeNull()
    await screen.findByTestId('wallet-registry-r1')
    expect(connectViewWallets).toHaveBeenCalledTimes(2)
    expect(screen.queryByTestId('connect-registry-error')).toBeNull()
  })

  it("WalletConnect's SDK is prepared on intent only: its row, a registry wallet's row or All Wallets, pointed at or focused", async () => {
    const { portico } = fakePortico()
    const preload = portico.walletConnect!.preload as ReturnType<typeof vi.fn>
    render(
      <ConnectRoute
        portico={portico}
        state={state([connector('walletConnect', 'WALLET_CONNECT'), connector('inj', 'ANNOUNCED')])}
        onAllWallets={() => {}}
      />,
    )
    await screen.findByTestId('wallet-registry-f1')
    // an installed wallet needs no SDK: pointing at it or focusing it prepares nothing
    fireEvent.pointerEnter(screen.getByTestId('wallet-inj'))
    fireEvent.focus(screen.getByTestId('wallet-inj'))
    expect(preload).not.toHaveBeenCalled()
    fireEvent.pointerEnter(screen.getByTestId('wallet-walletConnect'))
    expect(preload).toHaveBeenCalledTimes(1)
    fireEvent.focus(screen.getByTestId('wallet-registry-f1'))
    expect(preload).toHaveBeenCalledTimes(2)
    fireEvent.pointerEnter(screen.getByTestId('wallet-all'))
    expect(preload).toHaveBeenCalledTimes(3)
  })

  it('the API clients that do not load: no skeleton rows forever, a message instead', async () => {
    const { portico } = fakePortico()
    portico.getApi.mockRejectedValueOnce(new Error('chunk failed'))
    render(<ConnectRoute portico={portico} state={state([connector('inj', 'ANNOUNCED')])} />)
    await screen.findByTestId('connect-registry-error')
    expect(screen.queryByTestId('wallet-placeholder')).toBeNull()
  })
})
