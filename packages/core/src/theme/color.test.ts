import { describe, expect, it } from 'vitest'
import { contrastRatio, mix, parseColor, toHex } from './color.js'

describe('parseColor', () => {
  it('reads hex, rgb() and hsl() as a host writes them', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 })
    expect(parseColor('#3b5bfd')).toEqual({ r: 59, g: 91, b: 253 })
    expect(parseColor('#3b5bfdcc')).toEqual({ r: 59, g: 91, b: 253 })
    expect(parseColor('rgb(59, 91, 253)')).toEqual({ r: 59, g: 91, b: 253 })
    expect(parseColor('rgba(59 91 253 / 0.5)')).toEqual({ r: 59, g: 91, b: 253 })
    expect(toHex(parseColor('hsl(0 100% 50%)')!)).toBe('#ff0000')
    expect(toHex(parseColor('hsl(120deg, 100%, 25%)')!)).toBe('#008000')
  })
  it('refuses what it cannot read (a CSS injection, a name, a variable)', () => {
    for (const bad of [
      'red',
      'var(--x)',
      '#12',
      'rgb(1,2)',
      'rgb(300,0,0)',
      '#fff; background:url(x)',
      'hsl(0 2 3)',
    ])
      expect(parseColor(bad), bad).toBeUndefined()
  })
})

describe('contrastRatio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5)
    expect(contrastRatio({ r: 59, g: 91, b: 253 }, { r: 59, g: 91, b: 253 })).toBe(1)
  })
  it('matches the WCAG reference figure for #777 on white (4.48)', () => {
    expect(contrastRatio(parseColor('#777777')!, parseColor('#ffffff')!)).toBeCloseTo(4.48, 2)
  })
  it('mixes like color-mix(in srgb)', () => {
    expect(toHex(mix(parseColor('#000')!, parseColor('#fff')!, 0.5))).toBe('#808080')
  })
})
