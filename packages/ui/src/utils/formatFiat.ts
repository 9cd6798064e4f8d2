const formats = new Map<string, Intl.NumberFormat>()

/** A fiat value in the visitor's locale ($1,234.50 · 1.234,50 $ · ١٬٢٣٤٫٥٠ US$), cached per locale. */
export function formatFiat(value: number, locale: string, currency = 'USD'): string {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 })
    formats.set(key, format)
  }
  return format.format(value)
}
