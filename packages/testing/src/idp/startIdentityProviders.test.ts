/**
 * The local identity providers over real sockets, with fetch: for each of SPEC §5's providers the
 * whole code flow (authorize → the consent page → the redirect with a code → the token request with
 * the PKCE verifier → the user API or the ID token), and the refusals a client must meet: a wrong
 * verifier, a reused code, a wrong redirect_uri, a wrong client secret, each in the provider's own
 * error shape; an unregistered redirect_uri or client gets an error page and no redirect.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { driveIdpConsent, type IdpRedirect } from './driveIdpConsent.js'
import {
  IDENTITY_PROVIDER_NAMES,
  type IdentityProviderName,
  type IdentityProviders,
} from './IdentityProviders.js'
import { startIdentityProviders } from './startIdentityProviders.js'

const REDIRECT = 'http://127.0.0.1:9/social/callback'
let idps: IdentityProviders
beforeAll(async () => {
  idps = await startIdentityProviders({ redirectUris: [REDIRECT] })
})
afterAll(() => idps.stop())

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function authorizeUrl(name: IdentityProviderName, p: { challenge?: string; state: string; nonce?: string }) {
  const e = idps.providers[name]
  const url = new URL(e.authorizationEndpoint)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', e.clientId)
  url.searchParams.set('redirect_uri', REDIRECT)
  url.searchParams.set('scope', e.scope)
  url.searchParams.set('state', p.state)
  if (p.challenge) {
    url.searchParams.set('code_challenge', p.challenge)
    url.searchParams.set('code_challenge_method', 'S256')
  }
  if (p.nonce) url.searchParams.set('nonce', p.nonce)
  if (name === 'apple') url.searchParams.set('response_mode', 'form_post')
  return url.href
}

/** the providers whose fake takes client_secret_basic here (google's client is registered for post) */
const BASIC = new Set<IdentityProviderName>(['x', 'discord', 'github'])

async function token(
  name: IdentityProviderName,
  p: { code: string; verifier?: string; redirectUri?: string; secret?: string; basic?: boolean },
) {
  const e = idps.providers[name]
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri ?? REDIRECT,
  })
  if (p.verifier) body.set('code_verifier', p.verifier)
  const secret = p.secret ?? e.clientSecret
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  if (p.basic ?? BASIC.has(name))
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(e.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`
  else {
    body.set('client_id', e.clientId)
    body.set('client_secret', secret)
  }
  const res = await fetch(e.tokenEndpoint, { method: 'POST', headers, body })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: unknown } }
}

/** a fresh code for `name` (consent clicked through) */
async function codeFor(name: IdentityProviderName, fields?: Parameters<typeof driveIdpConsent>[1]) {
  const { verifier, challenge } = pkce()
  const state = randomBytes(32).toString('base64url')
  const nonce = randomBytes(16).toString('base64url')
  const redirect = await driveIdpConsent(authorizeUrl(name, { challenge, state, nonce }), fields)
  return { redirect, verifier, state, nonce, code: redirect.params.get('code') ?? '' }
}

const errorOf = (body: { error?: unknown }): unknown => {
  const e = body.error
  if (e && typeof e === 'object') {
    const graph = e as { type?: string; code?: number }
    return `${graph.type} ${graph.code}`
  }
  return e
}

/** each provider's refusals, as the real one answers */
const REFUSALS: Record<IdentityProviderName, { grant: string; client: string; redirect?: string }> = {
  google: { grant: 'invalid_grant', client: 'invalid_client' },
  github: {
    grant: 'bad_verification_code',
    client: 'incorrect_client_credentials',
    redirect: 'redirect_uri_mismatch',
  },
  discord: { grant: 'invalid_grant', client: 'invalid_client' },
  x: { grant: 'invalid_request', client: 'unauthorized_client' },
  facebook: { grant: 'OAuthException 100', client: 'OAuthException 1' },
  apple: { grant: 'invalid_grant', client: 'invalid_client' },
}

async function profile(name: IdentityProviderName, accessToken: string, idToken: unknown, nonce: string) {
  const e = idps.providers[name]
  const get = async (url: string) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(res.status).toBe(200)
    return res.json()
  }
  const verifyIdToken = async () => {
    expect(typeof idToken).toBe('string')
    const { payload } = await jwtVerify(idToken as string, createRemoteJWKSet(new URL(e.jwksUri!)), {
      issuer: e.issuer!,
      audience: e.clientId,
    })
    expect(payload.nonce).toBe(nonce)
    return payload
  }
  switch (name) {
    case 'google':
      return { idToken: await verifyIdToken(), userinfo: await get(e.userinfoEndpoint!) }
    case 'apple':
      return { idToken: await verifyIdToken() }
    case 'github':
      return { user: await get(e.userinfoEndpoint!), emails: await get(`${e.userinfoEndpoint}/emails`) }
    case 'facebook':
      return { me: await get(`${e.userinfoEndpoint}?fields=id,name,email`) }
    default:
      return { me: await get(e.userinfoEndpoint!) }
  }
}

const EXPECTED_PROFILES: Record<IdentityProviderName, unknown> = {
  google: {
    idToken: expect.objectContaining({
      sub: expect.stringMatching(/^\d{21}$/),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    }),
    userinfo: expect.objectContaining({
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    }),
  },
  apple: {
    idToken: expect.objectContaining({
      sub: expect.stringMatching(/^\d{6}\.[0-9a-f]{32}\.\d{4}$/),
      email: 'alan@privaterelay.example.com',
      email_verified: 'true',
      is_private_email: 'true',
    }),
  },
  github: {
    user: expect.objectContaining({ id: expect.any(Number), login: 'grace-lab', name: 'Grace Hopper' }),
    emails: expect.arrayContaining([
      { email: 'grace@example.com', primary: true, verified: true, visibility: 'private' },
    ]),
  },
  discord: {
    me: expect.objectContaining({
      id: expect.stringMatching(/^\d{18}$/),
      username: 'linus_lab',
      global_name: 'Linus Lab',
      email: 'linus@example.com',
      verified: true,
    }),
  },
  x: {
    me: {
      data: { id: expect.stringMatching(/^\d{19}$/), name: 'Margaret Hamilton', username: 'margaret_lab' },
    },
  },
  facebook: {
    me: { id: expect.stringMatching(/^\d{16}$/), name: 'Katherine Johnson', email: 'katherine@example.com' },
  },
}

describe.each(IDENTITY_PROVIDER_NAMES)('%s (local)', (name) => {
  it('the code flow: consent → code → token with the PKCE verifier → the profile', async () => {
    const { redirect, verifier, state, nonce, code } = await codeFor(name)
    expect(redirect.url.startsWith(`${REDIRECT}`)).toBe(true)
    expect(redirect.method).toBe(name === 'apple' ? 'POST' : 'GET')
    expect(redirect.params.get('state')).toBe(state)
    expect(code).not.toBe('')
    if (name === 'google') expect(redirect.params.get('iss')).toBe(idps.providers.google.issuer)
    if (name === 'apple')
      expect(JSON.parse(redirect.params.get('user')!)).toEqual({
        name: { firstName: 'Alan', lastName: 'Turing' },
        email: 'alan@privaterelay.example.com',
      })
    const t = await token(name, { code, verifier })
    expect(t.status).toBe(200)
    expect(t.body).toMatchObject({
      access_token: expect.any(String),
      token_type: expect.stringMatching(/^bearer$/i),
    })
    expect(await profile(name, t.body.access_token as string, t.body.id_token, nonce)).toEqual(
      EXPECTED_PROFILES[name],
    )
  })

  it('refuses a wrong verifier, a reused code, a wrong redirect_uri and a wrong secret', async () => {
    const refusals = REFUSALS[name]
    const wrong = await codeFor(name)
    const badVerifier = await token(name, { code: wrong.code, verifier: pkce().verifier })
    expect(errorOf(badVerifier.body)).toBe(refusals.grant)
    // the fakes spend a code at its first redemption, right or wrong (oidc-provider only at a good one)
    if (name !== 'google')
      expect(errorOf((await token(name, { code: wrong.code, verifier: wrong.verifier })).body)).toBe(
        refusals.grant,
      )

    const once = await codeFor(name)
    expect((await token(name, { code: once.code, verifier: once.verifier })).status).toBe(200)
    expect(errorOf((await token(name, { code: once.code, verifier: once.verifier })).body)).toBe(
      refusals.grant,
    )

    const redirect = await codeFor(name)
    const r = await token(name, {
      code: redirect.code,
      verifier: redirect.verifier,
      redirectUri: `${REDIRECT}/x`,
    })
    expect(errorOf(r.body)).toBe(refusals.redirect ?? refusals.grant)

    const client = await codeFor(name)
    const c = await token(name, { code: client.code, verifier: client.verifier, secret: 'not-the-secret' })
    expect(errorOf(c.body)).toBe(refusals.client)
    if (name !== 'github') expect(c.status).toBeGreaterThanOrEqual(400)
  })

  it('Cancel answers error=access_denied with the state', async () => {
    const state = 'cancel-state'
    const r: IdpRedirect = await driveIdpConsent(authorizeUrl(name, { challenge: pkce().challenge, state }), {
      cancel: true,
    })
    expect(r.params.get('error')).toBe('access_denied')
    expect(r.params.get('state')).toBe(state)
    expect(r.params.has('code')).toBe(false)
  })
})

describe('what the providers refuse before the consent page', () => {
  it('an unregistered redirect_uri or client_id: an error page, never a redirect', async () => {
    for (const name of IDENTITY_PROVIDER_NAMES) {
      const url = new URL(authorizeUrl(name, { challenge: pkce().challenge, state: 's' }))
      url.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere')
      const res = await fetch(url, { redirect: 'manual' })
      expect(res.status, name).toBe(400)
      expect(res.headers.get('location')).toBeNull()
      await res.body?.cancel()
      url.searchParams.set('redirect_uri', REDIRECT)
      url.searchParams.set('client_id', 'someone-else')
      const other = await fetch(url, { redirect: 'manual' })
      expect(other.status, name).toBe(400)
      await other.body?.cancel()
    }
  })

  it('x and google require PKCE: without a code_challenge the client gets invalid_request', async () => {
    for (const name of ['x', 'google'] as const) {
      const r = await driveIdpConsent(authorizeUrl(name, { state: 'no-pkce' }))
      expect(r.params.get('error'), name).toBe('invalid_request')
      expect(r.params.get('state')).toBe('no-pkce')
    }
  })

  it('google: discovery names the endpoints, S256 and the ID token claims', async () => {
    const g = idps.providers.google
    const d = (await (await fetch(`${g.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >
    expect(d).toMatchObject({
      issuer: g.issuer,
      authorization_endpoint: g.authorizationEndpoint,
      token_endpoint: g.tokenEndpoint,
      userinfo_endpoint: g.userinfoEndpoint,
      jwks_uri: g.jwksUri,
      code_challenge_methods_supported: ['S256'],
    })
    expect(d.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'name']))
  })
})

describe('the consent page', () => {
  it('escapes every value it shows and keeps the fields a person changes', async () => {
    const url = authorizeUrl('github', { challenge: pkce().challenge, state: '"><script>alert(1)</script>' })
    const res = await fetch(url)
    const html = await res.text()
    expect(html).toContain('Sign in to GitHub (local)')
    expect(html).toContain('data-testid="idp-continue"')
    expect(html).toContain('data-testid="idp-cancel"')
    expect(html).not.toContain('<script')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")

    const { code, verifier } = await codeFor('github', {
      fields: {
        username: 'x"><img src=x>',
        name: '<b>Eve</b>',
        email: 'EVE@example.com',
        email_verified: false,
      },
    })
    const t = await token('github', { code, verifier })
    const p = (await profile('github', t.body.access_token as string, undefined, '')) as {
      user: { login: string; name: string }
      emails: { email: string; verified: boolean }[]
    }
    expect(p.user).toMatchObject({ login: 'x"><img src=x>', name: '<b>Eve</b>' })
    expect(p.emails[0]).toMatchObject({ email: 'eve@example.com', verified: false })
  })
})
