/**
 * A local Discord: `GET /oauth2/authorize` (consent page), `POST /api/oauth2/token` and `GET
 * /api/users/@me`, with Discord's field names (`id` a snowflake string, `username`, `global_name`,
 * and `email` + `verified` only with the `email` scope) and error answers.
 */
import type { RunningIdentityProvider, StartProviderOptions } from './IdentityProviders.js'
import { numericId, randomId } from './idpCrypto.js'
import { startFakeOAuthServer } from './startFakeOAuthServer.js'

export async function startFakeDiscord(opts: StartProviderOptions): Promise<RunningIdentityProvider> {
  const { person } = opts
  const server = await startFakeOAuthServer(
    {
      provider: 'Discord',
      authorizePath: '/oauth2/authorize',
      tokenPath: '/api/oauth2/token',
      fields: [
        { name: 'username', label: 'Username', value: person.username ?? 'wumpus_lab' },
        { name: 'name', label: 'Display name', value: person.name },
        { name: 'email', label: 'Email', value: person.email ?? '' },
        { name: 'email_verified', label: 'Email verified', value: person.emailVerified ?? true },
      ],
      subjectOf: (p) => numericId(`discord:${p.username ?? p.name}`, 18),
      requirePkce: false,
      tokenBody: (grant, accessToken) => ({
        token_type: 'Bearer',
        access_token: accessToken,
        expires_in: 604800,
        refresh_token: randomId(),
        scope: grant.scope,
      }),
      tokenError: (error, description) => ({
        status: error === 'invalid_client' ? 401 : 400,
        body: error === 'invalid_client' ? { error } : { error, error_description: description },
      }),
      async api({ req, url, bearer, json }) {
        if (req.method !== 'GET' || url.pathname !== '/api/users/@me') return false
        const grant = bearer()
        if (!grant) {
          json(401, { message: '401: Unauthorized', code: 0 })
          return true
        }
        const p = grant.person
        const email = grant.scope.split(' ').includes('email')
        json(200, {
          id: p.subject,
          username: p.username ?? `user${p.subject.slice(-4)}`,
          discriminator: '0',
          global_name: p.name,
          avatar: null,
          bot: false,
          mfa_enabled: false,
          locale: 'en-US',
          flags: 0,
          premium_type: 0,
          public_flags: 0,
          ...(email ? { email: p.email ?? null, verified: p.emailVerified } : {}),
        })
        return true
      },
    },
    opts,
  )
  return {
    endpoints: {
      authorizationEndpoint: `${server.origin}/oauth2/authorize`,
      tokenEndpoint: `${server.origin}/api/oauth2/token`,
      userinfoEndpoint: `${server.origin}/api/users/@me`,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      scope: 'identify email',
    },
    stop: server.stop,
  }
}
