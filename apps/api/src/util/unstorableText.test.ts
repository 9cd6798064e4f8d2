import { describe, expect, it } from 'vitest'
import { unstorableInBody, unstorableInString } from './unstorableText.js'

describe('text PostgreSQL cannot store (issue 17 item 10, and the fuzz suite)', () => {
  it('issue 17 item 10: NUL characters, raw or escaped, anywhere in a JSON body', () => {
    expect(unstorableInBody('{"a":"x\0"}')).toBe('NUL character')
    expect(unstorableInBody('{"a":"x\\u0000"}')).toBe('NUL character')
    expect(unstorableInBody('{"a\\u0000":1}')).toBe('NUL character')
    expect(unstorableInBody('not json \\u0000')).toBe('NUL character')
    // an escaped backslash followed by u0000 is text, not a NUL
    expect(unstorableInBody('{"a":"\\\\u0000"}')).toBeUndefined()
  })

  it('issue 17 fuzz: unpaired surrogate escapes (jsonb refuses them), in values, keys and deep inside', () => {
    expect(unstorableInBody('{"props":{"properties":{"a":"\\ud800"}}}')).toBe('unpaired surrogate')
    expect(unstorableInBody('{"\\udc00":1}')).toBe('unpaired surrogate')
    expect(unstorableInBody(`${'['.repeat(50_000)}"\\udbff"${']'.repeat(50_000)}`)).toBe('unpaired surrogate')
    expect(unstorableInBody(`[${'1,'.repeat(200_000)}"\\udbff"]`)).toBe('unpaired surrogate')
    // a pair is one character (😀), and well-formed text passes
    expect(unstorableInBody('{"a":"\\ud83d\\ude00"}')).toBeUndefined()
    expect(unstorableInBody('{"a":"plain ✓"}')).toBeUndefined()
    expect(unstorableInString('\ud83d\ude00')).toBeUndefined()
    expect(unstorableInString('a\udfffb')).toBe('unpaired surrogate')
  })
})
