import { describe, expect, it } from 'vitest'
import { storableText } from './createTokenInfo.js'

describe('storableText (untrusted contract and metadata text)', () => {
  it('keeps hostile markup as it is, drops what PostgreSQL cannot store, caps at 200 characters', () => {
    expect(storableText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
    expect(storableText('Cards 🃏 ‮evil')).toBe('Cards 🃏 ‮evil')
    expect(storableText('a\0b')).toBeNull()
    expect(storableText('lone \ud800 surrogate')).toBeNull()
    expect(storableText(42)).toBeNull()
    expect(storableText('🃏'.repeat(300))).toBe('🃏'.repeat(200))
  })
})
