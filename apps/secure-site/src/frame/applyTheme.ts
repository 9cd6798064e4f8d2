/**
 * SYNC_THEME in the frame: the page's light / dark mode and a safe subset of its theme
 * variables (the accent colour, the font family, the border radius), each validated before use
 * (a colour must be one CSS accepts, `CSS.supports`). Text on the accent is white or near-black,
 * whichever contrasts more (WCAG AA); other colours stay the frame's own, checked at 4.5:1.
 */
import type { FrameRequestPayload } from '@portico/core/features/email'

type ThemePayload = FrameRequestPayload<'SYNC_THEME'>

const INK_DARK = [0x11, 0x13, 0x18] as const
const RADIUS = /^(0|\d{1,2}(\.\d{1,2})?(px|rem|em))$/
const FONT = /^[A-Za-z0-9 ,'"_-]{1,200}$/

const supports = (property: string, value: string) => {
  try {
    return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports(property, value)
  } catch {
    return false
  }
}

/** '#rgb', '#rrggbb' or 'rgb(a)(r, g, b…)' → [r, g, b] (0-255), else null */
export function parseRgb(value: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/i.exec(value.trim())
  if (rgb)
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((n) => Math.min(255, n)) as [
      number,
      number,
      number,
    ]
  return null
}

export function luminance([r, g, b]: readonly number[]): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
}

export function contrast(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** the computed rgb of a colour the browser accepts (named colours, hsl…) */
function resolveColor(doc: Document, value: string): [number, number, number] | null {
  const direct = parseRgb(value)
  if (direct) return direct
  const probe = doc.createElement('span')
  probe.style.color = value
  doc.body.append(probe)
  const computed = doc.defaultView?.getComputedStyle(probe).color ?? ''
  probe.remove()
  return parseRgb(computed)
}

export function applyTheme(doc: Document, { themeMode, themeVariables }: ThemePayload): void {
  const root = doc.documentElement
  root.dataset.theme = themeMode
  for (const name of ['--accent', '--accent-ink', '--font', '--radius']) root.style.removeProperty(name)

  const accent = themeVariables['--portico-accent']
  if (typeof accent === 'string' && accent.length <= 100 && supports('color', accent)) {
    const rgb = resolveColor(doc, accent)
    if (rgb) {
      const ink = contrast(rgb, [255, 255, 255]) >= contrast(rgb, INK_DARK) ? '#ffffff' : '#111318'
      root.style.setProperty('--accent', accent)
      root.style.setProperty('--accent-ink', ink)
    }
  }
  const font = themeVariables['--portico-font-family']
  if (typeof font === 'string' && FONT.test(font) && supports('font-family', font))
    root.style.setProperty('--font', `${font}, system-ui, sans-serif`)
  const radius = themeVariables['--portico-border-radius']
  if (typeof radius === 'string' && RADIUS.test(radius)) root.style.setProperty('--radius', radius)
}
