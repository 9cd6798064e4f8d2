/**
 * Formats a decimal balance string (already divided by decimals, e.g. viem's `formatUnits`)
 * to at most `maxDecimals` fraction digits. Digits are cut, never rounded up, so a balance
 * is never shown larger than it is; trailing zeros are dropped; a non-zero amount that
 * would show as zero becomes `<0.0001`. Input that is not a plain decimal is returned
 * trimmed and unchanged (it is rendered as text either way).
 */
export function formatBalance(formatted: string, maxDecimals = 4): string {
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
  return `${sign}${integer}${cut ? `.${cut}` : ''}`
}
