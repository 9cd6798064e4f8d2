/**
 * The locales Portico ships besides English, each a lazy chunk (`loadLocale`), and `en-XA`, the
 * pseudo-locale (every text wrapped in markers) that tests and translators use to spot a text
 * that does not come from the catalogue.
 */
export const SUPPORTED_LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'ru',
  'tr',
  'ar',
  'ja',
  'ko',
  'zh-CN',
] as const

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number] | 'en-XA'

/** Languages written right to left (of the supported ones). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur'])

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}
