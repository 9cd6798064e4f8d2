import type { LocaleTextsOf } from './LocaleTexts.js'
import type { SupportedLocale } from './supportedLocales.js'

/** The locales a person translated (English is the source; en-XA is made from it). */
export type TranslatedLocale = Exclude<SupportedLocale, 'en' | 'en-XA'>

/** One lazy chunk per locale: `{ de: () => import('./locales/de.js'), … }`. */
export type TextLoaders<E extends Readonly<Record<string, string>>> = {
  readonly [L in TranslatedLocale]: () => Promise<{ default: LocaleTextsOf<E> }>
}

/**
 * A feature's texts: its English catalogue (in the feature's chunks) and, per locale, a lazy chunk
 * in the feature's own `locales/` folder, loaded with the feature's first screen (or its first
 * button in the Account view). The dialog's own texts are the central catalogue; a host's
 * `<TextsProvider texts>` wins over both.
 */
export interface FeatureTexts<E extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  readonly en: E
  readonly locales: TextLoaders<E>
}

/** Declares a feature's texts (`featureTexts(SEND_TEXTS, { es: () => import('./locales/es.js'), … })`). */
export function featureTexts<const E extends Readonly<Record<string, string>>>(
  en: E,
  locales: TextLoaders<E>,
): FeatureTexts<E> {
  return { en, locales }
}

/** Whether a catalogue comes with its locales (a feature's) or is a plain one. */
export function isFeatureTexts(value: unknown): value is FeatureTexts {
  return typeof value === 'object' && value !== null && 'en' in value && 'locales' in value
}
