import type { LocaleTexts } from './LocaleTexts.js'
import { loadShownFeatureTexts } from './loadFeatureTexts.js'
import type { SupportedLocale } from './supportedLocales.js'

/**
 * One lazy chunk per locale for the dialog's own texts: a host pays for a language only when a
 * visitor uses it. English is the catalogue itself, so it loads nothing. Each feature's texts are
 * a chunk per locale in its own folder (`loadFeatureTexts`), loaded with its first screen.
 */
const LOADERS: Record<Exclude<SupportedLocale, 'en'>, () => Promise<{ default: Partial<LocaleTexts> }>> = {
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  it: () => import('./it.js'),
  'pt-BR': () => import('./pt-BR.js'),
  ru: () => import('./ru.js'),
  tr: () => import('./tr.js'),
  ar: () => import('./ar.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'en-XA': () => import('./pseudoLocale.js'),
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({})
const loaded = new Map<SupportedLocale, Readonly<Record<string, string>>>([['en', EMPTY]])

/** A locale's texts if its chunk has loaded (English: none to add), else undefined. */
export function loadedLocale(locale: SupportedLocale): Readonly<Record<string, string>> | undefined {
  return loaded.get(locale)
}

/**
 * Loads a locale's chunk once (code, cached per page like any module; a failed load can retry),
 * with the locale's texts of every feature shown so far: the dialog switches once all are there.
 */
export async function loadLocale(locale: SupportedLocale): Promise<Readonly<Record<string, string>>> {
  const [texts] = await Promise.all([loadDialogTexts(locale), loadShownFeatureTexts(locale)])
  return texts
}

async function loadDialogTexts(locale: SupportedLocale): Promise<Readonly<Record<string, string>>> {
  const cached = loaded.get(locale)
  if (cached) return cached
  const load = LOADERS[locale as Exclude<SupportedLocale, 'en'>]
  if (!load) return EMPTY
  const texts = (await load()).default as Readonly<Record<string, string>>
  loaded.set(locale, texts)
  return texts
}
