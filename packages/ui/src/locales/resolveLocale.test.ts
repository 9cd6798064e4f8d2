import { describe, expect, it } from 'vitest'
import { matchLocale, resolveLocale } from './resolveLocale.js'

describe('resolveLocale: option, then <html lang>, then the browser', () => {
  it('the locale option wins', () => {
    expect(resolveLocale({ requested: 'ja', documentLang: 'fr', browserLanguages: ['de'] })).toBe('ja')
  })
  it('then the page language, then the browser languages in order', () => {
    expect(resolveLocale({ documentLang: 'fr-CA', browserLanguages: ['de'] })).toBe('fr')
    expect(resolveLocale({ documentLang: 'xx', browserLanguages: ['nl-NL', 'ko-KR', 'de'] })).toBe('ko')
    expect(resolveLocale({ requested: 'sv', browserLanguages: ['sv-SE'] })).toBe('en')
  })
  it('matches by region and script family, and never gives simplified to traditional Chinese', () => {
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('PT-br')).toBe('pt-BR')
    expect(matchLocale('es-419')).toBe('es')
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('zh-Hans-SG')).toBe('zh-CN')
    expect(matchLocale('zh-TW')).toBeUndefined()
    expect(matchLocale('zh-Hant')).toBeUndefined()
    expect(resolveLocale({ browserLanguages: ['zh-TW', 'ja'] })).toBe('ja')
  })
  it('ignores what is not a language tag, and knows the pseudo-locale', () => {
    expect(matchLocale('not a tag!')).toBeUndefined()
    expect(matchLocale('')).toBeUndefined()
    expect(matchLocale('en-XA')).toBe('en-XA')
    expect(resolveLocale({})).toBe('en')
  })
})
