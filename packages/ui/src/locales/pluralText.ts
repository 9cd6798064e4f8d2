import { formatText } from '../texts/texts.js'

/**
 * The text of a plural key for `count`: `${base}.${category}` where the category comes from
 * `Intl.PluralRules` of the locale (Arabic has six, Japanese one), falling back to `.other`.
 * `{count}` is the count formatted for the locale.
 */
export function pluralText(
  texts: Readonly<Record<string, string>>,
  base: string,
  count: number,
  locale: string,
  params: Record<string, string> = {},
): string {
  const category = new Intl.PluralRules(locale).select(count)
  const template = texts[`${base}.${category}`] ?? texts[`${base}.other`] ?? ''
  return formatText(template, { ...params, count: new Intl.NumberFormat(locale).format(count) })
}
