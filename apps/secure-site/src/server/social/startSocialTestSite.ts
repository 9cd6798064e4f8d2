/**
 * A secure site for the social login tests, with every provider pointed at the local identity
 * providers of `@portico/testing/node` (a real OpenID Provider for google, fakes of the others, on
 * 127.0.0.1): the site's port is chosen first, so the providers register its callback as their
 * redirect URI. Helpers play the frame (state, PKCE verifier and challenge made with oauth4webapi
 * like the frame does) and the browser (`driveIdpConsent`, then the request to the callback).
 * Not a test file itself.
 */
import { createServer } from 'node:net'
import {
  type DriveIdpConsentOptions,
  driveIdpConsent,
  type IdentityProviders,
  type IdpRedirect,
  startIdentityProviders,
} from '@portico/testing/node'
import * as oauth from 'oauth4webapi'
import type { SecureSiteConfig } from '../config/secureSiteConfig.js'
import { startTestSite, type TestSite } from '../test/startTestSite.js'
import type { SocialConfig, SocialProvider } from './socialProviderConfig.js'

/** the project every `start` names unless told, and its one allowed origin (the lab page's) */
export const SOCIAL_TEST_PROJECT = 'proj-social-test'
export const SOCIAL_TEST_ORIGIN = 'http://127.0.0.1:5173'
/** what the frame sends for its page: its project and the page's origin */
export const SOCIAL_TEST_PAGE = { projectId: SOCIAL_TEST_PROJECT, origin: SOCIAL_TEST_ORIGIN }

export interface StartedSocialLogin {
  state: string
  verifier: string
  deviceId: string
  /** the provider's authorize URL the site answered */
  url: string
}

export interface SocialTestSite extends TestSite {
  idps: IdentityProviders
  /** POST /social/authorize as the frame does (popup mode unless told) */
  start(
    provider: SocialProvider,
    opts?: {
      deviceId?: string
      mode?: 'popup' | 'redirect'
      returnTo?: string
      projectId?: string
      origin?: string
    },
  ): Promise<StartedSocialLogin>
  /** the person at the provider: the request the browser then makes to the site's callback */
  consent(login: StartedSocialLogin, opts?: DriveIdpConsentOptions): Promise<IdpRedirect>
  /** the browser sends the provider's answer to the site's callback (no redirect followed) */
  callback(redirect: IdpRedirect): Promise<{ status: number; headers: Headers; text: string }>
  /** POST /social/complete */
  complete(login: Pick<StartedSocialLogin, 'state' | 'verifier' | 'deviceId'>): ReturnType<TestSite['api']>
  /** start → consent → callback → complete */
  signIn(
    provider: SocialProvider,
    opts?: DriveIdpConsentOptions & { deviceId?: string },
  ): Promise<Record<string, unknown>>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, 'localhost', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

/**
 * `social`: the site's social config made from the local providers' table (default: all of them
 * as they are)
 */
export async function startSocialTestSite(
  overrides: Partial<SecureSiteConfig> = {},
  social: (providers: IdentityProviders['providers']) => SocialConfig = (p) => p,
): Promise<SocialTestSite> {
  const port = await freePort()
  const publicUrl = `http://localhost:${port}`
  const idps = await startIdentityProviders({ redirectUris: [`${publicUrl}/social/callback`] })
  let t: TestSite
  try {
    t = await startTestSite({ port, publicUrl, social: social(idps.providers), ...overrides })
  } catch (e) {
    await idps.stop()
    throw e
  }
  t.origins.set(SOCIAL_TEST_PROJECT, { allowedOrigins: [SOCIAL_TEST_ORIGIN] })
  let devices = 0
  const site: SocialTestSite = {
    ...t,
    idps,
    async start(provider, opts = {}) {
      const state = oauth.generateRandomState()
      const verifier = oauth.generateRandomCodeVerifier()
      const deviceId = opts.deviceId ?? `social-device-${++devices}`
      const r = await t.api('/social/authorize', {
        body: {
          provider,
          state,
          codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
          deviceId,
          mode: opts.mode ?? 'popup',
          projectId: opts.projectId ?? SOCIAL_TEST_PROJECT,
          origin: opts.origin ?? SOCIAL_TEST_ORIGIN,
          ...(opts.returnTo ? { returnTo: opts.returnTo } : {}),
        },
      })
      if (r.status !== 200) throw new Error(`authorize ${r.status}: ${JSON.stringify(r.body)}`)
      return { state, verifier, deviceId, url: r.body.url as string }
    },
    consent: (login, opts) => driveIdpConsent(login.url, opts),
    async callback(redirect) {
      const res = await fetch(redirect.url, {
        method: redirect.method,
        redirect: 'manual',
        ...(redirect.body
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: redirect.body.toString(),
            }
          : {}),
      })
      return { status: res.status, headers: res.headers, text: await res.text() }
    },
    complete: (login) =>
      t.api('/social/complete', {
        body: { state: login.state, codeVerifier: login.verifier, deviceId: login.deviceId },
      }),
    async signIn(provider, opts = {}) {
      const login = await site.start(provider, opts.deviceId ? { deviceId: opts.deviceId } : {})
      const cb = await site.callback(await site.consent(login, opts))
      if (cb.status !== 200) throw new Error(`callback ${cb.status}`)
      const r = await site.complete(login)
      if (r.status !== 200) throw new Error(`complete ${r.status}: ${JSON.stringify(r.body)}`)
      return { ...r.body, deviceId: login.deviceId }
    },
    async stop() {
      await t.stop()
      await idps.stop()
    },
  }
  return site
}
