/**
 * The CSP `frame-ancestors` of a project: its allowed origins from apps/api
 * (`GET /projects/v1/origins?projectId=` → `{ allowedOrigins: string[] }`), each checked to be an
 * http(s) origin; kept 60 s per project (a failure 5 s). No origins, an unknown project, a bad
 * answer or no answer: `'none'` (the page cannot be framed at all).
 */

export const NONE = "'none'"
const FAILURE_CACHE_MS = 5_000
const MAX_PROJECTS = 1000

/** the origin of an http(s) URL that is only an origin (an optional final `/`, no wildcard), else undefined */
export function parseOrigin(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length > 2048) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  // a CSP source with `*` would let every subdomain frame the page: only exact hosts
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return undefined
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return undefined
  if (text !== url.origin && text !== `${url.origin}/`) return undefined
  return url.origin
}

export function createFrameAncestors(opts: {
  apiUrl: string
  now: () => number
  cacheMs: number
  fetch?: typeof fetch
  timeoutMs?: number
}): (projectId: string | undefined) => Promise<string> {
  const doFetch = opts.fetch ?? fetch
  const cache = new Map<string, { value: string; expiresAt: number }>()
  const inFlight = new Map<string, Promise<string>>()

  const load = async (projectId: string): Promise<{ value: string; ok: boolean }> => {
    try {
      const url = new URL('/projects/v1/origins', opts.apiUrl)
      url.searchParams.set('projectId', projectId)
      const res = await doFetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000) })
      // an unknown project is an answer too (apps/api: 403 'Unauthorized: invalid key'), kept as long
      if (!res.ok) return { value: NONE, ok: res.status === 403 || res.status === 404 }
      const body = (await res.json()) as { allowedOrigins?: unknown }
      const list = Array.isArray(body.allowedOrigins) ? body.allowedOrigins : []
      const origins = [...new Set(list.map(parseOrigin).filter((o): o is string => Boolean(o)))]
      return { value: origins.length ? origins.join(' ') : NONE, ok: true }
    } catch {
      return { value: NONE, ok: false }
    }
  }

  return async (projectId) => {
    if (!projectId || !/^[-\w]{1,128}$/.test(projectId)) return NONE
    const hit = cache.get(projectId)
    if (hit && hit.expiresAt > opts.now()) return hit.value
    const pending = inFlight.get(projectId)
    if (pending) return pending
    const p = load(projectId).then(({ value, ok }) => {
      inFlight.delete(projectId)
      cache.delete(projectId)
      if (cache.size >= MAX_PROJECTS) cache.delete(cache.keys().next().value!)
      cache.set(projectId, { value, expiresAt: opts.now() + (ok ? opts.cacheMs : FAILURE_CACHE_MS) })
      return value
    })
    inFlight.set(projectId, p)
    return p
  }
}
