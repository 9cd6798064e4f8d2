import type { Portico } from '@portico/core'
import {
  type LocaleInfo,
  loadedLocale,
  loadLocale,
  localeDirection,
  resolveLocale,
  type SupportedLocale,
} from '@portico/ui'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'

export interface PorticoLocale {
  info: LocaleInfo
  /** the locale's texts (empty for English, whose texts are the catalogue's defaults) */
  texts: Readonly<Record<string, string>>
}

/**
 * The dialog's locale: the instance's `locale` (option or setLocale), else the page's
 * `<html lang>`, else the browser's languages (SPEC §3; live: each is watched). The locale's
 * chunk loads on first use; until it has, the previous locale stays (no flash of English
 * when switching, only on a first visit before the chunk arrives).
 */
export function usePorticoLocale(portico: Portico): PorticoLocale {
  const requested = useSyncExternalStore(
    portico.subscribe,
    () => portico.getState().appearance.locale,
    () => portico.getState().appearance.locale,
  )
  const documentLang = useSyncExternalStore(subscribeDocumentLang, readDocumentLang, noValue)
  const browserLanguages = useSyncExternalStore(subscribeLanguages, readLanguages, noValue)
  const wanted = useMemo(
    () => resolveLocale({ requested, documentLang, browserLanguages: browserLanguages?.split(',') }),
    [requested, documentLang, browserLanguages],
  )
  const [shown, setShown] = useState<{ locale: SupportedLocale; texts: Readonly<Record<string, string>> }>(
    () => {
      const texts = loadedLocale(wanted)
      return texts ? { locale: wanted, texts } : { locale: 'en', texts: {} }
    },
  )
  useEffect(() => {
    let alive = true
    loadLocale(wanted).then(
      (texts) => alive && setShown((s) => (s.locale === wanted ? s : { locale: wanted, texts })),
      () => undefined, // a chunk that failed to load: keep the texts shown; the next change retries
    )
    return () => {
      alive = false
    }
  }, [wanted])
  const info = useMemo<LocaleInfo>(
    () => ({ locale: shown.locale, dir: localeDirection(shown.locale) }),
    [shown.locale],
  )
  return { info, texts: shown.texts }
}

const noValue = () => undefined
const readDocumentLang = () => document.documentElement.lang || undefined
function subscribeDocumentLang(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
}
const readLanguages = () => (navigator.languages ?? [navigator.language]).join(',')
function subscribeLanguages(onChange: () => void) {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
