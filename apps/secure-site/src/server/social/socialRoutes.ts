/**
 * Social login's API (SPEC §1, §5 providers; docs in apps/secure-site/README.md, "Social login"):
 *
 * - `POST /social/authorize` `{ provider, state, codeChallenge, deviceId, mode, projectId, origin,
 *   returnTo? }`: for a page of the project only (`origin` one of its allowed origins, `returnTo` on
 *   it), keeps a pending login under the frame's `state` (with its PKCE challenge and device) and answers
 *   `{ url }`, the provider's authorize URL (response_type=code, this site's callback as
 *   redirect_uri, S256 challenge, and a nonce of our own for an OpenID provider).
 * - `POST /social/complete` `{ state, codeVerifier, deviceId }`: long-polls (≤ 25 s) until the
 *   callback has the provider's answer (`{ pending: true }` if not yet), then takes the login out
 *   (once), checks the verifier against the challenge, trades the code with the client secret and
 *   the verifier, reads the identity and signs the user in on this device: `{ token, userId,
 *   isNewUser, username?, email? }`.
 */
import { Hono } from 'hono'
import * as oauth from 'oauth4webapi'
import { z } from 'zod'
import { apiError } from '../http/apiError.js'
import { deviceIdSchema, projectIdSchema, readBody } from '../http/readBody.js'
import { requireAllowedOrigin } from '../http/requireAllowedOrigin.js'
import { scrubLogText } from '../http/scrubLogText.js'
import type { SiteDeps } from '../SiteDeps.js'
import { addDevice, signInIdentity } from '../store/users.js'
import { exchangeSocialCode, SocialExchangeError } from './exchangeSocialCode.js'
import { fetchSocialIdentity } from './fetchSocialIdentity.js'
import { socialContext } from './socialContext.js'
import { SOCIAL_PROVIDER_MESSAGE, SOCIAL_PROVIDERS } from './socialProviderConfig.js'
import { verifierMatches } from './verifierMatches.js'

/** 32 random bytes, base64url: the frame's state and S256 challenge (oauth4webapi makes both) */
const base64url43 = z.string().regex(/^[A-Za-z0-9_-]{43}$/, '43 base64url characters')

const authorizeBody = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS, { error: SOCIAL_PROVIDER_MESSAGE }),
  state: base64url43,
  codeChallenge: base64url43,
  deviceId: deviceIdSchema,
  mode: z.enum(['popup', 'redirect']),
  /** the frame's project and its page's origin (one of the project's allowed origins) */
  projectId: projectIdSchema,
  origin: z.string().max(2048),
  /** redirect mode: the page to come back to, on `origin` */
  returnTo: z.string().max(2048).optional(),
})

const completeBody = z.strictObject({
  state: base64url43,
  // RFC 7636 §4.1
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE code verifier'),
  deviceId: deviceIdSchema,
})

/**
 * an http(s) URL of the app's page: origin, path and query (a page's state often lives in its
 * query), no fragment (the callback adds its own) and no credentials
 */
function parseReturnTo(text: string | undefined): URL | undefined {
  if (!text || !URL.canParse(text)) return undefined
  const url = new URL(text)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password || url.hash || text.includes('#')) return undefined
  return url
}

const expired = () =>
  apiError(400, 'SOCIAL_EXPIRED', 'This sign-in is unknown, has expired or was already used: start again')

export function socialRoutes(deps: SiteDeps) {
  const { config, db } = deps
  const social = socialContext(deps)
  const app = new Hono()

  app.post('/social/authorize', async (c) => {
    await deps.limitPerIp('social-authorize', deps.clientIp(c))
    const body = await readBody(c, authorizeBody)
    const provider = social.providers.get(body.provider)
    if (!provider)
      throw apiError(400, 'SOCIAL_UNAVAILABLE', `Sign-in with ${body.provider} is not available on this site`)
    // A social login, like a Farcaster channel, is for one of the project's own pages
    const origin = await requireAllowedOrigin(deps, body.projectId, body.origin, 'origin')
    let returnTo: string | undefined
    if (body.mode === 'redirect') {
      const url = parseReturnTo(body.returnTo)
      if (!url)
        throw apiError(
          400,
          'INVALID_REQUEST',
          'Invalid request: returnTo: the redirect mode needs returnTo (an http(s) origin and path)',
        )
      // the page comes back to itself: never to another origin, even another of the project's
      if (url.origin !== origin)
        throw apiError(400, 'INVALID_REQUEST', `Invalid request: returnTo: not on origin ${origin}`)
      returnTo = url.href
    }
    const nonce = provider.oidc ? oauth.generateRandomNonce() : undefined
    const created = await social.logins.create({
      state: body.state,
      provider: body.provider,
      codeChallenge: body.codeChallenge,
      deviceId: body.deviceId,
      mode: body.mode,
      ...(nonce ? { nonce } : {}),
      ...(returnTo ? { returnTo } : {}),
      projectId: body.projectId,
      origin,
    })
    if (!created)
      throw apiError(400, 'INVALID_REQUEST', 'Invalid request: state: already in use, make a new one')

    const url = new URL(provider.authorizationEndpoint)
    const q = url.searchParams
    q.set('response_type', 'code')
    q.set('client_id', provider.clientId)
    q.set('redirect_uri', social.redirectUri())
    q.set('scope', provider.scope)
    q.set('state', body.state)
    q.set('code_challenge', body.codeChallenge)
    q.set('code_challenge_method', 'S256')
    if (nonce) q.set('nonce', nonce)
    // Apple answers name and email only by form_post (and refuses them otherwise)
    if (body.provider === 'apple' && /(^| )(name|email)( |$)/.test(provider.scope))
      q.set('response_mode', 'form_post')
    return c.json({ url: url.href })
  })

  app.post('/social/complete', async (c) => {
    const { state, codeVerifier, deviceId } = await readBody(c, completeBody)
    const live = async () => {
      const login = await social.logins.get(state)
      // another device's state is as good as unknown (and is not spent by this call)
      if (!login || login.deviceId !== deviceId) throw expired()
      return login
    }
    if (!(await live()).result) {
      // ends early when the site drains: the frame polls again (README "Operations")
      await social.logins.wait(state, config.limits.deviceWaitMs, deps.pollSignal(c))
      if (!(await live()).result) return c.json({ pending: true as const })
    }
    const login = await social.logins.take(state, deviceId)
    if (!login?.result) throw expired()
    const provider = social.providers.get(login.provider)
    const result = login.result
    const fail = (reason: string, status: 400 | 502 = 502) => {
      c.get('log').warn({ provider: login.provider, reason: scrubLogText(reason) }, 'social login failed')
      return apiError(status, 'SOCIAL_FAILED', 'The sign-in could not be completed: please try again')
    }
    if ('error' in result) {
      if (result.error === 'access_denied') throw apiError(400, 'SOCIAL_DENIED', 'The sign-in was cancelled')
      throw fail(`provider answered ${result.error}`)
    }
    if (!provider) throw fail('provider no longer configured')
    // the verifier must be the one of the challenge sent at authorize: checked here too, so a wrong
    // one never reaches the provider with a live code
    if (!verifierMatches(codeVerifier, login.codeChallenge)) throw fail('wrong code verifier', 400)

    let identity: Awaited<ReturnType<typeof fetchSocialIdentity>>
    try {
      const tokens = await exchangeSocialCode(
        provider,
        {
          code: result.code,
          state,
          ...(result.iss ? { iss: result.iss } : {}),
          codeVerifier,
          redirectUri: social.redirectUri(),
          ...(login.nonce ? { nonce: login.nonce } : {}),
        },
        social.jwksCache(login.provider),
      )
      identity = await fetchSocialIdentity(provider, tokens, result.user ? { appleUser: result.user } : {})
    } catch (e) {
      if (e instanceof SocialExchangeError) throw fail(e.reason)
      throw e
    }
    const { user, isNewUser } = await signInIdentity(db, identity, config.now())
    await addDevice(db, user.id, deviceId, config.now())
    const token = await deps.sessions.create({ userId: user.id, deviceId, method: 'social' })
    deps.counters.logins.inc({ method: login.provider })
    return c.json({
      token,
      userId: user.id,
      isNewUser,
      ...(user.username ? { username: user.username } : {}),
      ...(user.email ? { email: user.email } : {}),
    })
  })

  return app
}
