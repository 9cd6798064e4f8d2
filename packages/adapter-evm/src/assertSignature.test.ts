import { isPorticoError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { assertSignature } from './assertSignature.js'

describe('assertSignature', () => {
  it('§5 signed message: 0x plus 62 hex is the minimum', () => {
    expect(assertSignature(`0x${'a'.repeat(62)}`)).toBe(`0x${'a'.repeat(62)}`)
    expect(assertSignature(`0x${'Ab'.repeat(65)}`)).toBe(`0x${'Ab'.repeat(65)}`)
  })

  it.each([`0x${'a'.repeat(61)}`, `0x${'a'.repeat(61)}g`, `0X${'a'.repeat(62)}`, '', null, 42])(
    '§5 rejects %s with WALLET_RESPONSE_INVALID',
    (bad) => {
      let error: unknown
      try {
        assertSignature(bad)
      } catch (e) {
        error = e
      }
      expect(isPorticoError(error, 'WALLET_RESPONSE_INVALID')).toBe(true)
    },
  )
})
