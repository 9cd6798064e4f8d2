import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCookies } from './parseCookies.js'

describe('parseCookies', () => {
  it('decodes names and values; the first of two cookies with one name wins', () => {
    const cookies = parseCookies('a=1; portico%3Aconnections=%7B%22x%22%3A1%7D; a=2; q="quoted"')
    expect(cookies.get('a')).toBe('1')
    expect(cookies.get('portico:connections')).toBe('{"x":1}')
    expect(cookies.get('q')).toBe('quoted')
  })
  it('skips what is not name=value or does not decode, and keeps the rest', () => {
    const cookies = parseCookies('novalue; =x; bad=%E0%A4%A; ok=yes;;')
    expect([...cookies]).toEqual([['ok', 'yes']])
    expect(parseCookies(undefined).size).toBe(0)
    expect(parseCookies(null).size).toBe(0)
  })
  it('never throws on any header (generated)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        expect(() => parseCookies(header)).not.toThrow()
      }),
    )
  })
})
