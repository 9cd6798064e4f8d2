/**
 * The little colour maths the theme needs: parse a host's colour, WCAG 2 relative luminance and
 * contrast ratio, and mixing in sRGB. Written here (about 60 lines) rather than pulling a colour
 * library into core: the theme needs only these four operations, on sRGB colours a host writes
 * as hex, rgb() or hsl().
 */
export interface Rgb {
  r: number
  g: number
  b: number
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FN = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i

/** '#3b5bfd', '#fff', 'rgb(59 91 253)', 'rgba(59, 91, 253, 1)', 'hsl(230 98% 61%)' → Rgb; else undefined */
export function parseColor(input: string): Rgb | undefined {
  const value = input.trim()
  const hex = HEX.exec(value)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    }
  }
  const fn = FN.exec(value)
  if (!fn?.[1] || fn[2] === undefined) return undefined
  const parts = fn[2].split(/[\s,/]+/).filter(Boolean)
  if (parts.length < 3 || parts.length > 4) return undefined
  const num = (part: string, scale: number) => {
    const n = Number.parseFloat(part)
    if (!/^-?\d*\.?\d+(%|deg)?$/.test(part) || Number.isNaN(n)) return Number.NaN
    return part.endsWith('%') ? (n / 100) * scale : n
  }
  if (fn[1].toLowerCase().startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => num(p, 255)) as [number, number, number]
    if ([r, g, b].some((c) => Number.isNaN(c) || c < 0 || c > 255)) return undefined
    return { r, g, b }
  }
  const [h, s, l] = [num(parts[0]!.replace(/deg$/, ''), 360), num(parts[1]!, 1), num(parts[2]!, 1)]
  if ([h, s, l].some(Number.isNaN) || !parts[1]!.endsWith('%') || !parts[2]!.endsWith('%')) return undefined
  if (s < 0 || s > 1 || l < 0 || l > 1) return undefined
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))
  return { r: f(0), g: f(8), b: f(4) }
}

/** WCAG 2.x relative luminance (0 black … 1 white) */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG 2.x contrast ratio, 1 … 21 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `weight` of `a` mixed with the rest of `b`, in sRGB (as CSS color-mix(in srgb, …)) */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return {
    r: a.r * weight + b.r * (1 - weight),
    g: a.g * weight + b.g * (1 - weight),
    b: a.b * weight + b.b * (1 - weight),
  }
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
