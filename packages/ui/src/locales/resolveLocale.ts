import { SUPPORTED_LOCALES, type SupportedLocale } from './supportedLocales.js'

export interface LocalePreferences {
  /** the host's `locale` option (or `setLocale`) */
  requested?: string | undefined
  /** the page's `<html lang>` */
  documentLang?: string | undefined
  /** the browser's `navigator.languages`, best first */
  browserLanguages?: readonly string[] | undefined
}

/**
 * The locale to show: the first of requested, the page's lang, the browser's languages that
 * Portico has, matched by full tag (`pt-BR`), then by script or region family (`zh-Hans-SG`
 * → `zh-CN`, `pt-PT` → `pt-BR`, `es-419` → `es`), else English. Chinese written in traditional
 * characters (`zh-TW`, `zh-HK`, `zh-Hant`) is not matched to simplified Chinese.
 */
export function resolveLocale({
  requested,
  documentLang,
  browserLanguages = [],
}: LocalePreferences): SupportedLocale {
  for (const candidate of [requested, documentLang, ...browserLanguages]) {
    const match = candidate ? matchLocale(candidate) : undefined
    if (match) return match
  }
  return 'en'
}

/** One tag → the supported locale it means, or undefined (`en-XA` is the pseudo-locale). */
export function matchLocale(tag: string): SupportedLocale | undefined {
  let canonical: string
  try {
    canonical = Intl.getCanonicalLocales(tag.trim())[0] ?? ''
  } catch {
    return undefined // not a BCP 47 tag
  }
  if (canonical === 'en-XA') return 'en-XA'
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === canonical.toLowerCase())
  if (exact) return exact
  const [language, ...rest] = canonical.split('-')
  if (language === 'zh') {
    const traditional = rest.some((part) => ['Hant', 'TW', 'HK', 'MO'].includes(part))
    return traditional ? undefined : 'zh-CN'
  }
  return SUPPORTED_LOCALES.find((l) => l.split('-')[0] === language)
}
