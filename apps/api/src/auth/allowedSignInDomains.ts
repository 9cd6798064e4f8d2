/**
 * The domains sign-in messages may name ("domain allowed"): the hosts (host[:port]) of
 * the server's `allowedOrigins`, lower case. An entry that is not an origin (`*`) allows nothing:
 * a sign-in server names the sites it signs people in to.
 */
export function allowedSignInDomains(origins: Iterable<string>): ReadonlySet<string> {
  const out = new Set<string>()
  for (const o of origins) {
    try {
      const url = new URL(o)
      if (url.protocol === 'http:' || url.protocol === 'https:') out.add(url.host.toLowerCase())
    } catch {
      // not an origin
    }
  }
  return out
}
