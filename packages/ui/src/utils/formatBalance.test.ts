import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it('cuts to at most 4 decimals without rounding up', () => {
    expect(formatBalance('1.234567891')).toBe('1.2345')
    expect(formatBalance('0.99999')).toBe('0.9999')
  })
  it('drops trailing zeros and a bare dot', () => {
    expect(formatBalance('2.5000')).toBe('2.5')
    expect(formatBalance('3.')).toBe('3')
    expect(formatBalance('10.00001')).toBe('10')
    expect(formatBalance('0.0')).toBe('0')
  })
  it('shows a tiny non-zero amount as <0.0001', () => {
    expect(formatBalance('0.000012')).toBe('<0.0001')
    expect(formatBalance('0.000012', 2)).toBe('<0.01')
  })
  it('honours maxDecimals', () => {
    expect(formatBalance('1.23456', 2)).toBe('1.23')
    expect(formatBalance('1.9', 0)).toBe('1')
  })
  it('keeps the sign and strips leading zeros', () => {
    expect(formatBalance('-0012.50')).toBe('-12.5')
  })
  it('returns anything that is not a plain decimal unchanged', () => {
    expect(formatBalance(' 1e-7 ')).toBe('1e-7')
    expect(formatBalance('')).toBe('')
  })
})

describe('formatBalance in a locale', () => {
  it('writes the digits the locale way, from the exact decimal (no float rounding)', () => {
    expect(formatBalance('1234.56789', 4, 'de')).toBe('1.234,5678')
    expect(formatBalance('1234.5', 4, 'en')).toBe('1,234.5')
    expect(formatBalance('123456789012345678901.123456', 6, 'en')).toBe('123,456,789,012,345,678,901.123456')
    expect(formatBalance('0.00001', 4, 'fr')).toBe('<0.0001')
  })
})
