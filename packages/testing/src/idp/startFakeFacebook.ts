/**
 * A local Facebook Login: `GET /dialog/oauth` (consent page), `POST /v19.0/oauth/access_token` and
 * the Graph API's `GET /me?fields=id,name,email` (also under `/v19.0/`), answering only the fields
 * asked for, `email` only with the `email` permission. Errors have the Graph API's shape:
 * `{ error: { message, type: 'OAuthException', code, fbtrace_id } }`.
 */
import type { RunningIdentityProvider, StartProviderOptions } from './IdentityProviders.js'
import { numericId, randomId } from './idpCrypto.js'
import { startFakeOAuthServer } from './startFakeOAuthServer.js'

const graphError = (message: string, code: number, subcode?: number) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    fbtrace_id: randomId(8),
  },
})

export async function startFakeFacebook(opts: StartProviderOptions): Promise<RunningIdentityProvider> {
  const { person } = opts
  const server = await startFakeOAuthServer(
    {
      provider: 'Facebook',
      authorizePath: '/dialog/oauth',
      tokenPath: '/v19.0/oauth/access_token',
      fields: [
        { name: 'name', label: 'Name', value: person.name },
        { name: 'email', label: 'Email', value: person.email ?? '' },
      ],
      subjectOf: (p) => numericId(`facebook:${p.email ?? p.name}`, 16),
      requirePkce: false,
      tokenPrefix: 'EAA',
      queryToken: true,
      tokenBody: (_grant, accessToken) => ({
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 5183944,
      }),
      tokenError: (error, description) => ({
        status: error === 'invalid_client' ? 401 : 400,
        body:
          error === 'invalid_client'
            ? graphError('Error validating client secret.', 1)
            : error === 'invalid_grant'
              ? graphError(`Error validating verification code. ${description}`, 100, 36008)
              : graphError(description, 100),
      }),
      async api({ req, url, bearer, json }) {
        if (req.method !== 'GET' || (url.pathname !== '/me' && url.pathname !== '/v19.0/me')) return false
        const grant = bearer()
        if (!grant) {
          json(400, graphError('Invalid OAuth access token - Cannot parse access token', 190))
          return true
        }
        const p = grant.person
        const fields = (url.searchParams.get('fields') ?? 'id,name').split(',').map((f) => f.trim())
        const email = /(^|[\s,])email([\s,]|$)/.test(grant.scope) ? p.email : undefined
        json(200, {
          ...(fields.includes('name') ? { name: p.name } : {}),
          ...(fields.includes('email') && email ? { email } : {}),
          id: p.subject,
        })
        return true
      },
    },
    opts,
  )
  return {
    endpoints: {
      authorizationEndpoint: `${server.origin}/dialog/oauth`,
      tokenEndpoint: `${server.origin}/v19.0/oauth/access_token`,
      userinfoEndpoint: `${server.origin}/me`,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      scope: 'public_profile email',
    },
    stop: server.stop,
  }
}
