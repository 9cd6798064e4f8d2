import { describe, expect, it } from 'vitest'
import { buttonCss } from './buttonCss.js'
import { dialogCss } from './dialogCss.js'
import { ANIMATION_MS, DIALOG_WIDTH_PX } from './uiConstants.js'

describe('dialogCss', () => {
  it('§9 the card is 360 px wide', () => {
    expect(DIALOG_WIDTH_PX).toBe(360)
    expect(dialogCss).toMatch(/\.pt-card \{[^}]*width: 360px;/)
  })

  it('§9 animations: view 150 ms, height 150 ms, header text 120 ms', () => {
    expect(ANIMATION_MS).toEqual({ headerText: 120, height: 150, view: 150 })
    expect(dialogCss).toMatch(/\.pt-view--next \{ animation: pt-view-next 150ms/)
    expect(dialogCss).toMatch(/\.pt-view--prev \{ animation: pt-view-prev 150ms/)
    expect(dialogCss).toMatch(/\.pt-body \{[^}]*transition: height 150ms/)
    expect(dialogCss).toMatch(/\.pt-title \{[^}]*animation: pt-fade-in 120ms/)
  })

  it('the card and the body clip instead of scrolling (focus on mousedown cannot scroll them)', () => {
    expect(dialogCss).toMatch(/\.pt-card \{[^}]*overflow: clip;/)
    expect(dialogCss).toMatch(/\.pt-body \{[^}]*overflow: clip;/)
  })

  it('the toast never takes a click from the control under it', () => {
    expect(dialogCss).toMatch(/\.pt-toast \{[^}]*pointer-events: none;/)
  })

  it('next slides in from the end of the line, prev from the start, both fading (mirrored right to left)', () => {
    expect(dialogCss).toContain(
      '@keyframes pt-view-next { from { opacity: 0; transform: translateX(calc(16px * var(--pt-inline, 1))); }',
    )
    expect(dialogCss).toContain(
      '@keyframes pt-view-prev { from { opacity: 0; transform: translateX(calc(-16px * var(--pt-inline, 1))); }',
    )
    expect(dialogCss).toContain(".pt-root[dir='rtl'] { --pt-inline: -1; }")
    expect(dialogCss).toContain(".pt-root[dir='rtl'] .pt-icon-inline { transform: scaleX(-1); }")
  })

  it('right to left: no physical left/right in the dialog, only logical properties', () => {
    // the only physical alignment: data (<bdi>) follows the dialog's own direction, set per direction
    const css = dialogCss.replace(/^\.pt-root\[dir='(rtl|ltr)'\] bdi \{ text-align: (right|left); \}$/gm, '')
    expect(css).not.toMatch(
      /(margin|padding|border)-(left|right)|text-align: (left|right)|(^|[\s;{])(left|right): (?!50%)/m,
    )
    for (const [, value] of dialogCss.matchAll(/(?:padding|margin): ([^;}]+)/g))
      expect(
        value!
          .replace(/\([^)]*\)/g, '()')
          .trim()
          .split(/\s+/).length,
        value,
      ).toBeLessThan(4)
  })

  it('every font size follows --portico-font-size-scale', () => {
    const sizes = dialogCss.match(/font-size:[^;}]+/g) ?? []
    expect(sizes.length).toBeGreaterThan(10)
    for (const size of sizes) expect(size).toContain('var(--portico-font-size-scale, 1)')
  })

  it('turns every animation and transition off under prefers-reduced-motion', () => {
    const start = dialogCss.indexOf('@media (prefers-reduced-motion: reduce)')
    expect(start).toBeGreaterThan(-1)
    const block = dialogCss.slice(start)
    expect(block).toContain('animation: none !important')
    expect(block).toContain('transition: none !important')
  })

  it('has light tokens on :host and dark tokens for data-theme="dark" and the OS preference', () => {
    for (const token of [
      'background',
      'foreground',
      'muted',
      'border',
      'accent',
      'accent-foreground',
      'error',
      'success',
    ]) {
      expect(dialogCss).toMatch(new RegExp(`:host \\{[^}]*--portico-${token}:`))
      expect(dialogCss).toMatch(new RegExp(`\\.pt-root\\[data-theme='dark'\\] \\{[^}]*--portico-${token}:`))
    }
    expect(dialogCss).toMatch(/--portico-radius: 24px/)
    expect(dialogCss).toMatch(/--portico-font-family:/)
    expect(dialogCss).toContain("@media (prefers-color-scheme: dark) {\n  .pt-root:not([data-theme='light'])")
  })
})

describe('buttonCss', () => {
  it('prefixes every class with portico- (it lives in the host page)', () => {
    const classes = [...buttonCss.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])
    expect(classes.length).toBeGreaterThan(5)
    for (const c of classes) expect(c).toMatch(/^portico-/)
  })
  it('honours reduced motion', () => {
    expect(buttonCss).toMatch(/@media \(prefers-reduced-motion: ?reduce\)/)
  })
})
