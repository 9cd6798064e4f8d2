import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextsProvider } from '../texts/TextsProvider.js'
import { ConnectButtonView } from './ConnectButtonView.js'
import { NetworkButtonView } from './NetworkButtonView.js'

afterEach(() => {
  cleanup()
  for (const s of document.head.querySelectorAll('style')) s.remove()
})

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

describe('ConnectButtonView', () => {
  it('disconnected: "Connect Wallet" (or the given label) and calls onClick', () => {
    const onClick = vi.fn()
    const view = render(<ConnectButtonView state="disconnected" onClick={onClick} />)
    const button = screen.getByTestId('connect-button')
    expect(button.textContent).toBe('Connect Wallet')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    view.rerender(<ConnectButtonView state="disconnected" label="Sign in" onClick={onClick} />)
    expect(screen.getByTestId('connect-button').textContent).toBe('Sign in')
  })

  it('connecting: "Connecting…" and aria-busy', () => {
    render(<ConnectButtonView state="connecting" onClick={() => {}} />)
    const button = screen.getByTestId('connect-button')
    expect(button.textContent).toBe('Connecting…')
    expect(button.getAttribute('aria-busy')).toBe('true')
  })

  it('§4 a connection being restored shows the account it last showed, busy', () => {
    render(<ConnectButtonView state="connecting" address={ADDRESS} onClick={() => {}} />)
    const button = screen.getByTestId('connect-button')
    expect(button.textContent).toBe('0x1234…abcd')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('data-state')).toBe('connecting')
  })

  it('connected: identicon + short address (or profile name) + balance', () => {
    const view = render(
      <ConnectButtonView state="connected" address={ADDRESS} balance="0.5 ETH" onClick={() => {}} />,
    )
    const button = screen.getByTestId('connect-button')
    expect(button.textContent).toBe('0.5 ETH0x1234…abcd')
    expect(button.querySelector('svg[data-identicon]')).not.toBeNull()
    view.rerender(
      <ConnectButtonView state="connected" address={ADDRESS} profileName="alice.eth" onClick={() => {}} />,
    )
    expect(screen.getByTestId('connect-button').textContent).toBe('alice.eth')
  })

  it('injects the button styles into document.head once, however many buttons render', () => {
    render(
      <>
        <ConnectButtonView state="disconnected" onClick={() => {}} />
        <NetworkButtonView name="Ethereum" onClick={() => {}} />
      </>,
    )
    const styles = document.head.querySelectorAll('style[data-portico-button-styles]')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toContain('.portico-button')
  })

  it('uses a TextsProvider translation', () => {
    render(
      <TextsProvider texts={{ connectWallet: 'Wallet verbinden' }}>
        <ConnectButtonView state="disconnected" onClick={() => {}} />
      </TextsProvider>,
    )
    expect(screen.getByTestId('connect-button').textContent).toBe('Wallet verbinden')
  })
})

describe('NetworkButtonView', () => {
  it('shows the network and calls onClick', () => {
    const onClick = vi.fn()
    render(<NetworkButtonView name="Base" imageUrl="https://example.org/base.png" onClick={onClick} />)
    const button = screen.getByTestId('network-button')
    expect(button.textContent).toBe('Base')
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://example.org/base.png')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('§4 flags an unsupported network', () => {
    render(<NetworkButtonView name="Base" unsupported onClick={() => {}} />)
    const button = screen.getByTestId('network-button')
    expect(button.textContent).toBe('Wrong network')
    expect(button.className).toContain('portico-button--unsupported')
  })

  it('without a network asks to select one; never renders an unsafe icon', () => {
    const view = render(<NetworkButtonView onClick={() => {}} />)
    expect(screen.getByTestId('network-button').textContent).toBe('Select network')
    view.rerender(<NetworkButtonView name="Evil" imageUrl="javascript:alert(1)" onClick={() => {}} />)
    expect(screen.getByTestId('network-button').querySelector('img')).toBeNull()
  })

  it('passes themeMode on as data-theme', () => {
    render(<NetworkButtonView name="Base" themeMode="dark" onClick={() => {}} />)
    expect(screen.getByTestId('network-button').getAttribute('data-theme')).toBe('dark')
  })
})
