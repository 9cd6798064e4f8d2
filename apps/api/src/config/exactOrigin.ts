/**
 * An origin as the server compares it (comparing the host alone would let
 * `Origin: null` and another scheme for the same host pass): `scheme://host[:port]`, http or https,
 * as a browser serializes it in the `Origin` header (lower-case scheme and host, no default port,
 * no path). Two origins are the same only when these strings are equal.
 */

/** what an allowed origin is (the configuration's message) */
export const ORIGIN_RULE = 'an origin: http(s)://host[:port], no path, as a browser sends it'
/** a project id (SPEC §7 `projectId`) */
export const PROJECT_ID = /^[-\w]{1,128}$/

/**
 * The serialized origin of `text` when it is an http(s) origin and nothing more (a final `/` is
 * allowed and dropped); undefined for anything else (`null`, `*`, a path, a query, credentials).
 */
export function exactOrigin(text: string, opts: { anySpelling?: boolean } = {}): string | undefined {
  if (text.length > 2048) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return undefined
  // `new URL` forgives a lot (`http:localhost`, `HTTP://A`, a missing `//`): only its own spelling,
  // unless asked (the lists written before exact matching, whose spelling was never checked)
  if (!opts.anySpelling && text !== url.origin && text !== `${url.origin}/`) return undefined
  return url.origin
}
