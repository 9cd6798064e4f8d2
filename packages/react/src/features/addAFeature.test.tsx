/**
 * Follows docs/add-a-feature.md step by step: the demo feature in `src/test/demoFeature/` is built
 * exactly as the walkthrough says (its core folder with `featureState` and one action per file,
 * its ui folder with its texts per locale, view and icon, its `defineFeature`, its registration
 * line). Skip a step and a case here fails. Change the walkthrough, change this file with it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createPortico } from '@portico/core'
import { LocaleContext, SUPPORTED_LOCALES } from '@portico/ui'
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import PorticoModal from '../modal/PorticoModal.js'
import { demoState, EMPTY_DEMO, pingDemo } from '../test/demoFeature/core/index.js'
import { FEATURES_WITH_DEMO } from '../test/demoFeature/features.js'
import { demoFeature } from '../test/demoFeature/react/demoFeature.js'
import { DEMO_TEXTS, demoTexts } from '../test/demoFeature/ui/index.js'
import { fakeAdapter, network } from '../test/fakeAdapter.js'
import type { FeatureDefinition } from './FeatureDefinition.js'
import { FEATURES } from './index.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  localStorage.clear()
})

// the repository's root (vitest runs there)
const fixture = (dir: string) => resolve(process.cwd(), 'packages/react/src/test/demoFeature', dir)
const walkthrough = readFileSync(resolve(process.cwd(), 'docs/add-a-feature.md'), 'utf8')

const shadow = () => {
  const host = document.querySelector('[data-portico-root]')
  if (!host?.shadowRoot) throw new Error('no dialog root')
  return within(host.shadowRoot as unknown as HTMLElement)
}

async function openAccount(features: readonly FeatureDefinition[], locale: 'en' | 'de' = 'en') {
  const portico = createPortico({
    projectId: 'test',
    networks: [network(31337, 'Devnet A')],
    adapters: [Object.assign(fakeAdapter(), { capabilities: ['balance', 'receive', 'send'] as const })],
  })
  render(
    <LocaleContext.Provider value={{ locale, dir: 'ltr' }}>
      <PorticoModal portico={portico} features={features} />
    </LocaleContext.Provider>,
  )
  await act(async () => {
    await portico.connect('lab')
  })
  act(() => portico.open())
  await waitFor(() => shadow().getByTestId('account-action-send'))
  return portico
}

const actionIds = () =>
  shadow()
    .getAllByTestId(/^account-action-/)
    .map((b) => b.getAttribute('data-testid'))

describe('docs/add-a-feature.md: a demo feature added the way the walkthrough says (issue 29 "The map")', () => {
  it('the walkthrough names the files this demo follows', () => {
    for (const step of [
      'packages/core/src/features/<f>/',
      'featureState(',
      'packages/core/src/features/coreFeatures.ts',
      'packages/ui/src/features/<f>/locales/',
      'featureTexts(',
      'packages/react/src/features/<f>/<f>Feature.ts',
      'defineFeature(',
      'packages/react/src/features/index.ts',
      'src/features/addAFeature.test.tsx',
    ])
      expect(walkthrough).toContain(step)
  })

  it('step 1: core has its state slice and one action per file', () => {
    const core = readdirSync(fixture('core')).sort()
    expect(core).toEqual(['demoState.ts', 'index.ts', 'pingDemo.ts', 'selectDemoView.ts'])
    const portico = createPortico({ projectId: 'test', networks: [network(31337, 'Devnet A')], adapters: [] })
    expect(demoState.stateOf(portico)).toEqual(EMPTY_DEMO)
    expect(pingDemo(portico)).toBe(1)
    expect(portico.getState().features.demo).toEqual({ pings: 1 })
    // per instance: a second instance on the page has its own slice
    const other = createPortico({ projectId: 'test', networks: [network(31337, 'Devnet A')], adapters: [] })
    expect(demoState.stateOf(other).pings).toBe(0)
  })

  it('step 2: its texts have a chunk in its own locales/ folder for every locale, with every key', async () => {
    const translated = SUPPORTED_LOCALES.filter((l) => l !== 'en')
    expect(Object.keys(demoTexts.locales).sort()).toEqual([...translated].sort())
    expect(readdirSync(fixture('ui/locales')).sort()).toEqual(translated.map((l) => `${l}.ts`).sort())
    for (const locale of translated) {
      const { default: texts } = await demoTexts.locales[locale]()
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(DEMO_TEXTS).sort())
    }
  })

  it('step 3: its definition carries its texts, option, route and Account button', () => {
    expect(demoFeature.id).toBe('demo')
    expect(demoFeature.texts).toBe(demoTexts)
    expect(demoFeature.option).toEqual({ flag: 'demo', default: true })
    expect(Object.keys(demoFeature.routes)).toEqual(['Demo'])
    expect(demoFeature.accountAction).toMatchObject({ view: 'Demo', place: 50, capability: 'receive' })
  })

  it('step 4: without its registration line the dialog shows nothing of it', async () => {
    await openAccount(FEATURES)
    expect(actionIds()).not.toContain('account-action-demo')
  })

  it('§9 registered, it appears in the Account view, opens its screen with its own texts and calls its core action', async () => {
    const portico = await openAccount(FEATURES_WITH_DEMO, 'de')
    await waitFor(() => expect(shadow().getByTestId('account-action-demo').textContent).toContain('Ping'))
    // at its place: after Send (40)
    expect(actionIds().at(-1)).toBe('account-action-demo')
    const button = shadow().getByTestId('account-action-demo')
    expect(within(button).getByTestId('demo-icon')).toBeTruthy()
    fireEvent.click(button)
    await waitFor(() => shadow().getByTestId('demo-view'))
    expect(portico.getState().router.view).toBe('Demo')
    // its German texts, from its own chunk
    await waitFor(() => expect(shadow().getByRole('heading', { level: 2 }).textContent).toBe('Demo anpingen'))
    expect(shadow().getByTestId('demo-ping').textContent).toBe('Ping senden')
    fireEvent.click(shadow().getByTestId('demo-ping'))
    await waitFor(() => expect(shadow().getByTestId('demo-pings').textContent).toBe('Pings: 1'))
    expect(portico.getState().features.demo).toEqual({ pings: 1 })
  })

  it('§9 its option turns it off like any feature', async () => {
    const portico = createPortico({
      projectId: 'test',
      networks: [network(31337, 'Devnet A')],
      adapters: [Object.assign(fakeAdapter(), { capabilities: ['balance', 'receive', 'send'] as const })],
      features: { demo: false },
    } as Parameters<typeof createPortico>[0])
    render(<PorticoModal portico={portico} features={FEATURES_WITH_DEMO} />)
    await act(async () => {
      await portico.connect('lab')
    })
    act(() => portico.open())
    await waitFor(() => shadow().getByTestId('account-action-send'))
    expect(actionIds()).not.toContain('account-action-demo')
  })
})
