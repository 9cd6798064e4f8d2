/**
 * A local Sign in with Apple: `GET /auth/authorize` (consent page; with the `name` or `email` scope
 * Apple requires `response_mode=form_post`, and the answer is a page that posts `code`, `state` and,
 * on the first consent only, `user` = `{"name":{"firstName","lastName"},"email"}` to the client),
 * `POST /auth/token` answering an `id_token` (iss, aud, exp, iat, sub like `001234.<hex>.0123`,
 * nonce, email, `email_verified` and `is_private_email` as the strings Apple sends) and `GET
 * /auth/keys`, the JWKS. The ID token is signed ES256 with a key made at start (with `jose`);
 * Apple's own keys are RS256, so a client must take the algorithm from the JWKS, not assume one.
 */
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import type { RunningIdentityProvider, StartProviderOptions } from './IdentityProviders.js'
import { numericId, randomId } from './idpCrypto.js'
import { startFakeOAuthServer } from './startFakeOAuthServer.js'

export async function startFakeApple(opts: StartProviderOptions): Promise<RunningIdentityProvider> {
  const { person } = opts
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  const kid = randomId(8)
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'ES256' }] }
  const scopes = (scope: string) => new Set(scope.split(' ').filter(Boolean))

  const server = await startFakeOAuthServer(
    {
      provider: 'Apple',
      authorizePath: '/auth/authorize',
      tokenPath: '/auth/token',
      fields: [
        { name: 'name', label: 'Name', value: person.name },
        { name: 'email', label: 'Email', value: person.email ?? '' },
        { name: 'email_verified', label: 'Email verified', value: person.emailVerified ?? true },
      ],
      subjectOf: (p) => {
        const digits = numericId(`apple:${p.email ?? p.name}`, 40)
        return `00${digits.slice(0, 4)}.${Buffer.from(digits.slice(4, 36)).toString('hex').slice(0, 32)}.0${digits.slice(36, 39)}`
      },
      requirePkce: false,
      tokenPrefix: 'a',
      formPost: true,
      checkAuthorize: (q) => {
        const s = scopes(q.get('scope') ?? '')
        if ((s.has('name') || s.has('email')) && q.get('response_mode') !== 'form_post')
          return 'response_mode must be form_post when name or email scope is requested.'
        return undefined
      },
      authorizationExtras: (grant, formPost): Record<string, string> => {
        const s = scopes(grant.scope)
        if (!formPost || !grant.first || (!s.has('name') && !s.has('email'))) return {}
        const [firstName = '', ...rest] = grant.person.name.split(' ')
        return {
          user: JSON.stringify({
            ...(s.has('name') ? { name: { firstName, lastName: rest.join(' ') } } : {}),
            ...(s.has('email') && grant.person.email ? { email: grant.person.email } : {}),
          }),
        }
      },
      tokenBody: async (grant, accessToken, origin) => {
        const p = grant.person
        const email = scopes(grant.scope).has('email') ? p.email : undefined
        const now = Math.floor(Date.now() / 1000)
        const idToken = await new SignJWT({
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
          ...(email
            ? {
                email,
                email_verified: String(p.emailVerified),
                is_private_email: String(email.includes('privaterelay')),
              }
            : {}),
          auth_time: now,
          nonce_supported: true,
        })
          .setProtectedHeader({ alg: 'ES256', kid })
          .setIssuer(origin)
          .setAudience(grant.clientId)
          .setSubject(p.subject)
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(privateKey)
        return {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: `r${randomId()}`,
          id_token: idToken,
        }
      },
      tokenError: (error, description) => ({
        status: 400,
        body: error === 'invalid_client' ? { error } : { error, error_description: description },
      }),
      async api({ req, url, json }) {
        if (req.method !== 'GET' || url.pathname !== '/auth/keys') return false
        json(200, jwks, { 'cache-control': 'public, max-age=3600' })
        return true
      },
    },
    opts,
  )
  return {
    endpoints: {
      issuer: server.origin,
      authorizationEndpoint: `${server.origin}/auth/authorize`,
      tokenEndpoint: `${server.origin}/auth/token`,
      jwksUri: `${server.origin}/auth/keys`,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      scope: 'name email',
    },
    stop: server.stop,
  }
}
