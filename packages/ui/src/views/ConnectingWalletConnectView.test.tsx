import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQrMatrix, matrixPath } from '../walletconnect/QrCode.js'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'

afterEach(cleanup)

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`
const noop = () => {}

describe('ConnectingWalletConnectView', () => {
  it('renders the URI as an accessible QR code (loaded lazily) and exposes it in data-uri', async () => {
    render(
      <ConnectingWalletConnectView uri={URI} state="pending" onCopy={noop} onRefresh={noop} onRetry={noop} />,
    )
    expect(screen.getByTestId('wc-qr').getAttribute('data-uri')).toBe(URI)
    const img = await screen.findByRole('img')
    expect(img.getAttribute('aria-label')).toBe('QR code to connect a wallet with WalletConnect')
    expect(img.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy()
  })

  it('the copy button hands the URI to onCopy; without a URI it is disabled', () => {
    const onCopy = vi.fn()
    const { rerender } = render(
      <ConnectingWalletConnectView state="pending" onCopy={onCopy} onRefresh={noop} onRetry={noop} />,
    )
    expect((screen.getByTestId('wc-copy-link') as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <ConnectingWalletConnectView
        uri={URI}
        state="pending"
        onCopy={onCopy}
        onRefresh={noop}
        onRetry={noop}
      />,
    )
    fireEvent.click(screen.getByTestId('wc-copy-link'))
    expect(onCopy).toHaveBeenCalledWith(URI)
  })

  it('shows the remaining time, and after expiry a refresh that calls onRefresh', async () => {
    const onRefresh = vi.fn()
    const { rerender } = render(
      <ConnectingWalletConnectView
        uri={URI}
        expiresAt={65_000}
        now={() => 0}
        state="pending"
        onCopy={noop}
        onRefresh={onRefresh}
        onRetry={noop}
      />,
    )
    expect(screen.getByTestId('wc-expiry').textContent).toBe('Expires in 1:05')
    expect(screen.queryByTestId('wc-refresh')).toBeNull()
    rerender(
      <ConnectingWalletConnectView
        uri={URI}
        expiresAt={65_000}
        now={() => 65_000}
        state="pending"
        onCopy={noop}
        onRefresh={onRefresh}
        onRetry={noop}
      />,
    )
    fireEvent.click(screen.getByTestId('wc-refresh'))
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.getByText('This QR code has expired')).toBeTruthy()
  })

  it('on a phone: deep links from mobile_link (native scheme and universal link), no QR', () => {
    render(
      <ConnectingWalletConnectView
        uri={URI}
        mobile
        wallets={[
          { id: 'n', name: 'Native', mobile_link: 'native://' },
          { id: 'u', name: 'Universal', mobile_link: 'https://u.example' },
          { id: 'x', name: 'Evil', mobile_link: 'javascript:alert(1)' },
        ]}
        state="pending"
        onCopy={noop}
        onRefresh={noop}
        onRetry={noop}
      />,
    )
    expect(screen.queryByTestId('wc-qr')).toBeNull()
    expect(screen.getByTestId('wc-link-mobile-n').getAttribute('href')).toBe(
      `native://wc?uri=${encodeURIComponent(URI)}`,
    )
    expect(screen.getByTestId('wc-link-mobile-u').getAttribute('href')).toBe(
      `https://u.example/wc?uri=${encodeURIComponent(URI)}`,
    )
    expect(screen.queryByTestId('wc-link-mobile-x')).toBeNull()
    expect(screen.getByText('Open Native').tagName).toBe('A')
  })

  it('§3 a registry wallet chosen in AllWallets: its name, its image or a placeholder, its deep link', () => {
    const wallet = { id: 'trust', name: 'Trust Wallet', mobile_link: 'https://link.trustwallet.com' }
    const { rerender } = render(
      <ConnectingWalletConnectView
        uri={URI}
        state="pending"
        wallet={{ name: wallet.name, imageUrl: 'https://img.example/trust.png' }}
        wallets={[wallet]}
        mobile
        onCopy={noop}
        onRefresh={noop}
        onRetry={noop}
      />,
    )
    expect(screen.getByTestId('wc-wallet-name').textContent).toBe('Trust Wallet')
    expect(screen.getByTestId('wc-wallet').querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/trust.png',
    )
    expect(screen.getByTestId('wc-link-mobile-trust').getAttribute('href')).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(URI)}`,
    )
    rerender(
      <ConnectingWalletConnectView
        uri={URI}
        state="pending"
        wallet={{ name: 'Trust Wallet' }}
        onCopy={noop}
        onRefresh={noop}
        onRetry={noop}
      />,
    )
    // no image: the letter placeholder
    expect(screen.getByTestId('wc-wallet').querySelector('img')).toBeNull()
    expect(screen.getByTestId('wc-wallet').textContent).toContain('T')
  })

  it('declined: the declined texts and a retry', () => {
    const onRetry = vi.fn()
    render(
      <ConnectingWalletConnectView
        uri={URI}
        state="declined"
        onCopy={noop}
        onRefresh={noop}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Connection declined')
    fireEvent.click(screen.getByTestId('connecting-retry'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('the QR matrix is the qrcode library’s module grid', async () => {
    const m = await createQrMatrix('hello')
    expect(m.size).toBe(21)
    expect(matrixPath(2, (x, y) => x === y)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
    await waitFor(() => expect(m.path.length).toBeGreaterThan(100))
  })
})
