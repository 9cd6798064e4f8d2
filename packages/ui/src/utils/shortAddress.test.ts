import { describe, expect, it } from 'vitest'
import { shortAddress } from './shortAddress.js'

describe('shortAddress', () => {
  it('hex: 0x + 4 … last 4', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
  })
  it('other encodings: first 4 … last 4', () => {
    expect(shortAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…AWWM')
    expect(shortAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q…5mdq')
  })
  it('leaves short strings alone', () => {
    expect(shortAddress('0x12345678')).toBe('0x12345678')
    expect(shortAddress('abc')).toBe('abc')
  })
})
