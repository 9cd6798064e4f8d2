/** ConnectView's legal documents (SPEC §3 termsConditionsUrl, privacyPolicyUrl, features.legalCheckbox) and collapseWallets */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectView, type ConnectViewProps, type WalletItem } from './ConnectView.js'

afterEach(cleanup)

const WALLETS: WalletItem[] = [
  { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', tags: ['installed'] },
]
const links = { termsUrl: 'https://app.test/terms', privacyUrl: 'https://app.test/privacy' }

/** the view with the box's state kept as ConnectRoute keeps it */
function WithCheckbox(props: Partial<ConnectViewProps> & { onSelect: (id: string) => void }) {
  const [agreed, setAgreed] = useState(false)
  return (
    <ConnectView
      wallets={WALLETS}
      {...props}
      legal={{ links, checkbox: true, agreed, onAgree: setAgreed }}
      onAllWallets={() => {}}
    />
  )
}

describe('ConnectView legal documents', () => {
  it('§3 termsConditionsUrl and privacyPolicyUrl: a line under the wallets links both, in a new tab', () => {
    render(
      <ConnectView
        wallets={WALLETS}
        onSelect={() => {}}
        legal={{ links, checkbox: false, agreed: false, onAgree: () => {} }}
      />,
    )
    expect(screen.getByTestId('legal-notice').textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    for (const [id, href] of [
      ['legal-terms', links.termsUrl],
      ['legal-privacy', links.privacyUrl],
    ] as const) {
      const a = screen.getByTestId(id)
      expect(a.getAttribute('href')).toBe(href)
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(screen.queryByTestId('legal-checkbox')).toBeNull()
  })

  it('§3 one document alone is linked alone; an address that is not http(s) is never a link', () => {
    render(
      <ConnectView
        wallets={WALLETS}
        onSelect={() => {}}
        legal={{
          links: { termsUrl: 'https://app.test/terms', privacyUrl: 'javascript:alert(1)' },
          checkbox: false,
          agreed: false,
          onAgree: () => {},
        }}
      />,
    )
    expect(screen.getByTestId('legal-notice').textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service',
    )
    expect(screen.queryByTestId('legal-privacy')).toBeNull()
    cleanup()
    render(
      <ConnectView
        wallets={WALLETS}
        onSelect={() => {}}
        legal={{
          links: { privacyUrl: 'javascript:alert(1)' },
          checkbox: true,
          agreed: false,
          onAgree: () => {},
        }}
      />,
    )
    // nothing to agree to: no line, no box, and the wallets are not held back
    expect(screen.queryByTestId('legal-notice')).toBeNull()
    expect(screen.queryByTestId('legal-checkbox')).toBeNull()
    expect((screen.getByTestId('connect-methods') as HTMLFieldSetElement).disabled).toBe(false)
  })

  it('§3 features.legalCheckbox: every way to connect waits for the box; ticked, a wallet connects', () => {
    const onSelect = vi.fn()
    render(<WithCheckbox onSelect={onSelect} methods={<button type="button">Email</button>} />)
    const box = screen.getByTestId('legal-checkbox') as HTMLInputElement
    expect(box.checked).toBe(false)
    expect(box.closest('label')?.textContent).toBe('I agree to our Terms of Service and Privacy Policy')
    const wallet = screen.getByTestId('wallet-injected')
    // the wallets, All Wallets and the other ways to connect sit in one disabled fieldset (a
    // browser then neither clicks nor focuses them; the e2e checks that in Chromium)
    const fieldset = screen.getByTestId('connect-methods') as HTMLFieldSetElement
    for (const el of [wallet, screen.getByTestId('wallet-all'), screen.getByText('Email')])
      expect(fieldset.contains(el), el.textContent ?? '').toBe(true)
    expect(fieldset.disabled).toBe(true)
    fireEvent.click(wallet)
    expect(onSelect).not.toHaveBeenCalled()
    fireEvent.click(box)
    expect(box.checked).toBe(true)
    expect(fieldset.disabled).toBe(false)
    fireEvent.click(wallet)
    expect(onSelect).toHaveBeenCalledWith('injected')
    // unticked again: held back again
    fireEvent.click(box)
    expect(fieldset.disabled).toBe(true)
    expect(screen.queryByTestId('legal-notice')).toBeNull()
  })
})

describe('ConnectView collapseWallets', () => {
  it('§3 features.collapseWallets: under other ways to connect the wallets are one row, listed when chosen', () => {
    render(
      <ConnectView
        wallets={WALLETS}
        onSelect={() => {}}
        collapseWallets
        methods={<button type="button">Email</button>}
      />,
    )
    expect(screen.queryByTestId('wallet-injected')).toBeNull()
    fireEvent.click(screen.getByTestId('connect-show-wallets'))
    expect(screen.getByTestId('wallet-injected')).toBeTruthy()
    // the button that was focused is gone: focus moves to the first wallet, not to the page
    expect(document.activeElement).toBe(screen.getByTestId('wallet-injected'))
    expect(screen.queryByTestId('connect-show-wallets')).toBeNull()
  })

  it('§3 features.collapseWallets: with no other way to connect, the wallets are listed (nothing to collapse under)', () => {
    render(<ConnectView wallets={WALLETS} onSelect={() => {}} collapseWallets />)
    expect(screen.getByTestId('wallet-injected')).toBeTruthy()
    expect(screen.queryByTestId('connect-show-wallets')).toBeNull()
  })
})
