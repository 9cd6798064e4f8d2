import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, cachedJson, cachedJsonResponse, ifNoneMatchHits } from './cachedJson.js'

const req = (headers: Record<string, string>) => ({ header: (name: string) => headers[name] })
const big = { data: Array.from({ length: 50 }, (_, i) => ({ id: `wallet-${i}`, name: `Wallet ${i} ü` })) }

describe('cachedJson', () => {
  it('answers 200 with the JSON, an ETag and a Cache-Control', async () => {
    const entry = cachedJson(big)
    const res = cachedJsonResponse(entry, req({}))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('etag')).toBe(entry.etag)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.json()).toEqual(big)
  })

  it('answers 304 without a body when If-None-Match names the ETag (weak comparison, lists, *)', async () => {
    const entry = cachedJson(big)
    const bare = entry.etag.replace(/^W\//, '')
    for (const header of [entry.etag, bare, `"other", ${entry.etag}`, '*']) {
      const res = cachedJsonResponse(entry, req({ 'if-none-match': header }))
      expect(res.status).toBe(304)
      expect(res.headers.get('etag')).toBe(entry.etag)
      expect(await res.text()).toBe('')
    }
    expect(cachedJsonResponse(entry, req({ 'if-none-match': '"other"' })).status).toBe(200)
    expect(ifNoneMatchHits(undefined, entry.etag)).toBe(false)
  })

  it('the ETag is the content: equal JSON, equal ETag; other JSON, another', () => {
    expect(cachedJson({ a: 1 }).etag).toBe(cachedJson({ a: 1 }).etag)
    expect(cachedJson({ a: 1 }).etag).not.toBe(cachedJson({ a: 2 }).etag)
  })

  it('sends gzip to a client that accepts it, compressed once; small bodies as they are', async () => {
    const entry = cachedJson(big)
    const res = cachedJsonResponse(entry, req({ 'accept-encoding': 'gzip, deflate, br' }))
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big)
    expect(bytes.byteLength).toBeLessThan(entry.bytes.byteLength)
    expect(entry.gzip()).toBe(entry.gzip())
    const small = cachedJsonResponse(cachedJson({ ok: true }), req({ 'accept-encoding': 'gzip' }))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
  })

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})
