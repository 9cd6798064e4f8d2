import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoDialog } from '../dialog/PorticoDialog.js'
import { ConnectView, type WalletItem } from './ConnectView.js'

afterEach(cleanup)

const WALLETS: WalletItem[] = [
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', tags: ['walletconnect'] },
  {
    id: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    imageUrl: 'https://example.org/mm.svg',
    tags: ['recent', 'installed'],
  },
  { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', tags: ['installed'] },
  { id: 'coinbase', name: 'Coinbase Wallet', type: 'EXTERNAL' },
]

function rows() {
  return screen.getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('wallet-'))
}

describe('ConnectView', () => {
  it('§9 lists the wallets in the order given (core applies the connector order)', () => {
    render(<ConnectView wallets={WALLETS} onSelect={() => {}} />)
    expect(rows().map((r) => r.dataset.testid)).toEqual([
      'wallet-walletConnect',
      'wallet-io.metamask',
      'wallet-injected',
      'wallet-coinbase',
    ])
    expect(rows().map((r) => r.textContent)).toEqual([
      'WWalletConnectQR Code',
      'MetaMaskRecent',
      'BBrowser WalletInstalled',
      'CCoinbase Wallet',
    ])
  })

  it('calls onSelect with the wallet id', () => {
    const onSelect = vi.fn()
    render(<ConnectView wallets={WALLETS} onSelect={onSelect} />)
    fireEvent.click(screen.getByTestId('wallet-injected'))
    expect(onSelect).toHaveBeenCalledWith('injected')
  })

  it('Arrow keys move focus through the list (wrapping); Home/End jump to the ends', () => {
    render(<ConnectView wallets={WALLETS} onSelect={() => {}} onAllWallets={() => {}} />)
    const [a, b, , d] = rows()
    const all = screen.getByTestId('wallet-all')
    a?.focus()
    fireEvent.keyDown(a as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(b)
    fireEvent.keyDown(b as HTMLElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByTestId('wallet-injected'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(b)
    fireEvent.keyDown(b as HTMLElement, { key: 'End' })
    expect(document.activeElement).toBe(all)
    fireEvent.keyDown(all, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(a)
    fireEvent.keyDown(a as HTMLElement, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(all)
    fireEvent.keyDown(all, { key: 'Home' })
    expect(document.activeElement).toBe(a)
    fireEvent.keyDown(a as HTMLElement, { key: 'ArrowUp' })
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(d)
  })

  it('renders safe icon URLs as <img alt="">, and never a javascript: URL', () => {
    const wallets: WalletItem[] = [
      { id: 'good', name: 'Good', type: 'ANNOUNCED', imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
      { id: 'evil', name: 'Evil', type: 'ANNOUNCED', imageUrl: 'javascript:alert(1)' },
      { id: 'plain', name: 'Plain', type: 'ANNOUNCED', imageUrl: 'http://evil.example/x.png' },
      { id: 'local', name: 'Local', type: 'ANNOUNCED', imageUrl: 'http://127.0.0.1:4000/icon.png' },
    ]
    const { container } = render(<ConnectView wallets={wallets} onSelect={() => {}} />)
    const srcs = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'))
    expect(srcs).toEqual(['data:image/svg+xml;base64,PHN2Zy8+', 'http://127.0.0.1:4000/icon.png'])
    expect(container.innerHTML).not.toContain('javascript:')
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('')
    // the unsafe ones get the generated letter placeholder
    const evil = within(screen.getByTestId('wallet-evil'))
    expect(evil.getByText('E').hasAttribute('data-placeholder')).toBe(true)
  })

  it('renders an HTML-looking wallet name as text', () => {
    const name = '<img src=x onerror=alert(1)>'
    const { container } = render(
      <ConnectView wallets={[{ id: 'x', name, type: 'ANNOUNCED' }]} onSelect={() => {}} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText(name).textContent).toBe(name)
  })

  it('shows an All Wallets row only when onAllWallets is given', () => {
    const onAllWallets = vi.fn()
    const view = render(<ConnectView wallets={WALLETS} onSelect={() => {}} />)
    expect(screen.queryByTestId('wallet-all')).toBeNull()
    view.rerender(<ConnectView wallets={WALLETS} onSelect={() => {}} onAllWallets={onAllWallets} />)
    fireEvent.click(screen.getByTestId('wallet-all'))
    expect(onAllWallets).toHaveBeenCalledTimes(1)
  })

  it('registry wallets that did not load: a message and Try again in their place; installed rows stay usable (issue 27 item 7)', () => {
    const onSelect = vi.fn()
    const onRetryRegistry = vi.fn()
    render(
      <ConnectView
        wallets={WALLETS}
        onSelect={onSelect}
        onAllWallets={() => {}}
        onRetryRegistry={onRetryRegistry}
      />,
    )
    const items = [...document.querySelectorAll('li')].map((li) => li.getAttribute('data-testid') ?? '')
    // after the wallets, before All Wallets
    expect(items.slice(-2)).toEqual(['connect-registry-error', ''])
    expect(screen.getByRole('status').textContent).toBe('Suggested wallets could not be loaded')
    fireEvent.click(screen.getByTestId('wallet-io.metamask'))
    expect(onSelect).toHaveBeenCalledWith('io.metamask')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetryRegistry).toHaveBeenCalledTimes(1)
  })

  it('says so when there are no wallets', () => {
    render(<ConnectView wallets={[]} onSelect={() => {}} />)
    expect(screen.getByText('No wallets found')).toBeTruthy()
  })
})

describe('ConnectView inside the dialog (shadow root)', () => {
  it('arrow keys move focus between rows inside the shadow root', () => {
    render(
      <PorticoDialog open title="Connect Wallet" viewKey="Connect" onClose={() => {}}>
        <ConnectView wallets={WALLETS} onSelect={() => {}} />
      </PorticoDialog>,
    )
    const root = document.querySelector('[data-portico-root]')?.shadowRoot as ShadowRoot
    const q = within(root as unknown as HTMLElement)
    const first = q.getByTestId('wallet-walletConnect')
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(root.activeElement).toBe(q.getByTestId('wallet-io.metamask'))
    fireEvent.keyDown(root.activeElement as HTMLElement, { key: 'End' })
    expect(root.activeElement).toBe(q.getByTestId('wallet-coinbase'))
  })
})
