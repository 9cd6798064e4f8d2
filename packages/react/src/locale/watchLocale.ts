/**
 * The dialog's locale, followed live (a lazy chunk, loaded by PorticoProvider after mount: a
 * host pays nothing for languages at startup, and an English page loads no texts at all).
 * The instance's `locale` (option or setLocale) wins, else the page's `<html lang>`, else the
 * browser's languages; each is watched. A locale's texts are their own chunk, loaded on first
 * use; until they arrive the texts shown stay (no flash of English when switching).
 */
import type { Portico } from '@portico/core'
import {
  type LocaleInfo,
  loadLocale,
  localeDirection,
  resolveLocale,
  type SupportedLocale,
} from '@portico/ui'

export interface PorticoLocale {
  info: LocaleInfo
  /** the locale's texts (empty for English, whose texts are the catalogue's defaults) */
  texts: Readonly<Record<string, string>>
}

/** Calls `onChange` with each new locale once its texts have loaded; returns the stop function. */
export function watchLocale(portico: Portico, onChange: (locale: PorticoLocale) => void): () => void {
  let shown: SupportedLocale = 'en'
  let wanted: SupportedLocale = 'en'
  let stopped = false
  const update = () => {
    const next = resolveLocale({
      requested: portico.getState().appearance.locale,
      documentLang: document.documentElement.lang || undefined,
      browserLanguages: navigator.languages ?? [navigator.language],
    })
    if (next === wanted) return
    wanted = next
    loadLocale(next).then(
      (texts) => {
        if (stopped || wanted !== next || shown === next) return
        shown = next
        onChange({ info: { locale: next, dir: localeDirection(next) }, texts })
      },
      () => {
        wanted = shown // a chunk that failed to load: keep the texts shown; the next change retries
      },
    )
  }
  const unsubscribe = portico.subscribe((s, prev) => {
    if (s.appearance.locale !== prev.appearance.locale) update()
  })
  const observer = new MutationObserver(update)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  window.addEventListener('languagechange', update)
  wanted = 'en'
  shown = 'en'
  update()
  return () => {
    stopped = true
    unsubscribe()
    observer.disconnect()
    window.removeEventListener('languagechange', update)
  }
}
