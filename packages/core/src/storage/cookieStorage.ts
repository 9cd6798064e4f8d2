/**
 * `options.storage: cookieStorage`: Portico's keys in first-party cookies instead of localStorage,
 * so the host's server sees them with the request and renders a returning visitor's account
 * (`cookieToInitialState`, then `<PorticoProvider initialState>`), as wagmi's `cookieStorage`.
 * Written by hand (a dozen lines over `document.cookie`): the cookie libraries parse headers for
 * servers and would add to every host's startup bundle for what two small functions do here.
 *
 * SSR-safe: without `document` it reads nothing and writes nothing. Names and values are
 * URI-encoded (a cookie name may not hold ':'); a cookie is `SameSite=Lax`, `Secure` on https, kept
 * a year, for the whole site (`Path=/`).
 */
import type { KeyValueStorage } from './createStorage.js'
import { parseCookies } from './parseCookies.js'

const YEAR_SECONDS = 365 * 24 * 60 * 60
/** a browser drops a cookie over 4096 bytes (name, value and attributes) silently */
const MAX_COOKIE_BYTES = 4000

const doc = (): Document | undefined => (typeof document === 'undefined' ? undefined : document)

function write(key: string, value: string, maxAge: number): void {
  // a removal also expires in the past: some cookie jars keep a `Max-Age=0` cookie, empty
  const d = doc()
  if (!d) return
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  const cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}${maxAge === 0 ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : ''}; SameSite=Lax${secure}`
  if (cookie.length > MAX_COOKIE_BYTES) throw new RangeError(`${key} is too large for a cookie`)
  d.cookie = cookie
}

export const cookieStorage: KeyValueStorage = {
  getItem(key) {
    const d = doc()
    // an empty value is a removed cookie (Portico never stores an empty string: values are JSON)
    return (d && parseCookies(d.cookie).get(key)) || null
  },
  setItem(key, value) {
    write(key, value, YEAR_SECONDS)
  },
  removeItem(key) {
    write(key, '', 0)
  },
}
