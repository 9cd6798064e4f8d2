import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import decodeQR from 'qr/decode.js'
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

  it('the QR matrix reads back as the URI (qr’s decoder, as a phone camera would)', async () => {
    const m = await createQrMatrix(URI)
    const dark = new Set([...m.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`))
    // drawn as the view draws it: white quiet zone, dark modules, 4 px each
    const scale = 4
    const quiet = 4
    const side = (m.size + quiet * 2) * scale
    const data = new Uint8Array(side * side * 4).fill(255)
    for (let py = 0; py < side; py++)
      for (let px = 0; px < side; px++) {
        const x = Math.floor(px / scale) - quiet
        const y = Math.floor(py / scale) - quiet
        if (dark.has(`${x},${y}`)) data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3)
      }
    expect(decodeQR({ width: side, height: side, data })).toBe(URI)
    expect((await createQrMatrix('hello')).size).toBe(21)
    expect(matrixPath(2, (x, y) => x === y)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
  })
})
