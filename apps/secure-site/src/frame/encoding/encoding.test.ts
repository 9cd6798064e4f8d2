import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from './base58.js'
import { base64Decode, base64Encode } from './base64.js'

describe('encodings', () => {
  it('base58 matches known vectors (the System Program address is 32 zero bytes)', () => {
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(base58Decode('StV1DL6CwTryKyV')).toEqual(new TextEncoder().encode('hello world'))
    expect(base58Decode('0OIl')).toBeNull()
  })

  it('base58 and base64 round-trip any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
        expect(base64Decode(base64Encode(bytes))).toEqual(bytes)
      }),
    )
  })

  it('base64 refuses text that is not base64', () => {
    expect(base64Decode('a b')).toBeNull()
    expect(base64Decode('abc')).toBeNull()
  })
})
