import { contrastRatio, mix, parseColor, type Rgb, toHex } from './color.js'

export type ThemeMode = 'light' | 'dark' | 'system'
export type ResolvedThemeMode = Exclude<ThemeMode, 'system'>

/** SPEC §3 themeVariables: the semantic tokens a host may set (all optional). */
export interface ThemeVariables {
  '--portico-accent'?: string
  /** text and icons on the accent; computed for contrast when only the accent is given */
  '--portico-accent-foreground'?: string
  '--portico-background'?: string
  '--portico-foreground'?: string
  '--portico-border-radius'?: string
  '--portico-font-family'?: string
  /** multiplies every font size of the dialog (1 = as designed) */
  '--portico-font-size-scale'?: number
  '--portico-z-index'?: number
}

/** The base colours of the built-in themes (ui's themeCss holds the same values: a test checks). */
export const THEME_BASE = {
  light: { accent: '#3b5bfd', background: '#ffffff', foreground: '#16181d' },
  dark: { accent: '#4361ee', background: '#15161b', foreground: '#f2f3f5' },
} as const

/** WCAG AA for normal text */
export const AA_TEXT = 4.5
const DARK_INK: Rgb = { r: 0x11, g: 0x13, b: 0x18 }
const WHITE: Rgb = { r: 255, g: 255, b: 255 }

/**
 * The custom properties for the dialog's root from a host's `themeVariables`, for the mode in
 * effect: the given tokens, plus what follows from them so text stays readable (WCAG AA):
 * - accent only → accent foreground is white or near-black, whichever contrasts more;
 * - `--portico-accent-text` (the accent used as text, on the background) is the accent, moved
 *   toward the foreground until it reaches 4.5:1;
 * - background or foreground → surfaces, borders and muted text mixed from the two, muted text
 *   kept at 4.5:1 on every surface.
 * Values were validated by the options schema; a colour that still does not parse is passed
 * through without derived tokens.
 */
export function themeTokens(variables: ThemeVariables, mode: ResolvedThemeMode): Record<string, string> {
  const out: Record<string, string> = {}
  const base = THEME_BASE[mode]
  const accentInput = variables['--portico-accent']
  const bgInput = variables['--portico-background']
  const fgInput = variables['--portico-foreground']
  const accent = parseColor(accentInput ?? base.accent)
  const bg = parseColor(bgInput ?? base.background)
  const fg = parseColor(fgInput ?? base.foreground)

  if (accentInput) out['--portico-accent'] = accentInput
  if (variables['--portico-accent-foreground'])
    out['--portico-accent-foreground'] = variables['--portico-accent-foreground']
  else if (accentInput && accent) out['--portico-accent-foreground'] = toHex(bestInk(accent))
  if ((accentInput || bgInput || fgInput) && accent && bg && fg)
    out['--portico-accent-text'] = toHex(accentText(accent, bg, fg))

  if (bgInput) out['--portico-background'] = bgInput
  if (fgInput) out['--portico-foreground'] = fgInput
  if ((bgInput || fgInput) && bg && fg) {
    const surface = mix(fg, bg, 0.05)
    const surfaceHover = mix(fg, bg, 0.09)
    out['--portico-surface'] = toHex(surface)
    out['--portico-surface-hover'] = toHex(surfaceHover)
    out['--portico-border'] = toHex(mix(fg, bg, 0.12))
    out['--portico-muted'] = toHex(readableOn(mix(fg, bg, 0.55), [surfaceHover], fg))
  }

  const radius = variables['--portico-border-radius']
  if (radius) {
    out['--portico-radius'] = radius
    out['--portico-radius-item'] = `calc(${radius} * 0.667)`
  }
  if (variables['--portico-font-family']) out['--portico-font-family'] = variables['--portico-font-family']
  if (variables['--portico-font-size-scale'] !== undefined)
    out['--portico-font-size-scale'] = String(variables['--portico-font-size-scale'])
  if (variables['--portico-z-index'] !== undefined)
    out['--portico-z-index'] = String(variables['--portico-z-index'])
  return out
}

/** white or near-black: whichever reads better on `color` */
export function bestInk(color: Rgb): Rgb {
  return contrastRatio(WHITE, color) >= contrastRatio(DARK_INK, color) ? WHITE : DARK_INK
}

/**
 * The accent as text: readable (AA) wherever the dialog writes it, on the background, on a
 * hovered surface, and on an accent-tinted tag over that surface.
 */
export function accentText(accent: Rgb, background: Rgb, foreground: Rgb): Rgb {
  const hover = mix(foreground, background, 0.09)
  return readableOn(accent, [background, hover, mix(accent, hover, 0.14)], foreground)
}

/** `color`, moved toward `toward` in 5% steps until it reaches AA on every one of `backgrounds` */
export function readableOn(color: Rgb, backgrounds: readonly Rgb[], toward: Rgb): Rgb {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(toward, color, step / 20)
    if (backgrounds.every((b) => contrastRatio(candidate, b) >= AA_TEXT)) return candidate
  }
  return toward
}
