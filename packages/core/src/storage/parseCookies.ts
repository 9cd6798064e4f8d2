/**
 * A `Cookie` header (or `document.cookie`) as a map of decoded names to decoded values. Untrusted
 * input: a pair that is not `name=value` or does not decode is skipped alone; the first of two
 * cookies with one name wins (the browser sends the most specific path first).
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (typeof header !== 'string') return cookies
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq <= 0) continue
    try {
      const name = decodeURIComponent(pair.slice(0, eq).trim())
      const raw = pair.slice(eq + 1).trim()
      const value = decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw)
      if (name && !cookies.has(name)) cookies.set(name, value)
    } catch {
      // a malformed escape in someone else's cookie: not ours, skipped
    }
  }
  return cookies
}
