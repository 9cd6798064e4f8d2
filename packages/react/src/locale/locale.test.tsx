import { createPortico } from '@portico/core'
import { TextsProvider } from '@portico/ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { loadDialog } from '../components/loadDialog.js'
import { PorticoProvider } from '../components/PorticoProvider.js'
import { fakeAdapter, network } from '../test/fakeAdapter.js'

const make = (extra = {}) =>
  createPortico({
    projectId: 'test',
    networks: [network(31337, 'Devnet A')],
    adapters: [fakeAdapter()],
    ...extra,
  })
const button = () => screen.getByTestId('connect-button').textContent
const dialogRoot = () => document.querySelector('[data-portico-root]')?.shadowRoot?.querySelector('.pt-root')

// the dialog's chunk is loaded first, as a page does in idle time: these tests are about the texts,
// and the first import of the chunk under test (seconds on a busy machine) raced the 1 s waits
beforeAll(async () => {
  await loadDialog()
})

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.lang = ''
})

describe('the dialog speaks the visitor’s language', () => {
  it('the locale option wins; its texts reach the host buttons and the dialog, with lang and dir', async () => {
    document.documentElement.lang = 'de'
    const portico = make({ locale: 'ar' })
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await waitFor(() => expect(button()).toContain('ربط المحفظة'))
    fireEvent.click(screen.getByTestId('connect-button'))
    await waitFor(() => expect(dialogRoot()?.getAttribute('dir')).toBe('rtl'))
    expect(dialogRoot()?.getAttribute('lang')).toBe('ar')
    const status = within(dialogRoot() as HTMLElement).getByTestId('portico-status')
    expect(status.textContent).toBe('غير متصل')
  })

  it('without the option: the page’s <html lang>, followed live, then setLocale', async () => {
    document.documentElement.lang = 'de-AT'
    const portico = make()
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await waitFor(() => expect(button()).toContain('Wallet verbinden'))
    act(() => {
      document.documentElement.lang = 'ja'
    })
    await waitFor(() => expect(button()).toContain('ウォレットを接続'))
    await act(() => portico.setLocale('en'))
    await waitFor(() => expect(button()).toContain('Connect Wallet'))
  })

  it('a host’s own texts win over the locale’s', async () => {
    const portico = make({ locale: 'ja' })
    render(
      <TextsProvider texts={{ connectWallet: 'ログイン' }}>
        <PorticoProvider portico={portico}>
          <ConnectButton />
        </PorticoProvider>
      </TextsProvider>,
    )
    // the locale's other texts load, the host's text stays
    fireEvent.click(screen.getByTestId('connect-button'))
    await waitFor(() => expect(dialogRoot()?.getAttribute('lang')).toBe('ja'))
    expect(button()).toContain('ログイン')
  })
})
