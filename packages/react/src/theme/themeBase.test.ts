import { AA_TEXT, contrastRatio, parseColor, THEME_BASE, themeTokens } from '@portico/core'
import { dialogCss } from '@portico/ui'
import { describe, expect, it } from 'vitest'

// core computes readable colours from the built-in themes' base colours; ui's CSS draws with them
describe('the theme base colours agree (core THEME_BASE, ui CSS)', () => {
  it('§3 light tokens on :host, dark tokens for data-theme="dark"', () => {
    const light = dialogCss.slice(
      dialogCss.indexOf(':host {'),
      dialogCss.indexOf('}', dialogCss.indexOf(':host {')),
    )
    const darkStart = dialogCss.indexOf(".pt-root[data-theme='dark']")
    const dark = dialogCss.slice(darkStart, dialogCss.indexOf('}', darkStart))
    for (const [mode, css] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      expect(css, mode).toContain(`--portico-accent: ${THEME_BASE[mode].accent};`)
      expect(css, mode).toContain(`--portico-background: ${THEME_BASE[mode].background};`)
      expect(css, mode).toContain(`--portico-foreground: ${THEME_BASE[mode].foreground};`)
      // the accent as text and the accent's foreground: what themeTokens computes for that accent
      const computed = themeTokens({ '--portico-accent': THEME_BASE[mode].accent }, mode)
      expect(css, mode).toContain(`--portico-accent-text: ${computed['--portico-accent-text']};`)
      expect(css, mode).toContain(`--portico-accent-foreground: ${computed['--portico-accent-foreground']};`)
    }
  })

  it('§3 muted and error text are readable (4.5:1) on the background, a surface and a hovered surface, light and dark', () => {
    // a row under the pointer is the hovered surface: muted text on it must still pass
    const darkStart = dialogCss.indexOf(".pt-root[data-theme='dark']")
    const blocks = {
      light: dialogCss.slice(
        dialogCss.indexOf(':host {'),
        dialogCss.indexOf('}', dialogCss.indexOf(':host {')),
      ),
      dark: dialogCss.slice(darkStart, dialogCss.indexOf('}', darkStart)),
    }
    for (const [mode, css] of Object.entries(blocks)) {
      const token = (name: string) => {
        const value = new RegExp(`--portico-${name}: (#[0-9a-f]{6});`).exec(css)?.[1]
        if (!value) throw new Error(`${mode}: no --portico-${name}`)
        return parseColor(value)!
      }
      // error text: a wrong email or code says so in --portico-error (issue 14's axe run found #e5484d at 3.9:1)
      for (const text of ['muted', 'error'])
        for (const on of ['background', 'surface', 'surface-hover'])
          expect(contrastRatio(token(text), token(on)), `${mode} ${text} on ${on}`).toBeGreaterThanOrEqual(
            AA_TEXT,
          )
    }
  })
})
