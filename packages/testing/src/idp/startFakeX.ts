/**
 * A local X (OAuth 2.0 with PKCE, which X requires): `GET /i/oauth2/authorize` (consent page),
 * `POST /2/oauth2/token` and `GET /2/users/me` → `{ data: { id, name, username } }`. X gives no
 * email. Like X, a bad code is `invalid_request` ("Value passed for the authorization code was
 * invalid.") and a bad client `unauthorized_client`.
 */
import type { RunningIdentityProvider, StartProviderOptions } from './IdentityProviders.js'
import { numericId } from './idpCrypto.js'
import { startFakeOAuthServer } from './startFakeOAuthServer.js'

export async function startFakeX(opts: StartProviderOptions): Promise<RunningIdentityProvider> {
  const { person } = opts
  const server = await startFakeOAuthServer(
    {
      provider: 'X',
      authorizePath: '/i/oauth2/authorize',
      tokenPath: '/2/oauth2/token',
      fields: [
        { name: 'username', label: 'Username', value: person.username ?? 'lab_bird' },
        { name: 'name', label: 'Name', value: person.name },
      ],
      subjectOf: (p) => numericId(`x:${p.username ?? p.name}`, 19),
      requirePkce: true,
      tokenBody: (grant, accessToken) => ({
        token_type: 'bearer',
        expires_in: 7200,
        access_token: accessToken,
        scope: grant.scope,
      }),
      tokenError: (error, description) => ({
        status: error === 'invalid_client' ? 401 : 400,
        body:
          error === 'invalid_client'
            ? { error: 'unauthorized_client', error_description: 'Missing valid authorization header' }
            : error === 'invalid_grant'
              ? {
                  error: 'invalid_request',
                  error_description: 'Value passed for the authorization code was invalid.',
                }
              : { error, error_description: description },
      }),
      async api({ req, url, bearer, json }) {
        if (req.method !== 'GET' || url.pathname !== '/2/users/me') return false
        const grant = bearer()
        if (!grant) {
          json(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' })
          return true
        }
        const p = grant.person
        json(200, {
          data: { id: p.subject, name: p.name, username: p.username ?? `user${p.subject.slice(-6)}` },
        })
        return true
      },
    },
    opts,
  )
  return {
    endpoints: {
      authorizationEndpoint: `${server.origin}/i/oauth2/authorize`,
      tokenEndpoint: `${server.origin}/2/oauth2/token`,
      userinfoEndpoint: `${server.origin}/2/users/me`,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      scope: 'users.read tweet.read',
    },
    stop: server.stop,
  }
}
