/**
 * A local GitHub (OAuth app): `GET /login/oauth/authorize` (consent page), `POST
 * /login/oauth/access_token` and the REST API's `GET /user` and `GET /user/emails`, answering with
 * GitHub's field names. Like GitHub, a refused token request is HTTP 200 with `error`
 * (`incorrect_client_credentials`, `bad_verification_code`, `redirect_uri_mismatch`), `/user/emails`
 * needs the `user:email` scope, and the emails include the account's noreply address.
 */
import type { RunningIdentityProvider, StartProviderOptions } from './IdentityProviders.js'
import { numericId } from './idpCrypto.js'
import { type OAuthErrorCode, startFakeOAuthServer } from './startFakeOAuthServer.js'

const DOCS = 'https://docs.github.com/rest'

const TOKEN_ERRORS: Record<OAuthErrorCode, string> = {
  invalid_client: 'incorrect_client_credentials',
  invalid_grant: 'bad_verification_code',
  invalid_request: 'invalid_request',
  unsupported_grant_type: 'unsupported_grant_type',
}

export async function startFakeGithub(opts: StartProviderOptions): Promise<RunningIdentityProvider> {
  const { person } = opts
  const server = await startFakeOAuthServer(
    {
      provider: 'GitHub',
      authorizePath: '/login/oauth/authorize',
      tokenPath: '/login/oauth/access_token',
      fields: [
        { name: 'username', label: 'Username', value: person.username ?? 'octo-lab' },
        { name: 'name', label: 'Name', value: person.name },
        { name: 'email', label: 'Primary email', value: person.email ?? '' },
        { name: 'email_verified', label: 'Email verified', value: person.emailVerified ?? true },
      ],
      subjectOf: (p) => numericId(`github:${p.username ?? p.name}`, 8),
      requirePkce: false,
      tokenPrefix: 'gho_',
      tokenBody: (grant, accessToken) => ({
        access_token: accessToken,
        token_type: 'bearer',
        scope: grant.scope
          .split(/[\s,]+/)
          .filter(Boolean)
          .join(','),
      }),
      tokenError: (error, description) => ({
        status: 200,
        body: {
          error:
            error === 'invalid_grant' && /redirect_uri/.test(description)
              ? 'redirect_uri_mismatch'
              : TOKEN_ERRORS[error],
          error_description: description,
          error_uri:
            'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors',
        },
      }),
      async api({ req, url, bearer, json }) {
        if (req.method !== 'GET' || (url.pathname !== '/user' && url.pathname !== '/user/emails'))
          return false
        const grant = bearer()
        if (!grant) {
          json(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' })
          return true
        }
        const p = grant.person
        const login = p.username ?? `user${p.subject}`
        const scopes = grant.scope.split(/[\s,]+/)
        if (url.pathname === '/user') {
          json(200, {
            login,
            id: Number(p.subject),
            node_id: `U_${Buffer.from(p.subject).toString('base64url')}`,
            avatar_url: `${url.origin}/avatars/${p.subject}`,
            html_url: `${url.origin}/${login}`,
            type: 'User',
            site_admin: false,
            name: p.name,
            // the public email: GitHub shows none unless the person made it public
            email: null,
            created_at: '2020-01-01T00:00:00Z',
          })
          return true
        }
        if (!scopes.includes('user:email') && !scopes.includes('user')) {
          json(404, { message: 'Not Found', documentation_url: DOCS, status: '404' })
          return true
        }
        json(200, [
          ...(p.email
            ? [{ email: p.email, primary: true, verified: p.emailVerified, visibility: 'private' }]
            : []),
          {
            email: `${p.subject}+${login}@users.noreply.github.com`,
            primary: false,
            verified: true,
            visibility: null,
          },
        ])
        return true
      },
    },
    opts,
  )
  return {
    endpoints: {
      authorizationEndpoint: `${server.origin}/login/oauth/authorize`,
      tokenEndpoint: `${server.origin}/login/oauth/access_token`,
      userinfoEndpoint: `${server.origin}/user`,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      scope: 'read:user user:email',
    },
    stop: server.stop,
  }
}
