import { describe, expect, it } from 'vitest'
import { parseOrigin } from './frameAncestors.js'
import { contentTypeOf, resolveAsset } from './frameAsset.js'
import { FRAME_CONFIG_ELEMENT_ID, injectFrameConfig, scriptJson } from './frameConfig.js'

describe('scriptJson / injectFrameConfig', () => {
  it('escapes what could end the script; the JSON still parses to the same value', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- & -->', c: '\u2028\u2029' }
    const json = scriptJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })

  it('puts the config right before </head>, or first when there is no head', () => {
    const config = { networks: [{ caipNetworkId: 'eip155:1', rpcUrl: 'http://x/' }], version: '1' }
    const script = `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">{"networks":[{"caipNetworkId":"eip155:1","rpcUrl":"http://x/"}],"version":"1"}</script>`
    expect(injectFrameConfig('<html><head><title>t</title></head><body></body></html>', config)).toBe(
      `<html><head><title>t</title>${script}\n</head><body></body></html>`,
    )
    expect(injectFrameConfig('<p>x</p>', config)).toBe(`${script}<p>x</p>`)
  })
})

describe('parseOrigin', () => {
  it('keeps http(s) origins (a final slash allowed), nothing else', () => {
    expect(parseOrigin('https://app.example.com')).toBe('https://app.example.com')
    expect(parseOrigin('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173')
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://a.example/path',
      'https://a.example?x',
      'https://a.example#x',
      'https://u:p@a.example',
      "https://a.example; script-src 'unsafe-inline'",
      'HTTPS://A.EXAMPLE',
      '*',
      'https://*.example.com',
      '',
      null,
    ])
      expect([bad, parseOrigin(bad)]).toEqual([bad, undefined])
  })
})

describe('resolveAsset', () => {
  it('a plain path inside the directory, else undefined', () => {
    expect(resolveAsset('/srv/assets', 'a.js')).toBe('/srv/assets/a.js')
    expect(resolveAsset('/srv/assets', 'fonts/a%20b.woff2')).toBe('/srv/assets/fonts/a b.woff2')
    for (const bad of [
      '',
      '../x',
      '..%2fx',
      '%2e%2e/x',
      'a/../../x',
      'a%5cb',
      'a%00b',
      '%E0%A4%A',
      'a//b',
      'C:x',
    ])
      expect([bad, resolveAsset('/srv/assets', bad)]).toEqual([bad, undefined])
  })

  it('content types by extension', () => {
    expect(contentTypeOf('/a/b.JS')).toBe('text/javascript; charset=utf-8')
    expect(contentTypeOf('/a/b.unknown')).toBe('application/octet-stream')
  })
})
