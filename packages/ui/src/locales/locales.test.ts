import { describe, expect, it } from 'vitest'
import { ACTIVITY_TEXTS } from '../features/activity/activityTexts.js'
import { NAMES_TEXTS } from '../features/names/namesTexts.js'
import { NFTS_TEXTS } from '../features/nfts/nftsTexts.js'
import { RECEIVE_TEXTS } from '../features/receive/receiveTexts.js'
import { SEND_TEXTS } from '../features/send/sendTexts.js'
import { SIWX_TEXTS } from '../features/siwx/siwxTexts.js'
import { DEFAULT_TEXTS } from '../texts/texts.js'
import type { Translated } from './LocaleTexts.js'
import { loadLocale } from './loadLocale.js'
import { SUPPORTED_LOCALES } from './supportedLocales.js'

const ENGLISH: Record<string, string> = {
  ...DEFAULT_TEXTS,
  ...SEND_TEXTS,
  ...RECEIVE_TEXTS,
  ...ACTIVITY_TEXTS,
  ...NFTS_TEXTS,
  ...NAMES_TEXTS,
  ...SIWX_TEXTS,
}
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const EXTRA = /^(.+)\.(zero|two|few|many)$/

describe('every locale translates every text (issue: ten languages)', () => {
  it('ships at least ten locales besides English, the ones the issue names included', () => {
    const others = SUPPORTED_LOCALES.filter((l) => l !== 'en')
    expect(others.length).toBeGreaterThanOrEqual(10)
    for (const l of ['es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'tr', 'ar']) expect(others).toContain(l)
  })

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every English key, the same placeholders, no empty text`, async () => {
      const texts = await loadLocale(locale)
      for (const [key, english] of Object.entries(ENGLISH)) {
        expect(texts[key], `${locale} ${key}`).toBeTypeOf('string')
        expect(texts[key]!.trim(), `${locale} ${key}`).not.toBe('')
        expect(params(texts[key]!), `${locale} ${key}`).toEqual(params(english))
      }
    })
    it(`${locale}: extra keys are only the plural categories its language has`, async () => {
      const texts = await loadLocale(locale)
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      for (const key of Object.keys(texts)) {
        if (key in ENGLISH) continue
        const m = EXTRA.exec(key)
        expect(m, `${locale} has an unknown key ${key}`).not.toBeNull()
        expect(`${m![1]}.other` in ENGLISH, key).toBe(true)
        expect(categories, `${locale} ${key}`).toContain(m![2])
        expect(params(texts[key]!), key).toEqual(params(ENGLISH[`${m![1]}.other`]!))
      }
      // and every category the language has is written (falling back to .other would read wrong)
      for (const base of Object.keys(ENGLISH)
        .filter((k) => k.endsWith('.other'))
        .map((k) => k.slice(0, -6)))
        for (const category of categories.filter((c) => c !== 'one' && c !== 'other' && c !== 'many'))
          expect(texts[`${base}.${category}`], `${locale} ${base}.${category}`).toBeTypeOf('string')
    })
  }

  it('the compiler refuses a translation that lost a placeholder', () => {
    // @ts-expect-error 'Get {name}' must keep {name}
    const lost: Translated<'Get {name}'> = 'Obtener'
    const kept: Translated<'Balance: {amount} {symbol}'> = '{symbol} {amount} disponible'
    expect([lost, kept]).toHaveLength(2)
  })
})
