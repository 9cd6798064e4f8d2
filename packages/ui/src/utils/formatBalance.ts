/**
 * Formats a decimal balance string (already divided by decimals, e.g. viem's `formatUnits`)
 * to at most `maxDecimals` fraction digits. Digits are cut, never rounded up, so a balance
 * is never shown larger than it is; trailing zeros are dropped; a non-zero amount that
 * would show as zero becomes `<0.0001`. Input that is not a plain decimal is returned
 * trimmed and unchanged (it is rendered as text either way). With a `locale`, the digits are
 * written the locale's way (1.234,5 in German) from the exact decimal string (no float rounding).
 */
export function formatBalance(formatted: string, maxDecimals = 4, locale?: string): string {
  const value = formatted.trim()
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match || (!match[2] && !match[3])) return value
  const sign = match[1] ?? ''
  const integer = (match[2] || '0').replace(/^0+(?=\d)/, '')
  const fraction = match[3] ?? ''
  const places = Math.max(0, Math.floor(maxDecimals))
  const cut = fraction.slice(0, places).replace(/0+$/, '')
  if (integer === '0' && !cut) {
    if (!/[1-9]/.test(fraction)) return '0'
    return places === 0 ? '<1' : `<0.${'0'.repeat(places - 1)}1`
  }
  const plain = `${sign}${integer}${cut ? `.${cut}` : ''}`
  return locale ? localized(plain, locale, Math.min(20, cut.length)) : plain
}

const formats = new Map<string, Intl.NumberFormat>()
function localized(decimal: string, locale: string, digits: number): string {
  const key = `${locale}|${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })
    formats.set(key, format)
  }
  // Intl formats a decimal string exactly (ES2023 Intl.NumberFormat v3); `as never`: older lib typings take numbers
  return format.format(decimal as never)
}
