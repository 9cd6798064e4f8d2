/**
 * The `social` config (SPEC §5 providers) and what a site does with it: checked at start (only
 * SPEC §5's providers, https endpoints or http on loopback), merged over the real providers'
 * endpoints field by field, a provider that is not configured is not offered, `/social/authorize`
 * is rate-limited per IP, and an ID token that is not the configured issuer's, or not signed by
 * its keys, does not sign anyone in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveConfig, type SecureSiteConfig } from '../config/secureSiteConfig.js'
import { resolveSocialProviders } from './resolveSocialProviders.js'
import { DEFAULT_SOCIAL_ENDPOINTS } from './socialEndpoints.js'
import { SOCIAL_PROVIDERS } from './socialProviderConfig.js'
import { SOCIAL_TEST_PAGE, type SocialTestSite, startSocialTestSite } from './startSocialTestSite.js'

const base: SecureSiteConfig = {
  apiUrl: 'http://127.0.0.1:8790',
  networks: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
  smtp: { host: '127.0.0.1', port: 1025, from: 'Portico <no-reply@localhost>' },
  otpSecret: 'a-secret-of-16-chars',
}
const client = { clientId: 'the-client', clientSecret: 'the-secret' }

describe('social config', () => {
  it('§5 social provider must be one of google, github, apple, facebook, x, discord', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(() => resolveConfig({ ...base, social: { twitter: client } as never })).toThrow(
      'Invalid secure site config: social: a social provider is one of google, github, apple, facebook, x, discord',
    )
    expect(resolveConfig({ ...base, social: { x: client } }).social).toEqual({ x: client })
  })

  it('endpoints are https, or http on localhost / 127.x / [::1] only; secrets are printable', () => {
    const bad = [
      { tokenEndpoint: 'http://idp.example.com/token' },
      { tokenEndpoint: 'ftp://127.0.0.1/token' },
      { authorizationEndpoint: 'javascript:alert(1)' },
      { clientSecret: 'has a space' },
      { scope: 'two  spaces' },
    ]
    for (const override of bad)
      expect(
        () => resolveConfig({ ...base, social: { google: { ...client, ...override } } }),
        JSON.stringify(override),
      ).toThrow(/Invalid secure site config: social\.google\./)
    for (const url of [
      'http://localhost:1/t',
      'http://127.0.0.1:1/t',
      'http://[::1]:1/t',
      'https://idp.example.com/t',
    ])
      expect(() =>
        resolveConfig({ ...base, social: { google: { ...client, tokenEndpoint: url } } }),
      ).not.toThrow()
  })

  it("a host's fields replace the real provider's one by one; the real ones are https", () => {
    for (const e of Object.values(DEFAULT_SOCIAL_ENDPOINTS))
      for (const [k, v] of Object.entries(e)) if (k !== 'scope') expect(v).toMatch(/^https:\/\//)
    const resolved = resolveSocialProviders({
      google: { ...client, tokenEndpoint: 'http://127.0.0.1:9/token' },
      github: client,
    })
    expect([...resolved.keys()]).toEqual(['google', 'github'])
    expect(resolved.get('google')).toMatchObject({
      issuer: 'https://accounts.google.com',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'http://127.0.0.1:9/token',
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
      scope: 'openid email profile',
      oidc: true,
      ...client,
    })
    // an OAuth-only provider's issuer is its authorization endpoint's origin
    expect(resolved.get('github')).toMatchObject({ issuer: 'https://github.com', oidc: false })
  })
})

describe('a site with some providers, wrongly configured ones and a low rate limit', () => {
  let t: SocialTestSite
  beforeAll(async () => {
    t = await startSocialTestSite({ limits: { connectsPerIpPerHour: 6, deviceWaitMs: 1000 } }, (p) => ({
      // the keys of another provider, another provider's issuer: their ID tokens cannot be validated
      google: { ...p.google, jwksUri: p.apple.jwksUri! },
      apple: { ...p.apple, issuer: p.google.issuer! },
      github: p.github,
    }))
  })
  afterAll(() => t.stop())

  it('§5 an unknown provider is 400 INVALID_REQUEST; one not configured is SOCIAL_UNAVAILABLE', async () => {
    const body = {
      state: 'a'.repeat(43),
      codeChallenge: 'b'.repeat(43),
      deviceId: 'device-config',
      mode: 'popup',
      ...SOCIAL_TEST_PAGE,
    }
    const unknown = await t.api('/social/authorize', { body: { ...body, provider: 'twitter' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      error: 'INVALID_REQUEST',
      message:
        'Invalid request: provider: a social provider is one of google, github, apple, facebook, x, discord',
    })
    const off = await t.api('/social/authorize', { body: { ...body, provider: 'facebook' } })
    expect(off.status).toBe(400)
    expect(off.body).toMatchObject({ error: 'SOCIAL_UNAVAILABLE' })
  })

  it('an ID token signed by other keys, or from another issuer, is SOCIAL_FAILED and signs no one in', async () => {
    for (const provider of ['google', 'apple'] as const) {
      const login = await t.start(provider)
      expect((await t.callback(await t.consent(login))).status).toBe(200)
      const r = await t.complete(login)
      expect(r.status, provider).toBe(502)
      expect(r.body.error).toBe('SOCIAL_FAILED')
    }
    // the OAuth provider next to them works
    expect((await t.signIn('github')).token).toEqual(expect.any(String))
  })

  it('/social/authorize: at most limits.connectsPerIpPerHour per IP, then 429 RATE_LIMITED', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7 && !statuses.includes(429); i++) {
      const r = await t.api('/social/authorize', {
        body: {
          provider: 'github',
          state: String(i).repeat(43),
          codeChallenge: 'b'.repeat(43),
          deviceId: 'device-limit',
          mode: 'popup',
          ...SOCIAL_TEST_PAGE,
        },
      })
      statuses.push(r.status)
      if (r.status === 429)
        expect(r.body).toMatchObject({ error: 'RATE_LIMITED', retryAfter: expect.any(Number) })
      else expect(r.status).toBe(200)
    }
    // the earlier tests of this site used some of the 6
    expect(statuses.at(-1)).toBe(429)
    // the window is an hour: later, authorize works again
    t.advance(3_600_000)
    const later = await t.start('github')
    expect(later.url).toContain('state=')
  })
})
