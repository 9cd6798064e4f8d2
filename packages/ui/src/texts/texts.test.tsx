import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BUTTON_TEXTS } from './buttonTexts.js'
import { TextsProvider, useTexts } from './TextsProvider.js'
import { DEFAULT_TEXTS, formatText } from './texts.js'

afterEach(cleanup)

function Show({ k }: { k: keyof typeof DEFAULT_TEXTS }) {
  return <span data-testid={k}>{useTexts()[k]}</span>
}

describe('texts', () => {
  it('useTexts gives DEFAULT_TEXTS without a provider', () => {
    render(<Show k="disconnect" />)
    expect(screen.getByTestId('disconnect').textContent).toBe('Disconnect')
  })

  it('a TextsProvider overrides single keys, keeps the rest, ignores unknown/undefined keys, and nests', () => {
    const overrides = { disconnect: 'Trennen', close: undefined, bogus: 'x' } as unknown as Record<
      string,
      string
    >
    render(
      <TextsProvider texts={overrides}>
        <Show k="disconnect" />
        <Show k="close" />
        <TextsProvider texts={{ close: 'Schließen' }}>
          <Show k="titleAccount" />
          <span data-testid="inner">
            <Show k="close" />
            <Show k="tryAgain" />
          </span>
        </TextsProvider>
      </TextsProvider>,
    )
    expect(screen.getByTestId('disconnect').textContent).toBe('Trennen')
    expect(screen.getAllByTestId('close').map((e) => e.textContent)).toEqual(['Close', 'Schließen'])
    expect(screen.getByTestId('tryAgain').textContent).toBe('Try again')
  })

  it('has the texts the brief names', () => {
    expect(DEFAULT_TEXTS).toMatchObject({
      titleConnect: 'Connect Wallet',
      titleAccount: 'Account',
      titleNetworks: 'Networks',
      titleSwitchNetwork: 'Switch Network',
      titleUnsupportedNetwork: 'Unsupported network',
      continueIn: 'Continue in {name}',
      acceptRequest: 'Accept connection request in the wallet',
      connectionDeclined: 'Connection declined',
      declinedHint: 'Connection can be declined if a previous request is still active',
      tryAgain: 'Try again',
      copyAddress: 'Copy address',
      disconnect: 'Disconnect',
      viewOnExplorer: 'View on explorer',
      installed: 'Installed',
      recent: 'Recent',
      close: 'Close',
      back: 'Back',
      statusConnected: 'Connected as {address}',
    })
    // the button catalogue is a subset of the full one
    expect(DEFAULT_TEXTS).toMatchObject(BUTTON_TEXTS)
  })

  it('formatText fills placeholders literally and leaves unknown ones', () => {
    expect(formatText('Continue in {name}', { name: 'A $& B' })).toBe('Continue in A $& B')
    expect(formatText('{a} and {b}', { a: '1' })).toBe('1 and {b}')
  })
})
