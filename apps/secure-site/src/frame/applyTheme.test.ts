// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyTheme, contrast, parseRgb } from './applyTheme.js'

const style = () => document.documentElement.style

describe('SYNC_THEME in the frame', () => {
  it('applies the mode and a validated accent, with readable text on it', () => {
    applyTheme(document, { themeMode: 'dark', themeVariables: { '--portico-accent': '#ffd60a' } })
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(style().getPropertyValue('--accent')).toBe('#ffd60a')
    expect(style().getPropertyValue('--accent-ink')).toBe('#111318')
    applyTheme(document, { themeMode: 'light', themeVariables: { '--portico-accent': '#1d3bd1' } })
    expect(style().getPropertyValue('--accent-ink')).toBe('#ffffff')
  })

  it('ignores values that are not what they claim (no CSS injection), and clears old ones', () => {
    applyTheme(document, {
      themeMode: 'light',
      themeVariables: {
        '--portico-accent': 'red; background: url(https://evil.example/x)',
        '--portico-font-family': 'x; } body { display: none',
        '--portico-border-radius': 'calc(1px + url(x))',
      },
    })
    expect(style().getPropertyValue('--accent')).toBe('')
    expect(style().getPropertyValue('--font')).toBe('')
    expect(style().getPropertyValue('--radius')).toBe('')
    applyTheme(document, {
      themeMode: 'light',
      themeVariables: { '--portico-font-family': 'Inter, sans-serif', '--portico-border-radius': '8px' },
    })
    expect(style().getPropertyValue('--font')).toContain('Inter')
    expect(style().getPropertyValue('--radius')).toBe('8px')
  })

  it('parses the colours it computes contrast from', () => {
    expect(parseRgb('#fff')).toEqual([255, 255, 255])
    expect(parseRgb('rgb(1, 2, 3)')).toEqual([1, 2, 3])
    expect(parseRgb('rgba(1 2 3 / 50%)')).toEqual([1, 2, 3])
    expect(parseRgb('nope')).toBeNull()
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21)
  })
})
