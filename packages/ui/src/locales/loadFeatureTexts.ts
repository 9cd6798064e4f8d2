/**
 * The features' translations loaded so far (code: cached per page like any module). A feature's
 * texts for a locale load once, with its first screen or button; a catalogue shown once is
 * followed when the locale changes (`loadLocale` loads it for the next locale before switching).
 */
import type { FeatureTexts } from './featureTexts.js'
import type { SupportedLocale } from './supportedLocales.js'

type Texts = Readonly<Record<string, string>>
const NONE: Texts = Object.freeze({})
const loaded = new WeakMap<FeatureTexts, Map<SupportedLocale, Texts>>()
const loading = new WeakMap<FeatureTexts, Map<SupportedLocale, Promise<void>>>()
const shown = new Set<FeatureTexts>()

/**
 * The translation of `source` in `locale` when it has loaded (English: none to add), else
 * undefined. Marks the catalogue as shown, so a change of locale loads it too.
 */
export function translationOf(source: FeatureTexts, locale: SupportedLocale): Texts | undefined {
  shown.add(source)
  return locale === 'en' ? NONE : loaded.get(source)?.get(locale)
}

/** Loads the translation of `source` in `locale` once (a failed load can retry). */
export function loadFeatureTexts(source: FeatureTexts, locale: SupportedLocale): Promise<void> {
  if (translationOf(source, locale)) return Promise.resolve()
  const pending = loading.get(source) ?? new Map<SupportedLocale, Promise<void>>()
  loading.set(source, pending)
  const started = pending.get(locale)
  if (started) return started
  const load = async () => {
    const texts: Texts =
      locale === 'en-XA'
        ? (await import('./pseudoLocale.js')).pseudoTexts(source.en)
        : (await source.locales[locale as Exclude<SupportedLocale, 'en' | 'en-XA'>]()).default
    const byLocale = loaded.get(source) ?? new Map<SupportedLocale, Texts>()
    byLocale.set(locale, texts)
    loaded.set(source, byLocale)
  }
  const promise = load().finally(() => pending.delete(locale))
  pending.set(locale, promise)
  return promise
}

/** Loads `locale` for every feature catalogue shown so far (before the dialog switches to it). */
export function loadShownFeatureTexts(locale: SupportedLocale): Promise<unknown> {
  return Promise.all([...shown].map((source) => loadFeatureTexts(source, locale)))
}

/** The feature catalogues whose translation in `locale` has loaded (what a visitor has fetched). */
export function loadedFeatureTexts(locale: SupportedLocale): FeatureTexts[] {
  return [...shown].filter((source) => loaded.get(source)?.has(locale))
}
