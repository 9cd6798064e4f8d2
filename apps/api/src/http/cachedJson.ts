/**
 * A JSON body serialized and encoded once, with an ETag, and the response that serves it:
 * - 304 when the request's If-None-Match already names it (RFC 9110 §13.1.2). Browsers send
 *   If-None-Match by themselves when they revalidate a cached response and hand the cached 200
 *   to `fetch`, so the dialog's clients never see the 304;
 * - the gzip bytes when the request accepts gzip (browsers and `fetch` do, and decode it
 *   themselves), compressed once on first use;
 * - the UTF-8 bytes otherwise (@hono/node-server writes bytes as they are, no per-request encoding).
 * The ETag is weak (`W/`) because the two codings share it. Hono's `etag` and `compress`
 * middlewares are not used: they hash and compress every response again on every request, which
 * is the work this file saves.
 */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

export interface CachedJson {
  /** the UTF-8 JSON */
  readonly bytes: Uint8Array<ArrayBuffer>
  readonly etag: string
  /** the gzip coding, made on first use (bodies under 1 KB are always sent as they are) */
  gzip(): Uint8Array<ArrayBuffer> | undefined
}

/** Cache-Control of JSON that changes only when the registry file or the configuration does. */
export const STATIC_CACHE_CONTROL = 'public, max-age=60'
const GZIP_MIN_BYTES = 1024

export function cachedJsonBody(body: string): CachedJson {
  const bytes = new TextEncoder().encode(body)
  let gzipped: Uint8Array<ArrayBuffer> | undefined
  return {
    bytes,
    etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
    gzip() {
      if (bytes.byteLength < GZIP_MIN_BYTES) return undefined
      gzipped ??= new Uint8Array(gzipSync(bytes))
      return gzipped
    },
  }
}

export const cachedJson = (value: unknown): CachedJson => cachedJsonBody(JSON.stringify(value))

/** true when an If-None-Match header (`*` or a list of entity tags, weak comparison) names `etag` */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/** true when an Accept-Encoding header accepts gzip (by name or `*`, with a q-value above 0) */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

export function cachedJsonResponse(
  entry: CachedJson,
  req: { header(name: string): string | undefined },
  cacheControl = STATIC_CACHE_CONTROL,
): Response {
  const headers: Record<string, string> = {
    etag: entry.etag,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  }
  if (ifNoneMatchHits(req.header('if-none-match'), entry.etag))
    return new Response(null, { status: 304, headers })
  headers['content-type'] = 'application/json'
  const gzip = acceptsGzip(req.header('accept-encoding')) ? entry.gzip() : undefined
  if (gzip) headers['content-encoding'] = 'gzip'
  return new Response(gzip ?? entry.bytes, { headers })
}
