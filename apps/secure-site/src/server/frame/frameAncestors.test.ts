/**
 * Issue 27 item 8: apps/api keeps allowed origins per project and answers an unknown project with
 * 403 'Unauthorized: invalid key' (SPEC §8 'Invalid Project ID'): that is an answer, kept like the
 * origins (60 s), not a failure asked again after 5 s.
 */
import { describe, expect, it } from 'vitest'
import { createFrameAncestors, NONE } from './frameAncestors.js'

describe('frame-ancestors from apps/api per project', () => {
  it("an unknown project (403 'Unauthorized: invalid key') is 'none', kept 60 s; a server error 5 s", async () => {
    let t = 0
    const asked: string[] = []
    let status = 403
    const ancestors = createFrameAncestors({
      apiUrl: 'http://127.0.0.1:1',
      now: () => t,
      cacheMs: 60_000,
      fetch: (async (url: URL) => {
        asked.push(url.searchParams.get('projectId')!)
        return new Response(JSON.stringify({ error: 'Unauthorized: invalid key' }), {
          status,
          headers: { 'content-type': 'application/json' },
        })
      }) as unknown as typeof fetch,
    })
    expect(await ancestors('stranger')).toBe(NONE)
    t += 30_000
    expect(await ancestors('stranger')).toBe(NONE)
    expect(asked).toEqual(['stranger'])
    status = 500
    expect(await ancestors('other')).toBe(NONE)
    t += 6_000
    expect(await ancestors('other')).toBe(NONE)
    expect(asked).toEqual(['stranger', 'other', 'other'])
  })
})
