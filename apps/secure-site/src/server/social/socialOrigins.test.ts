/**
 * Issue 27 ("Hardening, round two"), item 2, the social relay: the same class of hole as the
 * Farcaster channel for any domain. `/social/authorize` in popup mode named no project and no page,
 * so the relay ran a sign-in for any caller, a site that is no project's included. Now every social
 * login is for a page of the project (`origin`, one of its allowed origins), and a redirect comes
 * back to that page's own origin only. A refused request keeps nothing: its state stays unknown.
 */
import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALID_CALLBACK_TEXT } from './socialCallbackPage.js'
import {
  SOCIAL_TEST_ORIGIN,
  SOCIAL_TEST_PAGE,
  SOCIAL_TEST_PROJECT,
  type SocialTestSite,
  startSocialTestSite,
} from './startSocialTestSite.js'

let t: SocialTestSite
beforeAll(async () => {
  t = await startSocialTestSite({ limits: { connectsPerIpPerHour: 1000, deviceWaitMs: 300 } })
  t.origins.set('proj-other', { allowedOrigins: ['https://other.example'] })
}, 60_000)
afterAll(() => t.stop())

const authorize = async (extra: Record<string, unknown>) => {
  const state = oauth.generateRandomState()
  const r = await t.api('/social/authorize', {
    body: {
      provider: 'github',
      state,
      codeChallenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      deviceId: 'device-social-origins',
      mode: 'popup',
      ...extra,
    },
  })
  return { state, status: r.status, body: r.body }
}

describe('issue "Hardening, round two" 2: a social login is for the project\'s own pages', () => {
  it("§5 popup and redirect: no project or page, a page that is not the project's, or a return elsewhere is refused, and the refused state stays unknown", async () => {
    const refusals: [Record<string, unknown>, number, string][] = [
      // what the relay answered 200 to before: no project, no page
      [{}, 400, 'INVALID_REQUEST'],
      [{ projectId: SOCIAL_TEST_PROJECT }, 400, 'INVALID_REQUEST'],
      [{ origin: SOCIAL_TEST_ORIGIN }, 400, 'INVALID_REQUEST'],
      // a page that is not the project's (another site, another project's, an unknown project)
      [{ ...SOCIAL_TEST_PAGE, origin: 'https://evil.example' }, 403, 'ORIGIN_NOT_ALLOWED'],
      [{ ...SOCIAL_TEST_PAGE, origin: 'https://other.example' }, 403, 'ORIGIN_NOT_ALLOWED'],
      [{ projectId: 'proj-unknown', origin: SOCIAL_TEST_ORIGIN }, 403, 'ORIGIN_NOT_ALLOWED'],
      // the project's host on another scheme or port is another origin
      [{ ...SOCIAL_TEST_PAGE, origin: 'https://127.0.0.1:5173' }, 403, 'ORIGIN_NOT_ALLOWED'],
      [{ ...SOCIAL_TEST_PAGE, origin: 'http://127.0.0.1:5174' }, 403, 'ORIGIN_NOT_ALLOWED'],
      // an origin exactly
      [{ ...SOCIAL_TEST_PAGE, origin: 'null' }, 400, 'INVALID_REQUEST'],
      [{ ...SOCIAL_TEST_PAGE, origin: `${SOCIAL_TEST_ORIGIN}/app` }, 400, 'INVALID_REQUEST'],
      // redirect: back to the page's own origin only
      [
        { ...SOCIAL_TEST_PAGE, mode: 'redirect', returnTo: 'https://evil.example/app' },
        400,
        'INVALID_REQUEST',
      ],
      [
        { ...SOCIAL_TEST_PAGE, mode: 'redirect', returnTo: 'https://127.0.0.1:5173/app' },
        400,
        'INVALID_REQUEST',
      ],
    ]
    for (const [extra, status, error] of refusals) {
      const r = await authorize(extra)
      expect({ extra, status: r.status, error: r.body.error }).toEqual({ extra, status, error })
      // nothing kept: the provider's answer for that state is not valid here
      const cb = await fetch(`${t.url}/social/callback?code=abc&state=${r.state}`, { redirect: 'manual' })
      expect(cb.status).toBe(400)
      expect(await cb.text()).toContain(INVALID_CALLBACK_TEXT)
    }
    expect((await authorize({ ...SOCIAL_TEST_PAGE, origin: 'https://evil.example' })).body.message).toBe(
      `https://evil.example is not one of the allowed origins of project ${SOCIAL_TEST_PROJECT}: a sign-in is only for the project's own pages`,
    )
    // the project's page, in both modes, is served
    expect((await authorize(SOCIAL_TEST_PAGE)).status).toBe(200)
    expect(
      (await authorize({ ...SOCIAL_TEST_PAGE, mode: 'redirect', returnTo: `${SOCIAL_TEST_ORIGIN}/app?x=1` }))
        .status,
    ).toBe(200)
  })
})
