/**
 * Decimal strings ↔ integer base units, exactly (bigint; never floats). Ours because core has no
 * viem (ten lines each); the adapters use their namespace library's own.
 */
import { porticoError } from '../errors/errorCatalogue.js'

/** what a person may type: digits, one dot, digits ("0.5", ".5", "12."); no sign, no exponent */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * "1.5" with 18 decimals → 1_500_000_000_000_000_000n. Empty, junk, a sign, or more fraction
 * digits than `decimals` is INVALID_AMOUNT. Zero parses (the caller decides it is not enough).
 */
export function parseAmount(value: string, decimals: number): bigint {
  const m = DECIMAL.exec(value.trim())
  const whole = m?.[1] ?? ''
  const fraction = m?.[2] ?? ''
  if (!m || (whole === '' && fraction === '') || fraction.length > decimals || whole.length > 78)
    throw porticoError('INVALID_AMOUNT', { details: { amount: value.slice(0, 100), decimals } })
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** 1_500_000n with 6 decimals → "1.5" (no trailing zeros, no grouping) */
export function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
