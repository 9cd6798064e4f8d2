import { describe, expect, it } from 'vitest'
import { contrastRatio, parseColor } from './color.js'
import { AA_TEXT, THEME_BASE, themeTokens } from './themeTokens.js'

const ratio = (a: string | undefined, b: string) => contrastRatio(parseColor(a!)!, parseColor(b)!)

describe('themeTokens (SPEC §3 themeVariables)', () => {
  it('§3 gives nothing to override when the host sets nothing (the built-in themes apply)', () => {
    expect(themeTokens({}, 'light')).toEqual({})
  })
  it('§3 computes the accent foreground for contrast when the host gives only the accent', () => {
    for (const accent of ['#ffd400', '#00ff88', '#3b5bfd', '#101010', '#ff4f9a', 'hsl(200 90% 60%)']) {
      const tokens = themeTokens({ '--portico-accent': accent }, 'light')
      expect(tokens['--portico-accent']).toBe(accent)
      expect(ratio(tokens['--portico-accent-foreground'], accent), accent).toBeGreaterThanOrEqual(AA_TEXT)
    }
    expect(themeTokens({ '--portico-accent': '#ffd400' }, 'light')['--portico-accent-foreground']).toBe(
      '#111318',
    )
    expect(themeTokens({ '--portico-accent': '#101010' }, 'light')['--portico-accent-foreground']).toBe(
      '#ffffff',
    )
  })
  it('§3 keeps the accent foreground the host gives (overridable)', () => {
    const tokens = themeTokens(
      { '--portico-accent': '#ffd400', '--portico-accent-foreground': '#222' },
      'dark',
    )
    expect(tokens['--portico-accent-foreground']).toBe('#222')
  })
  it('§3 the accent used as text reaches WCAG AA on the background in both modes', () => {
    for (const mode of ['light', 'dark'] as const)
      for (const accent of ['#ffd400', '#00ff88', '#0a0a40', '#ff4f9a']) {
        const tokens = themeTokens({ '--portico-accent': accent }, mode)
        expect(
          ratio(tokens['--portico-accent-text'], THEME_BASE[mode].background),
          `${mode} ${accent}`,
        ).toBeGreaterThanOrEqual(AA_TEXT)
      }
  })
  it('§3 derives surfaces and muted text from a host background and foreground, muted text at AA', () => {
    const tokens = themeTokens(
      { '--portico-background': '#fdf6e3', '--portico-foreground': '#073642' },
      'light',
    )
    expect(tokens['--portico-background']).toBe('#fdf6e3')
    for (const surface of ['--portico-background', '--portico-surface', '--portico-surface-hover'])
      expect(ratio(tokens['--portico-muted'], tokens[surface]!), surface).toBeGreaterThanOrEqual(AA_TEXT)
  })
  it('§3 radius, font, font size scale and z-index reach their custom properties', () => {
    expect(
      themeTokens(
        {
          '--portico-border-radius': '8px',
          '--portico-font-family': 'Inter, sans-serif',
          '--portico-font-size-scale': 1.25,
          '--portico-z-index': 99,
        },
        'light',
      ),
    ).toEqual({
      '--portico-radius': '8px',
      '--portico-radius-item': 'calc(8px * 0.667)',
      '--portico-font-family': 'Inter, sans-serif',
      '--portico-font-size-scale': '1.25',
      '--portico-z-index': '99',
    })
  })
  it('the built-in accents: white reads on them, and their text colour reads on every surface (AA)', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { accent, background } = THEME_BASE[mode]
      const tokens = themeTokens({ '--portico-accent': accent }, mode)
      expect(tokens['--portico-accent-foreground'], mode).toBe('#ffffff')
      expect(ratio('#ffffff', accent), mode).toBeGreaterThanOrEqual(AA_TEXT)
      expect(ratio(tokens['--portico-accent-text'], background), mode).toBeGreaterThanOrEqual(AA_TEXT)
    }
  })
})
