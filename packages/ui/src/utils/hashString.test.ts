import { describe, expect, it } from 'vitest'
import { hashString, initialOf, placeholderColor } from './hashString.js'

describe('hashString / placeholders', () => {
  it('is the FNV-1a 32-bit hash', () => {
    expect(hashString('')).toBe(0x811c9dc5)
    expect(hashString('a')).toBe(0xe40c292c)
    expect(hashString('foobar')).toBe(0xbf9cf968)
  })
  it('gives a stable colour per name and different colours for different names', () => {
    expect(placeholderColor('MetaMask')).toBe(placeholderColor('MetaMask'))
    expect(placeholderColor('MetaMask')).not.toBe(placeholderColor('Rabby'))
    expect(placeholderColor('MetaMask')).toMatch(/^hsl\(\d+ 58% 50%\)$/)
  })
  it('takes the first visible character', () => {
    expect(initialOf('  rabby')).toBe('R')
    expect(initialOf('🦊 Fox')).toBe('🦊')
    // issue "Hardening": a bidi override or control character is not the initial
    expect(initialOf('\u202eevil')).toBe('E')
    expect(initialOf('   ')).toBe('?')
  })
})

describe('untrusted names (issue "Hardening" 2)', () => {
  it('a name that is not a string gives a colour and "?" instead of throwing', () => {
    expect(() => placeholderColor(42 as unknown as string)).not.toThrow()
    expect(initialOf(undefined as unknown as string)).toBe('?')
    expect(initialOf(42 as unknown as string)).toBe('?')
  })
})
