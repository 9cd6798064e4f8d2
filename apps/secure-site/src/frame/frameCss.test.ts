import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrast, parseRgb } from './applyTheme.js'

describe('frame.css palettes', () => {
  const css = readFileSync(join(import.meta.dirname, 'frame.css'), 'utf8')
  /** the `--name: #rrggbb` declarations of the first rule whose selector matches */
  const palette = (selector: RegExp) => {
    const match = new RegExp(`(^|\\n)${selector.source}\\s*\\{([^}]*)\\}`).exec(css)
    if (!match) throw new Error(`no rule ${selector}`)
    return Object.fromEntries(
      [...match[2]!.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], parseRgb(m[2]!)!]),
    )
  }
  const light = palette(/:root/)
  const darkOnly = palette(/:root\[data-theme=["']dark["']\]/)
  const dark = { ...light, ...darkOnly }

  it('has a light and a dark palette', () => {
    expect(Object.keys(light).length).toBeGreaterThan(10)
    expect(Object.keys(darkOnly).length).toBeGreaterThan(10)
    expect(dark.bg).not.toEqual(light.bg)
  })

  it.each([
    ['light', light],
    ['dark', dark],
  ])('text contrast is at least 4.5:1 in the %s theme', (_, p) => {
    const pairs: [string, string][] = [
      ['fg', 'bg'],
      ['fg', 'surface'],
      ['muted', 'bg'],
      ['muted', 'surface'],
      ['danger', 'bg'],
      ['danger', 'danger-bg'],
      ['ok', 'bg'],
      ['accent-ink', 'accent'],
    ]
    for (const [text, background] of pairs)
      expect(contrast(p[text]!, p[background]!), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5)
    // the focus ring against the background (WCAG 1.4.11: 3:1)
    expect(contrast(p.focus!, p.bg!)).toBeGreaterThanOrEqual(3)
  })
})
