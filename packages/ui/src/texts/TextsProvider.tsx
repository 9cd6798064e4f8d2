import { type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { type FeatureTexts, isFeatureTexts } from '../locales/featureTexts.js'
import { loadFeatureTexts, translationOf } from '../locales/loadFeatureTexts.js'
import { LocaleContext } from '../locales/localeContext.js'
import type { SupportedLocale } from '../locales/supportedLocales.js'
import { DEFAULT_TEXTS, type PorticoTexts } from './texts.js'
import { TextsContext } from './textsContext.js'

export interface TextsProviderProps {
  /**
   * Overrides for any key of the catalogue (DEFAULT_TEXTS) or of a feature's catalogue
   * (e.g. SEND_TEXTS); missing keys keep the default English text.
   */
  texts?: Partial<PorticoTexts> & Readonly<Record<string, string | undefined>>
  children?: ReactNode
}

/** Gives every view below it the host's overrides (nested providers add to their parent's). */
export function TextsProvider({ texts, children }: TextsProviderProps) {
  const parent = useContext(TextsContext)
  const value = useMemo(() => {
    const merged: Record<string, string> = { ...parent }
    for (const [key, text] of Object.entries(texts ?? {})) if (typeof text === 'string') merged[key] = text
    return merged
  }, [parent, texts])
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>
}

/** `defaults` with `overrides` applied, only for the keys `defaults` has (pure; see useFeatureTexts). */
export function withOverrides<T extends Record<string, string>>(
  defaults: T,
  overrides: Readonly<Record<string, string>> | null | undefined,
): T {
  if (!overrides) return defaults
  const merged: Record<string, string> = { ...defaults }
  for (const key of Object.keys(defaults)) {
    const text = overrides[key]
    if (typeof text === 'string') merged[key] = text
  }
  // the plural categories a language adds (`walletsFound.few`) for the plural keys `defaults` has
  for (const [key, text] of Object.entries(overrides)) {
    const plural = EXTRA_PLURAL.exec(key)
    if (plural && typeof text === 'string' && `${plural[1]}.other` in defaults) merged[key] = text
  }
  return merged as T
}

/** The overrides of the tree (host texts), for code that words texts outside a view. */
export function useTextOverrides(): Readonly<Record<string, string>> {
  return useContext(TextsContext) ?? NO_OVERRIDES
}
const EXTRA_PLURAL = /^(.+)\.(zero|two|few|many)$/
const NO_OVERRIDES: Readonly<Record<string, string>> = Object.freeze({})

/**
 * A feature's texts in `locale` with a host's `overrides` over them: its English, its translation
 * when loaded (`loadFeatureTexts`; English until then), then the host's (pure; see useFeatureTexts).
 */
export function featureTextsIn<E extends Readonly<Record<string, string>>>(
  source: FeatureTexts<E>,
  locale: SupportedLocale,
  overrides: Readonly<Record<string, string>> | null | undefined,
): Record<keyof E, string> {
  const translation = translationOf(source, locale)
  const english = source.en as Record<keyof E, string>
  return withOverrides(translation ? { ...english, ...translation } : english, overrides)
}

/**
 * A feature's own texts (e.g. `sendTexts`, kept in the feature's folder and lazy chunks) in the
 * dialog's locale, with the tree's overrides applied; or a plain catalogue with the overrides.
 * The translation loads with the feature's first screen; should it be missing, it is loaded here.
 */
export function useFeatureTexts<E extends Readonly<Record<string, string>>>(
  defaults: E | FeatureTexts<E>,
): Record<keyof E, string> {
  const overrides = useContext(TextsContext)
  const { locale } = useContext(LocaleContext)
  const source = isFeatureTexts(defaults) ? defaults : undefined
  const missing = source !== undefined && translationOf(source, locale) === undefined
  const [loads, loaded] = useState(0)
  useEffect(() => {
    if (!source || !missing) return
    let alive = true
    const done = () => alive && loaded((n) => n + 1)
    loadFeatureTexts(source, locale).then(done, done)
    return () => {
      alive = false
    }
  }, [source, locale, missing])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` counts the translations that arrived
  return useMemo(
    () =>
      source
        ? featureTextsIn(source, locale, overrides)
        : withOverrides(defaults as Record<keyof E, string>, overrides),
    [defaults, source, locale, overrides, loads],
  )
}

/** The texts for the current tree: DEFAULT_TEXTS unless a TextsProvider overrides them. */
export function useTexts(): PorticoTexts {
  return useFeatureTexts(DEFAULT_TEXTS)
}
