import { describe, expect, it } from 'vitest'
import { pluralText } from './pluralText.js'
import { pseudoText } from './pseudoLocale.js'

const en = { 'n.one': '{count} wallet found', 'n.other': '{count} wallets found' }
const ar = {
  'n.zero': 'zero:{count}',
  'n.one': 'one:{count}',
  'n.two': 'two:{count}',
  'n.few': 'few:{count}',
  'n.many': 'many:{count}',
  'n.other': 'other:{count}',
}

describe('plurals and numbers follow the locale (Intl)', () => {
  it('picks the category from Intl.PluralRules', () => {
    expect(pluralText(en, 'n', 1, 'en')).toBe('1 wallet found')
    expect(pluralText(en, 'n', 0, 'en')).toBe('0 wallets found')
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralText(ar, 'n', n, 'ar').split(':')[0])).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ])
  })
  it('formats the count for the locale and falls back to .other', () => {
    expect(pluralText(en, 'n', 12345, 'de')).toBe('12.345 wallets found')
    expect(pluralText({ 'n.other': '{count}' }, 'n', 2, 'ar')).toBe(new Intl.NumberFormat('ar').format(2))
  })
  it('the pseudo-locale wraps and accents a text but keeps its placeholders', () => {
    expect(pseudoText('Get {name}')).toBe('⟦Gét {name}⟧')
  })
})
