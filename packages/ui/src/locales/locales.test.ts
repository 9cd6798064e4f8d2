import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TEXTS } from '../texts/texts.js'
import { type FeatureTexts, isFeatureTexts } from './featureTexts.js'
import type { Translated } from './LocaleTexts.js'
import { loadFeatureTexts, translationOf } from './loadFeatureTexts.js'
import { loadLocale } from './loadLocale.js'
import { SUPPORTED_LOCALES, type SupportedLocale } from './supportedLocales.js'

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const EXTRA = /^(.+)\.(zero|two|few|many)$/
const TRANSLATED = SUPPORTED_LOCALES.filter((l) => l !== 'en')

/** every feature's texts, found in its folder (`features/<f>/<f>Texts.ts`): no list to keep */
const featuresDir = fileURLToPath(new URL('../features/', import.meta.url))
const FEATURE_TEXTS: [string, FeatureTexts][] = []
for (const dir of readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()))
  for (const file of readdirSync(`${featuresDir}${dir.name}`).filter((f) => /Texts\.ts$/.test(f))) {
    const module = (await import(`${featuresDir}${dir.name}/${file}`)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (isFeatureTexts(value)) FEATURE_TEXTS.push([`${dir.name}/${name}`, value])
  }

/** SPEC-free rules every translation follows, for the dialog's catalogue and each feature's */
function checkTranslation(
  english: Readonly<Record<string, string>>,
  texts: Readonly<Record<string, string>>,
  locale: SupportedLocale,
) {
  for (const [key, text] of Object.entries(english)) {
    expect(texts[key], `${locale} ${key}`).toBeTypeOf('string')
    expect(texts[key]!.trim(), `${locale} ${key}`).not.toBe('')
    expect(params(texts[key]!), `${locale} ${key}`).toEqual(params(text))
  }
  // extra keys are only the plural categories its language has
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  for (const key of Object.keys(texts)) {
    if (key in english) continue
    const m = EXTRA.exec(key)
    expect(m, `${locale} has an unknown key ${key}`).not.toBeNull()
    expect(`${m![1]}.other` in english, key).toBe(true)
    expect(categories, `${locale} ${key}`).toContain(m![2])
    expect(params(texts[key]!), key).toEqual(params(english[`${m![1]}.other`]!))
  }
  // and every category the language has is written (falling back to .other would read wrong)
  for (const base of Object.keys(english)
    .filter((k) => k.endsWith('.other'))
    .map((k) => k.slice(0, -6)))
    for (const category of categories.filter((c) => c !== 'one' && c !== 'other' && c !== 'many'))
      expect(texts[`${base}.${category}`], `${locale} ${base}.${category}`).toBeTypeOf('string')
}

describe('every locale translates every text (issue: ten languages)', () => {
  it('ships at least ten locales besides English, the ones the issue names included', () => {
    const others = SUPPORTED_LOCALES.filter((l) => l !== 'en')
    expect(others.length).toBeGreaterThanOrEqual(10)
    for (const l of ['es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'tr', 'ar']) expect(others).toContain(l)
  })

  for (const locale of TRANSLATED)
    it(`${locale}: the dialog's own texts, every key with the same placeholders, no empty text`, async () => {
      checkTranslation(DEFAULT_TEXTS, await loadLocale(locale), locale)
    })

  it('finds the texts of every feature with a folder of translations', () => {
    const withLocales = readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && readdirSync(`${featuresDir}${d.name}`).includes('locales'))
      .map((d) => d.name)
    expect(withLocales.length).toBeGreaterThan(0)
    expect(new Set(FEATURE_TEXTS.map(([name]) => name.split('/')[0]))).toEqual(new Set(withLocales))
  })

  for (const [name, source] of FEATURE_TEXTS)
    it(`${name}: every locale's file in its folder translates every key, the same placeholders`, async () => {
      for (const locale of TRANSLATED) {
        await loadFeatureTexts(source, locale)
        checkTranslation(source.en, translationOf(source, locale)!, locale)
      }
      // and no file of its locales/ folder is left out of its loaders
      const folder = `${featuresDir}${name.split('/')[0]}/locales`
      const files = readdirSync(folder).map((f) => f.replace(/\.ts$/, ''))
      expect(files.sort()).toEqual([...TRANSLATED].sort())
    })

  it('the compiler refuses a translation that lost a placeholder', () => {
    // @ts-expect-error 'Get {name}' must keep {name}
    const lost: Translated<'Get {name}'> = 'Obtener'
    const kept: Translated<'Balance: {amount} {symbol}'> = '{symbol} {amount} disponible'
    expect([lost, kept]).toHaveLength(2)
  })
})
