/**
 * Decimal strings ↔ integer base units. Our own ten lines because @solana/kit has no
 * formatUnits / parseUnits and the adapter does not depend on viem.
 */
import { porticoError } from '@portico/core'

export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** "1.5" with 9 decimals → 1_500_000_000n; more fraction digits than `decimals`, signs or junk are errors. */
export function parseUnits(value: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(value).trim())
  if (!m || (m[2] ?? '').length > decimals)
    throw porticoError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', { details: { amount: value } })
  const result = BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt((m[2] ?? '').padEnd(decimals, '0') || '0')
  if (result <= 0n) throw porticoError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', { details: { amount: value } })
  return result
}
