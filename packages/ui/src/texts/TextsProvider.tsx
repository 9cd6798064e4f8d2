import { type ReactNode, useContext, useMemo } from 'react'
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
 * A feature's own catalogue (e.g. SEND_TEXTS, kept in the feature's folder and lazy chunk) with
 * the tree's overrides applied.
 */
export function useFeatureTexts<T extends Record<string, string>>(defaults: T): T {
  const overrides = useContext(TextsContext)
  return useMemo(() => withOverrides(defaults, overrides), [defaults, overrides])
}

/** The texts for the current tree: DEFAULT_TEXTS unless a TextsProvider overrides them. */
export function useTexts(): PorticoTexts {
  return useFeatureTexts(DEFAULT_TEXTS)
}
