import { createContext, useContext } from 'react'
import type { SupportedLocale } from './supportedLocales.js'

export interface LocaleInfo {
  /** the locale in effect (its texts have loaded) */
  locale: SupportedLocale
  dir: 'ltr' | 'rtl'
}

const ENGLISH: LocaleInfo = Object.freeze({ locale: 'en', dir: 'ltr' })

/** The locale the texts come from, for `lang`/`dir` and for Intl formatting in the views. */
export const LocaleContext = createContext<LocaleInfo>(ENGLISH)

export function useLocale(): LocaleInfo {
  return useContext(LocaleContext)
}
