import { type ExplorerClient, type Portico, type PorticoState, porticoError } from '@portico/core'
import { createWalletListLoader } from '@portico/core/internal'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AllWalletsRoute } from './AllWalletsRoute.js'

afterEach(cleanup)

const page = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `w${from + i}`, name: `Wallet ${from + i}`, chains: [] }))

/** core's wallet list over an explorer the test answers: each call takes the next answer */
function fakePortico(
  answers: (() => Promise<{ data: ReturnType<typeof page>; count: number }>)[],
  hostOptions: Record<string, unknown> = { features: {} },
) {
  const getWallets = vi.fn(() => answers.shift()!())
  const explorer = {
    getWallets,
    searchWallets: getWallets,
    walletImageUrl: (id: string) => `http://127.0.0.1:9/getWalletImage/${id}`,
  } as unknown as ExplorerClient
  const options = { includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [], customWallets: [] }
  const portico = {
    getApi: async () => ({ explorer, createWalletList: () => createWalletListLoader(explorer, options) }),
    connect: vi.fn(async () => undefined),
    walletConnect: { preload: vi.fn(async () => undefined) },
    options: hostOptions,
    router: { reset: vi.fn() },
  } as unknown as Portico
  return { portico, getWallets }
}

const state = { connectors: [], recentWalletIds: [] } as unknown as PorticoState
const rows = () => document.querySelectorAll('[data-testid^="all-wallets-w"]').length

describe('AllWalletsRoute over core’s wallet list (issue 27 item 7)', () => {
  it('a registry that does not answer in time: the message and Try again, then the list', async () => {
    const { portico, getWallets } = fakePortico([
      () => Promise.reject(porticoError('API_TIMEOUT')),
      async () => ({ data: page(0, 40), count: 95 }),
    ])
    render(<AllWalletsRoute portico={portico} state={state} />)
    const notice = await screen.findByTestId('all-wallets-error')
    expect(notice.textContent).toBe('Wallets are taking too long to load')
    expect(screen.queryByText('Loading wallets')).toBeNull()
    fireEvent.click(screen.getByTestId('all-wallets-retry'))
    await vi.waitFor(() => expect(rows()).toBeGreaterThan(0))
    expect(screen.queryByTestId('all-wallets-error')).toBeNull()
    expect(getWallets).toHaveBeenCalledTimes(2)
  })

  it('§3 features.legalCheckbox: All Wallets opened directly connects nothing before the box is ticked; it sends the person to Connect', async () => {
    const { portico } = fakePortico([async () => ({ data: page(0, 3), count: 3 })], {
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.test/terms',
    })
    render(<AllWalletsRoute portico={portico} state={state} />)
    await vi.waitFor(() => expect(rows()).toBe(3))
    fireEvent.click(document.querySelector('[data-testid="all-wallets-w0"]')!)
    expect(portico.connect).not.toHaveBeenCalled()
    expect(portico.router.reset).toHaveBeenCalledWith('Connect')
  })

  it("opening All Wallets prepares WalletConnect's SDK (its wallets pair over it)", async () => {
    const { portico } = fakePortico([async () => ({ data: page(0, 3), count: 3 })])
    render(<AllWalletsRoute portico={portico} state={state} />)
    await vi.waitFor(() => expect(rows()).toBe(3))
    expect(portico.walletConnect!.preload).toHaveBeenCalledTimes(1)
  })

  it('page 2 that times out keeps page 1 listed, with Try again instead of Load more', async () => {
    const { portico } = fakePortico([
      async () => ({ data: page(0, 40), count: 95 }),
      () => Promise.reject(porticoError('API_TIMEOUT')),
    ])
    render(<AllWalletsRoute portico={portico} state={state} />)
    await vi.waitFor(() => expect(rows()).toBeGreaterThan(0))
    fireEvent.click(screen.getByTestId('all-wallets-load-more'))
    await screen.findByTestId('all-wallets-error')
    expect(rows()).toBeGreaterThan(0)
    expect(document.querySelector('ul')?.dataset.count).toBe('40')
    expect(screen.getByTestId('all-wallets-retry')).toBeTruthy()
  })

  it('§3 a search typed before the list was ready still searches (the term is not lost)', async () => {
    let ready: () => void = () => undefined
    const { portico, getWallets } = fakePortico([async () => ({ data: page(7, 1), count: 1 })])
    const getApi = portico.getApi
    portico.getApi = () => new Promise((ok) => (ready = () => ok(getApi())))
    render(<AllWalletsRoute portico={portico} state={state} />)
    fireEvent.change(screen.getByTestId('all-wallets-search'), { target: { value: 'wallet 7' } })
    ready()
    await vi.waitFor(() => expect(getWallets).toHaveBeenCalledTimes(1))
    expect(getWallets.mock.calls[0]).toEqual(expect.arrayContaining(['wallet 7']))
    await vi.waitFor(() => expect(rows()).toBe(1))
  })
})
