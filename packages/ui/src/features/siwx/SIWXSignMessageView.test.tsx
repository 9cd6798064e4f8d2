import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextsProvider } from '../../texts/TextsProvider.js'
import { SIWXSignMessageView, type SIWXSignMessageViewProps } from './SIWXSignMessageView.js'

afterEach(cleanup)

const ME = '0xAbC0000000000000000000000000000000000001'

function renderView(props: Partial<SIWXSignMessageViewProps> = {}) {
  const callbacks = { onSign: vi.fn(), onCancel: vi.fn() }
  const view = render(
    <SIWXSignMessageView
      appName="Host App"
      appIcon="https://127.0.0.1/icon.png"
      address={ME}
      networkName="Devnet A"
      required={false}
      status="idle"
      {...callbacks}
      {...props}
    />,
  )
  return { ...view, ...callbacks }
}

describe('SIWXSignMessageView (SPEC §2 SIWXSignMessage)', () => {
  it('shows who asks, the account and network, and what signing means; Sign and Cancel call back', () => {
    const { onSign, onCancel, container } = renderView()
    expect(screen.getByTestId('siwx-heading').textContent).toBe('Host App wants you to sign in')
    expect(screen.getByTestId('siwx-address').textContent).toBe('0xAbC0…0001')
    expect(screen.getByTestId('siwx-network').textContent).toBe('Devnet A')
    expect(screen.getByText(/costs nothing and moves no funds/)).toBeTruthy()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://127.0.0.1/icon.png')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByTestId('siwx-required')).toBeNull()
    fireEvent.click(screen.getByTestId('siwx-sign'))
    fireEvent.click(screen.getByTestId('siwx-cancel'))
    expect(onSign).toHaveBeenCalledOnce()
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it("§8 'Authenticating...' while signing and verifying, the Sign button busy and off", () => {
    for (const status of ['signing', 'verifying'] as const) {
      const { onSign, unmount } = renderView({ status })
      const sign = screen.getByTestId('siwx-sign') as HTMLButtonElement
      expect(sign.textContent).toBe('Authenticating...')
      expect(sign.disabled).toBe(true)
      expect(sign.getAttribute('aria-busy')).toBe('true')
      fireEvent.click(sign)
      expect(onSign).not.toHaveBeenCalled()
      unmount()
    }
  })

  it("§8 a declined signature reads 'Signature declined'; a refused sign-in its catalogue text; Sign again", () => {
    const declined = renderView({ status: 'rejected' })
    expect(screen.getByRole('alert').textContent).toBe('Signature declined')
    expect((screen.getByTestId('siwx-sign') as HTMLButtonElement).textContent).toBe('Sign')
    declined.unmount()
    const { onSign } = renderView({ status: 'error', error: 'SIWX_VERIFY_FAILED' })
    expect(screen.getByRole('alert').textContent).toBe('The sign-in was not accepted')
    fireEvent.click(screen.getByTestId('siwx-sign'))
    expect(onSign).toHaveBeenCalledOnce()
  })

  it('§6 required mode says Cancel disconnects', () => {
    renderView({ required: true })
    expect(screen.getByTestId('siwx-required').textContent).toContain('Cancel disconnects your wallet')
  })

  it('untrusted metadata: the name is text (never markup), an unsafe icon URL is not loaded', () => {
    const { container } = renderView({
      appName: '<img src=x onerror=alert(1)>\u202Eevil',
      appIcon: 'javascript:alert(1)',
    })
    expect(screen.getByTestId('siwx-heading').textContent).toBe(
      '<img src=x onerror=alert(1)>evil wants you to sign in',
    )
    expect(container.querySelector('img')).toBeNull()
  })

  it('without a host name the heading is generic; hosts override the texts', () => {
    render(
      <TextsProvider texts={{ 'siwx.sign': 'Sign in now' }}>
        <SIWXSignMessageView required={false} status="idle" onSign={vi.fn()} onCancel={vi.fn()} />
      </TextsProvider>,
    )
    expect(screen.getByTestId('siwx-heading').textContent).toBe('Sign in with your wallet')
    expect(screen.getByTestId('siwx-sign').textContent).toBe('Sign in now')
  })
})
