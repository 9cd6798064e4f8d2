import { describe, expect, it } from 'vitest'
import { isSafeImageUrl } from './isSafeImageUrl.js'
import { isSafeLinkUrl } from './isSafeLinkUrl.js'

describe('isSafeImageUrl', () => {
  it.each([
    'https://registry.example/w.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg/%3E',
    'http://127.0.0.1:4000/icon.png',
    'http://localhost:5173/icon.svg',
  ])('accepts %s', (url) => expect(isSafeImageUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/x.png',
    'http://localhost.evil.example/x.png',
    'file:///etc/passwd',
    'blob:https://x/1',
    '//example.org/x.png',
    'not a url',
    '',
    undefined,
    null,
  ])('rejects %s', (url) => expect(isSafeImageUrl(url)).toBe(false))
})

describe('isSafeLinkUrl', () => {
  it('allows http(s) only', () => {
    expect(isSafeLinkUrl('https://etherscan.io/address/0x1')).toBe(true)
    expect(isSafeLinkUrl('http://127.0.0.1:8545/x')).toBe(true)
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeLinkUrl('data:text/html,x')).toBe(false)
    expect(isSafeLinkUrl(undefined)).toBe(false)
  })
})
