import { createPortico } from '@portico/core'
import { featureTexts, LocaleContext, type TextLoaders, translationOf } from '@portico/ui'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import PorticoModal from '../modal/PorticoModal.js'
import { fakeAdapter, network } from '../test/fakeAdapter.js'
import { defineFeature } from './FeatureDefinition.js'
import { FEATURES } from './index.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  localStorage.clear()
})

const shadow = () => {
  const host = document.querySelector('[data-portico-root]')
  if (!host?.shadowRoot) throw new Error('no dialog root')
  return within(host.shadowRoot as unknown as HTMLElement)
}

/**
 * A feature written the way a newcomer writes one, entirely in this file: its English texts and a
 * German translation (a lazy chunk), its icon, its option with its default, its place among the
 * Account buttons, its screen. Nothing else in the dialog names it.
 */
const TIPS_TEXTS = { 'tips.button': 'Tip', 'tips.title': 'Leave a tip' } as const
const loadedLocales: string[] = []
const tipsTexts = featureTexts(
  TIPS_TEXTS,
  new Proxy({} as TextLoaders<typeof TIPS_TEXTS>, {
    get: (_, locale: string) => async () => {
      loadedLocales.push(locale)
      return {
        default: locale === 'de' ? { 'tips.button': 'Trinkgeld', 'tips.title': 'Trinkgeld geben' } : {},
      }
    },
  }),
)
const tipsFeature = defineFeature({
  id: 'tips',
  texts: tipsTexts,
  option: { flag: 'tips', default: false },
  routes: {
    ['Tips' as 'Receive']: {
      title: 'tips.title',
      load: async () => ({ default: () => <p data-testid="tips-screen">tips</p> }),
    },
  },
  accountAction: {
    view: 'Tips' as 'Receive',
    label: 'tips.button',
    icon: () => <svg data-testid="tips-icon" />,
    // between Receive (30) and Send (40)
    place: 35,
    capability: 'receive',
  },
})

async function openAccount(options: { locale?: 'de'; features?: Record<string, boolean> }) {
  const portico = createPortico({
    projectId: 'test',
    networks: [network(31337, 'Devnet A')],
    adapters: [Object.assign(fakeAdapter(), { capabilities: ['balance', 'receive', 'send'] as const })],
    ...options,
  } as Parameters<typeof createPortico>[0])
  // the dialog's locale as PorticoProvider gives it
  render(
    <LocaleContext.Provider value={{ locale: options.locale ?? 'en', dir: 'ltr' }}>
      <PorticoModal portico={portico} features={[...FEATURES, tipsFeature]} />
    </LocaleContext.Provider>,
  )
  await act(async () => {
    await portico.connect('lab')
  })
  act(() => portico.open())
  await waitFor(() => shadow().getByTestId('account-view'))
  await waitFor(() => shadow().getByTestId('account-action-send'))
  return portico
}

const actionIds = () =>
  shadow()
    .getAllByTestId(/^account-action-/)
    .map((b) => b.getAttribute('data-testid'))

describe('a feature kit: a feature brings everything it adds (issue 29)', () => {
  it('§9 a stand-in feature stays off by its own option default', async () => {
    await openAccount({})
    expect(actionIds()).toEqual(['account-action-receive', 'account-action-send'])
    expect(translationOf(tipsTexts, 'de')).toBeUndefined()
  })

  it('§9 turned on by the host, it appears at its place with its icon, its German texts and its screen', async () => {
    const portico = await openAccount({ locale: 'de', features: { tips: true } })
    await waitFor(() =>
      expect(shadow().getByTestId('account-action-tips').textContent).toContain('Trinkgeld'),
    )
    expect(actionIds()).toEqual(['account-action-receive', 'account-action-tips', 'account-action-send'])
    const button = shadow().getByTestId('account-action-tips')
    expect(within(button).getByTestId('tips-icon')).toBeTruthy()
    // its texts came from its own lazy chunk, for the visitor's locale only
    expect(loadedLocales).toEqual(['de'])
    fireEvent.click(button)
    await waitFor(() => shadow().getByTestId('tips-screen'))
    expect(shadow().getByRole('heading', { level: 2 }).textContent).toBe('Trinkgeld geben')
    expect(portico.getState().router.view).toBe('Tips')
  })
})
