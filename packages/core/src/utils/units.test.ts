import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { formatAmount, parseAmount } from './units.js'

describe('amounts: decimal strings in, bigint inside, never floats', () => {
  it('parses exactly, at any size', () => {
    expect(parseAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseAmount('0.000000000000000001', 18)).toBe(1n)
    expect(parseAmount('.5', 6)).toBe(500_000n)
    expect(parseAmount('12.', 6)).toBe(12_000_000n)
    expect(parseAmount(' 7 ', 0)).toBe(7n)
    expect(parseAmount('123456789012345678901234567890', 18)).toBe(
      123456789012345678901234567890n * 10n ** 18n,
    )
    expect(parseAmount('0', 18)).toBe(0n)
  })
  it.each(['', '.', '-1', '1e18', '1,5', '0x10', '1.0000001', 'abc', '1.2.3', '٣'])(
    'refuses %j as INVALID_AMOUNT',
    (bad) => {
      let error: unknown
      try {
        parseAmount(bad, 6)
      } catch (e) {
        error = e
      }
      expect(isPorticoError(error, 'INVALID_AMOUNT')).toBe(true)
    },
  )
  it('formats without float rounding or trailing zeros', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatAmount(10n ** 18n + 1n, 18)).toBe('1.000000000000000001')
    expect(formatAmount(0n, 9)).toBe('0')
    expect(formatAmount(7n, 0)).toBe('7')
  })
})
