import { describe, expect, it } from 'vitest'
import { setLocale } from '../actions/setLocale.js'
import { setThemeMode } from '../actions/setThemeMode.js'
import { setThemeVariables } from '../actions/setThemeVariables.js'
import { createPortico } from '../createPortico.js'
import { isPorticoError } from '../errors/PorticoError.js'
import { validateOptions } from '../options/validateOptions.js'
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
    setThemeMode(p, 'dark')
    expect(p.getState().appearance.themeMode).toBe('dark')
    // @ts-expect-error not a mode
    expect(() => setThemeMode(p, 'blue')).toThrow(
      'Invalid options: themeMode: expected one of light, dark, system',
    )
    expect(p.getState().appearance.themeMode).toBe('dark')
  })
  it('§3 setThemeVariables merges, removes a key set to undefined, and keeps the old ones on bad input', () => {
    const p = make({ themeVariables: { '--portico-accent': '#f0a' } })
    setThemeVariables(p, { '--portico-border-radius': '4px' })
    expect(p.getState().appearance.themeVariables).toEqual({
      '--portico-accent': '#f0a',
      '--portico-border-radius': '4px',
    })
    setThemeVariables(p, { '--portico-accent': undefined })
    expect(p.getState().appearance.themeVariables).toEqual({ '--portico-border-radius': '4px' })
    expect(() => setThemeVariables(p, { '--portico-accent': 'red; x: y' })).toThrow(
      'Invalid options: themeVariables.--portico-accent: expected a colour: #rgb, #rrggbb, rgb(…) or hsl(…)',
    )
    expect(p.getState().appearance.themeVariables).toEqual({ '--portico-border-radius': '4px' })
  })
  it('setLocale takes a BCP 47 tag or undefined (back to the page and browser)', () => {
    const p = make()
    setLocale(p, 'pt-BR')
    expect(p.getState().appearance.locale).toBe('pt-BR')
    expect(() => setLocale(p, 'not a tag!')).toThrow(
      'Invalid options: locale: expected a BCP 47 language tag, e.g. ja or pt-BR',
    )
    // @ts-expect-error not a string
    expect(() => setLocale(p, 5)).toThrow('Invalid options: locale: expected string')
    setLocale(p, undefined)
    expect(p.getState().appearance.locale).toBeUndefined()
  })

  it('the deprecated setters apply once the actions chunk has loaded and reject bad input with the same error', async () => {
    const p = make()
    await p.setThemeMode('dark')
    await p.setThemeVariables({ '--portico-accent': '#f0a' })
    await p.setLocale('ja')
    expect(p.getState().appearance).toEqual({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#f0a' },
      locale: 'ja',
    })
    // @ts-expect-error not a mode
    const error = await p.setThemeMode('blue').catch((e: unknown) => e)
    expect(isPorticoError(error, 'INVALID_OPTIONS')).toBe(true)
    expect((error as Error).message).toBe('Invalid options: themeMode: expected one of light, dark, system')
    await expect(p.setThemeVariables({ '--portico-z-index': 1.5 })).rejects.toThrow(
      'Invalid options: themeVariables.--portico-z-index: expected an integer',
    )
    await expect(p.setLocale('not a tag!')).rejects.toThrow(/locale: expected a BCP 47 language tag/)
    expect(p.getState().appearance.themeMode).toBe('dark')
  })

  it('§5 the setters’ checks (plain code, no zod) give the options schema’s messages', () => {
    const p = make()
    const messageOf = (fn: () => unknown) => {
      try {
        fn()
      } catch (e) {
        return (e as Error).message
      }
    }
    const cases: [string, unknown, () => void][] = [
      ['themeMode', 'blue', () => setThemeMode(p, 'blue' as never)],
      ['themeMode', 3, () => setThemeMode(p, 3 as never)],
      ['locale', 'not a tag!', () => setLocale(p, 'not a tag!')],
      ['locale', 5, () => setLocale(p, 5 as never)],
      [
        'themeVariables',
        { '--portico-nope': 'x', '--portico-font-size-scale': 3 },
        () => setThemeVariables(p, { '--portico-nope': 'x', '--portico-font-size-scale': 3 } as never),
      ],
    ]
    for (const [key, value, set] of cases) {
      const fromSchema = messageOf(() => validateOptions({ networks: [evmNetwork(1)], [key]: value }))
      expect(fromSchema).toMatch(/^Invalid options: /)
      expect(messageOf(set)).toBe(fromSchema)
    }
  })
})
