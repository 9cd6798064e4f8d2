import { createPortico } from '@portico/core'
import { DEFAULT_TEXTS, loadedLocale, translationOf } from '@portico/ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { PorticoProvider } from '../components/PorticoProvider.js'
import { FEATURES } from '../features/index.js'
import { fakeAdapter, network } from '../test/fakeAdapter.js'

const dialog = () => {
  const root = document.querySelector('[data-portico-root]')?.shadowRoot?.querySelector('.pt-root')
  if (!root) throw new Error('no dialog')
  return within(root as HTMLElement)
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('a visitor loads the texts of what they see (issue 29)', () => {
  it('a German visitor who only connects loads the dialog’s own keys, no feature’s texts', async () => {
    const featureLoads = FEATURES.flatMap((f) =>
      f.texts ? [vi.spyOn(f.texts.locales as Record<'de', () => Promise<unknown>>, 'de')] : [],
    )
    expect(featureLoads.length).toBeGreaterThan(5)
    const portico = createPortico({
      projectId: 'test',
      networks: [network(31337, 'Devnet A')],
      adapters: [Object.assign(fakeAdapter(), { capabilities: ['balance', 'receive', 'send'] as const })],
      locale: 'de',
    })
    render(
      <PorticoProvider portico={portico}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await waitFor(() =>
      expect(screen.getByTestId('connect-button').textContent).toContain('Wallet verbinden'),
    )
    fireEvent.click(screen.getByTestId('connect-button'))
    await waitFor(() => dialog().getByTestId('wallet-lab'))
    fireEvent.click(dialog().getByTestId('wallet-lab'))
    await waitFor(() => expect(portico.getState().accounts.eip155?.status).toBe('connected'))
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50))
    })
    // no feature's German chunk was asked for
    for (const load of featureLoads) expect(load).not.toHaveBeenCalled()
    for (const f of FEATURES) if (f.texts) expect(translationOf(f.texts, 'de')).toBeUndefined()
    // the German chunk that loaded holds the dialog's own keys only
    const german = Object.keys(loadedLocale('de') ?? {})
    expect(german.length).toBeGreaterThan(100)
    const dialogKeys = new Set(Object.keys(DEFAULT_TEXTS))
    expect(german.filter((k) => !dialogKeys.has(k))).toEqual([])
    const featureKeys = new Set(FEATURES.flatMap((f) => Object.keys(f.texts?.en ?? {})))
    expect(german.filter((k) => featureKeys.has(k))).toEqual([])
  })
})
