import { type FeatureTexts, loadFeatureTexts, translationOf, useLocale } from '@portico/ui'
import { useEffect, useState } from 'react'

/**
 * Loads, in the dialog's locale, the texts of the features a view shows (their Account buttons,
 * tabs, offers); `ready(texts)` says whether a feature's are there. English is there at once; in
 * another language a feature's button waits for its texts (a few ms) rather than showing English.
 * A translation that fails to load is shown in English.
 */
export function useTextsReady(
  sources: readonly (FeatureTexts | undefined)[],
): (texts?: FeatureTexts) => boolean {
  const { locale } = useLocale()
  const [failed, setFailed] = useState<ReadonlySet<FeatureTexts>>(() => new Set())
  const [, loaded] = useState(0)
  const missing = sources.filter(
    (s): s is FeatureTexts => s !== undefined && !failed.has(s) && translationOf(s, locale) === undefined,
  )
  const key = `${locale}:${missing.map((s) => Object.keys(s.en)[0]).join()}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the missing catalogues
  useEffect(() => {
    let alive = true
    for (const source of missing)
      loadFeatureTexts(source, locale).then(
        () => alive && loaded((n) => n + 1),
        () => alive && setFailed((f) => new Set(f).add(source)),
      )
    return () => {
      alive = false
    }
  }, [key])
  return (texts) => !texts || failed.has(texts) || translationOf(texts, locale) !== undefined
}
