/**
 * CSRF protection of the sandbox checkout form (without it, a cross-site
 * POST with no token from any page could approve, decline or fail a visitor's pending purchase).
 * A POST is taken only when all of these hold:
 *   - the browser's checkout session: a random cookie (`portico_checkout`, HttpOnly,
 *     SameSite=Strict: a browser does not send it with a request another site starts; Secure on
 *     https) set by the checkout page;
 *   - the form's token, which the page embeds: HMAC-SHA256 (this process's random key) of the
 *     checkout id and that session, so it is bound to both; compared in constant time
 *     (`timingSafeEqual`);
 *   - `Origin`, when sent, is exactly the checkout's origin (never `null`), and `Sec-Fetch-Site`,
 *     when sent, is `same-origin`.
 * A restart of the server changes the key: an open checkout page is reloaded before it is used.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const CHECKOUT_COOKIE = 'portico_checkout'
const SESSION = /^[A-Za-z0-9_-]{43}$/

export interface CheckoutCsrf {
  /** the page's token for `checkoutId`, and a Set-Cookie when the browser has no session yet */
  issue(checkoutId: string, cookieHeader: string | undefined): { token: string; setCookie?: string }
  /** undefined when the POST came from the checkout page in this browser; otherwise why not */
  check(
    checkoutId: string,
    request: { cookie?: string; origin?: string; secFetchSite?: string; token: unknown },
  ): string | undefined
}

function sessionOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === CHECKOUT_COOKIE && value && SESSION.test(value)) return value
  }
  return undefined
}

export function createCheckoutCsrf(opts: { checkoutOrigin: string; key?: Uint8Array }): CheckoutCsrf {
  const origin = new URL(opts.checkoutOrigin).origin
  const secure = origin.startsWith('https:')
  const key = opts.key ?? randomBytes(32)
  const tokenFor = (checkoutId: string, session: string) =>
    createHmac('sha256', key).update(`${checkoutId}\n${session}`).digest('base64url')
  return {
    issue(checkoutId, cookieHeader) {
      const known = sessionOf(cookieHeader)
      const session = known ?? randomBytes(32).toString('base64url')
      return {
        token: tokenFor(checkoutId, session),
        ...(known
          ? {}
          : {
              setCookie: `${CHECKOUT_COOKIE}=${session}; Path=/sandbox/checkout/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
            }),
      }
    },
    check(checkoutId, r) {
      if (r.origin !== undefined && r.origin !== origin) return 'another origin'
      if (r.secFetchSite !== undefined && r.secFetchSite !== 'same-origin') return 'another site'
      const session = sessionOf(r.cookie)
      if (!session) return 'no checkout session'
      const expected = Buffer.from(tokenFor(checkoutId, session))
      const given = Buffer.from(typeof r.token === 'string' ? r.token : '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'wrong token'
      return undefined
    },
  }
}
