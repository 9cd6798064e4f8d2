/**
 * `GET /social/callback?code&state` (and `POST` for Apple's `form_post`): where the providers send
 * the browser back. A state that is unknown, expired or already answered gets a 400 page ("This
 * sign-in link is not valid…"): a forged or replayed callback changes nothing. A known state keeps
 * the provider's answer, once (`{ code }` or `{ error }`); `/social/complete` picks it up. Popup
 * mode: a page that tells the frame and closes itself (`socialCallbackPage`). Redirect mode: a
 * redirect to the `returnTo` the frame gave (checked against the project's allowed origins at
 * authorize), with `#portico_social=<state>`: a fragment, so it reaches no server and no log.
 */
import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { SiteDeps } from '../SiteDeps.js'
import {
  invalidCallbackPage,
  socialCallbackCsp,
  socialCallbackPage,
  socialStartPage,
} from './socialCallbackPage.js'
import { SOCIAL_CALLBACK_PATH, socialContext } from './socialContext.js'
import type { SocialCallbackResult } from './socialLogins.js'

/** the fragment parameter a redirect-mode return carries */
export const RETURN_FRAGMENT_PARAM = 'portico_social'

const STATE = /^[A-Za-z0-9_-]{43}$/
const CODE = /^[\x21-\x7e]{1,4096}$/

function headers(nonce?: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': socialCallbackCsp(nonce),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  }
}

/** the provider's answer as kept: an error code is a short token, a description plain text */
function resultOf(params: Record<string, string | undefined>): SocialCallbackResult {
  if (params.error !== undefined) {
    const error = /^[\w.-]{1,64}$/.test(params.error) ? params.error : 'invalid_request'
    const description = params.error_description?.replace(/[^\x20-\x7e]/g, '').slice(0, 200)
    return { error, ...(description ? { errorDescription: description } : {}) }
  }
  const code = params.code
  if (!code || !CODE.test(code)) return { error: 'invalid_request' }
  return {
    code,
    ...(params.iss && params.iss.length <= 2048 ? { iss: params.iss } : {}),
    ...(params.user && params.user.length <= 2048 ? { user: params.user } : {}),
  }
}

export function socialCallbackRoute(deps: SiteDeps) {
  const social = socialContext(deps)
  const app = new Hono()

  const answer = async (c: Context, params: Record<string, string | undefined>, post: boolean) => {
    const state = params.state ?? ''
    const login = STATE.test(state) ? await social.logins.deliver(state, resultOf(params)) : undefined
    if (!login) return c.body(invalidCallbackPage(), 400, headers())
    if (login.mode === 'redirect' && login.returnTo) {
      const to = `${login.returnTo}#${RETURN_FRAGMENT_PARAM}=${state}`
      // after a POST (form_post), 303 makes the browser GET the page
      return c.body(null, post ? 303 : 302, {
        location: to,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
    }
    const nonce = randomBytes(16).toString('base64')
    const cancelled = 'error' in (login.result ?? {})
    return c.body(
      socialCallbackPage({ cancelled, state, origin: social.origin(), nonce }),
      200,
      headers(nonce),
    )
  }

  // the popup's first page, opened by the page on the click itself (before any await, or the
  // browser blocks the popup); the page then sends it to the provider
  app.get('/social/start', (c) => c.body(socialStartPage(), 200, headers()))
  app.get(SOCIAL_CALLBACK_PATH, (c) => answer(c, c.req.query(), false))
  app.post(
    SOCIAL_CALLBACK_PATH,
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.body(invalidCallbackPage(), 413, headers()) }),
    async (c) => {
      if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
        return c.body(invalidCallbackPage(), 400, headers())
      const form = new URLSearchParams(await c.req.text())
      return answer(c, Object.fromEntries(form), true)
    },
  )
  return app
}
