import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextsProvider } from '../texts/TextsProvider.js'
import { AllWalletsView, type AllWalletsViewProps, type RegistryWalletItem } from './AllWalletsView.js'
import { TokensView } from './TokensView.js'

afterEach(cleanup)

const wallets: RegistryWalletItem[] = Array.from({ length: 422 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
}))

function props(over: Partial<AllWalletsViewProps> = {}): AllWalletsViewProps {
  return {
    wallets,
    hasMore: true,
    loading: false,
    searching: false,
    search: '',
    onSearchChange: vi.fn(),
    onLoadMore: vi.fn(),
    onSelect: vi.fn(),
    onRetry: vi.fn(),
    ...over,
  }
}

describe('AllWalletsView', () => {
  it('renders only the rows in view, so the whole registry stays smooth', () => {
    render(<AllWalletsView {...props()} />)
    const rows = screen.getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('all-wallets-w'))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(30)
    expect(screen.getByRole('list').dataset.count).toBe('422')
  })

  it('selects a wallet, types a search, loads more', () => {
    const p = props()
    render(<AllWalletsView {...p} />)
    fireEvent.click(screen.getByTestId('all-wallets-w1'))
    expect(p.onSelect).toHaveBeenCalledWith('w1')
    fireEvent.change(screen.getByTestId('all-wallets-search'), { target: { value: 'rain' } })
    expect(p.onSearchChange).toHaveBeenCalledWith('rain')
    fireEvent.click(screen.getByTestId('all-wallets-load-more'))
    expect(p.onLoadMore).toHaveBeenCalled()
  })

  it('shows an API error with a retry', () => {
    const p = props({ wallets: [], error: 'HTTP status code: 503', errorCode: 'HTTP_STATUS' })
    render(<AllWalletsView {...p} />)
    expect(screen.getByTestId('all-wallets-error').textContent).toBe('Could not load wallets')
    fireEvent.click(screen.getByTestId('all-wallets-retry'))
    expect(p.onRetry).toHaveBeenCalled()
  })

  it('a list that timed out says so, with Try again, and keeps the wallets already loaded (issue 27 item 7)', () => {
    const p = props({
      wallets: wallets.slice(0, 40),
      error: 'The API did not answer in time',
      errorCode: 'API_TIMEOUT',
    })
    render(<AllWalletsView {...p} />)
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toBe('Wallets are taking too long to load')
    // no "Loading wallets" beside it, the rows loaded before stay usable, Retry instead of Load more
    expect(screen.queryByText('Loading wallets')).toBeNull()
    fireEvent.click(screen.getByTestId('all-wallets-w1'))
    expect(p.onSelect).toHaveBeenCalledWith('w1')
    expect(screen.queryByTestId('all-wallets-load-more')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
  })

  it("the message is the catalogue's, in the person's language, never the developer text", () => {
    render(
      <TextsProvider texts={{ walletsTimedOut: 'Le chargement prend trop de temps', tryAgain: 'Réessayer' }}>
        <AllWalletsView {...props({ error: 'The API did not answer in time', errorCode: 'API_TIMEOUT' })} />
      </TextsProvider>,
    )
    expect(screen.getByTestId('all-wallets-error').textContent).toBe('Le chargement prend trop de temps')
    expect(screen.getByTestId('all-wallets-retry').textContent).toBe('Réessayer')
    cleanup()
    render(<AllWalletsView {...props({ error: 'The API is unavailable', errorCode: 'API_UNAVAILABLE' })} />)
    expect(screen.getByTestId('all-wallets-error').textContent).toBe(
      'Could not load wallets: The API is unavailable',
    )
  })

  it('the Get wallet page links only to http(s) URLs; registry names stay text', () => {
    render(
      <AllWalletsView
        {...props({
          getWallet: {
            name: '<b>Evil</b>',
            links: { homepage: 'javascript:alert(1)', app_store: 'https://apps.example/x', play_store: null },
          },
        })}
      />,
    )
    const links = screen.getAllByTestId('get-wallet-link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://apps.example/x'])
    expect(screen.getByTestId('get-wallet-view').querySelector('b')).toBeNull()
  })
})

describe('TokensView', () => {
  it('lists token balances with amounts and values', () => {
    render(
      <TokensView
        tokens={[{ name: 'Portico USD', symbol: 'PUSD', quantity: '1250.123456', value: 1250.12 }]}
      />,
    )
    expect(screen.getByTestId('token-PUSD-amount').textContent).toBe('1,250.1234 PUSD')
    expect(screen.getByTestId('token-PUSD').textContent).toContain('$1,250.12')
  })

  it('duplicate rows from the API and a 5,000-digit amount render without a key collision (issue "Hardening" 7)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const huge = '9'.repeat(5000)
    render(
      <TokensView
        tokens={[
          { name: 'Portico USD', symbol: 'PUSD', quantity: '1' },
          { name: 'Portico USD', symbol: 'PUSD', quantity: '2' },
          { name: 'Big', symbol: 'BIG', quantity: huge },
        ]}
      />,
    )
    expect(screen.getByTestId('account-tokens').querySelectorAll('li')).toHaveLength(3)
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('same key'))).toEqual([])
    // the amount column may shrink and wrap: it never pushes past the row
    expect(screen.getByTestId('token-BIG-amount').parentElement?.className).toContain('pt-row-end--amount')
    errors.mockRestore()
  })

  it('an empty list says so', () => {
    render(<TokensView tokens={[]} />)
    expect(screen.getByTestId('account-tokens').textContent).toBe('No tokens yet')
  })
})
