import { describe, expect, it } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { evmNetwork } from '../test/createFakeAdapter.js'

const make = (extra = {}) =>
  createPortico({ networks: [evmNetwork(1, 'Ethereum')], storage: createMemoryStorage(), ...extra })

describe('theme and language, live (SPEC §3 themeMode, themeVariables)', () => {
  it('§3 starts from the options; themeMode defaults to system', () => {
    expect(make().getState().appearance).toEqual({
      themeMode: 'system',
      themeVariables: {},
      locale: undefined,
    })
    const p = make({ themeMode: 'dark', locale: 'ja', themeVariables: { '--portico-accent': '#f0a' } })
    expect(p.getState().appearance).toEqual({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#f0a' },
      locale: 'ja',
    })
  })
  it('§5 setThemeMode takes light, dark or system and refuses anything else', () => {
    const p = make()
    p.setThemeMode('dark')
    expect(p.getState().appearance.themeMode).toBe('dark')
    // @ts-expect-error not a mode
    expect(() => p.setThemeMode('blue')).toThrow(/themeMode/)
    expect(p.getState().appearance.themeMode).toBe('dark')
  })
  it('§3 setThemeVariables merges, removes a key set to undefined, and keeps the old ones on bad input', () => {
    const p = make({ themeVariables: { '--portico-accent': '#f0a' } })
    p.setThemeVariables({ '--portico-border-radius': '4px' })
    expect(p.getState().appearance.themeVariables).toEqual({
      '--portico-accent': '#f0a',
      '--portico-border-radius': '4px',
    })
    p.setThemeVariables({ '--portico-accent': undefined })
    expect(p.getState().appearance.themeVariables).toEqual({ '--portico-border-radius': '4px' })
    expect(() => p.setThemeVariables({ '--portico-accent': 'red; x: y' })).toThrow(
      'Invalid options: themeVariables.--portico-accent: expected a colour: #rgb, #rrggbb, rgb(…) or hsl(…)',
    )
    expect(p.getState().appearance.themeVariables).toEqual({ '--portico-border-radius': '4px' })
  })
  it('setLocale takes a BCP 47 tag or undefined (back to the page and browser)', () => {
    const p = make()
    p.setLocale('pt-BR')
    expect(p.getState().appearance.locale).toBe('pt-BR')
    expect(() => p.setLocale('not a tag!')).toThrow(/locale: expected a BCP 47 language tag/)
    p.setLocale(undefined)
    expect(p.getState().appearance.locale).toBeUndefined()
  })
})
