/**
 * A local Google: a real OpenID Provider (`oidc-provider`, certified, MIT) on Google's paths
 * (`/o/oauth2/v2/auth`, `/token`, `/v1/userinfo`, `/oauth2/v3/certs`, discovery at
 * `/.well-known/openid-configuration`), PKCE S256 required, ID tokens signed RS256 with a key made
 * at start and carrying `sub`, `email`, `email_verified`, `name` like Google's (the userinfo answers
 * the same). Its dev interactions (a login form, then a consent form, without test ids) are replaced
 * by one page of our own, the same consent page as the other fakes ("Sign in to Google (local)",
 * Continue `idp-continue`, Cancel `idp-cancel` → `access_denied`), shown on every sign-in like
 * Google's account chooser.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import { consentPage, idpErrorPage, idpPageCsp } from './consentPage.js'
import type { RunningIdentityProvider, StartProviderOptions } from './IdentityProviders.js'
import { numericId, randomId } from './idpCrypto.js'
import { readForm } from './startFakeOAuthServer.js'

interface GoogleAccount {
  sub: string
  name: string
  email?: string
  emailVerified: boolean
}

const PATHS = {
  authorization: '/o/oauth2/v2/auth',
  token: '/token',
  userinfo: '/v1/userinfo',
  jwks: '/oauth2/v3/certs',
}

export async function startGoogleProvider(opts: StartProviderOptions): Promise<RunningIdentityProvider> {
  // loaded here, not at import: on Node 20 it warns about the runtime (it works), and only the
  // lab and the tests that start the providers need it
  const { default: Provider, interactionPolicy } = await import('oidc-provider')
  const accounts = new Map<string, GoogleAccount>()
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`

  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomId(8), use: 'sig', alg: 'RS256' }

  // the login prompt on every authorization request (not only without a session), as Google's
  // account chooser: a person can pick another account each time
  const policy = interactionPolicy.base()
  policy
    .get('login')!
    .checks.unshift(
      new interactionPolicy.Check('local_page', 'the local consent page is shown on every sign-in', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )

  const provider = new Provider(origin, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [...opts.redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Google puts the claims of the granted scopes in the ID token too
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    routes: PATHS,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomId()] },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_ctx, sub) {
      const a = accounts.get(sub)
      if (!a) return undefined
      return {
        accountId: sub,
        claims: () => {
          const [given = '', ...family] = a.name.split(' ')
          return {
            sub,
            name: a.name,
            given_name: given,
            family_name: family.join(' '),
            ...(a.email ? { email: a.email, email_verified: a.emailVerified } : {}),
          }
        },
      }
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.set('content-security-policy', idpPageCsp([]))
      ctx.body = idpErrorPage('Google', `${out.error}: ${out.error_description ?? ''}`)
    },
  })
  const oidc = provider.callback()

  const page = (res: ServerResponse, status: number, html: string, formTargets: string[]) =>
    res
      .writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': idpPageCsp(formTargets),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
      .end(html)

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    let details: Awaited<ReturnType<typeof provider.interactionDetails>>
    try {
      details = await provider.interactionDetails(req, res)
    } catch {
      return page(res, 400, idpErrorPage('Google', 'This sign-in has expired. Start again from the app.'), [])
    }
    if (details.uid !== uid) return page(res, 400, idpErrorPage('Google', 'Unknown sign-in request.'), [])
    const params = details.params as Record<string, string | undefined>
    if (req.method === 'GET') {
      const redirect = params.redirect_uri ? [new URL(params.redirect_uri).origin] : []
      return page(
        res,
        200,
        consentPage({
          provider: 'Google',
          clientId: params.client_id ?? '',
          action: `/interaction/${uid}`,
          hidden: {},
          fields: [
            { name: 'name', label: 'Name', value: opts.person.name },
            { name: 'email', label: 'Email', value: params.login_hint ?? opts.person.email ?? '' },
            { name: 'email_verified', label: 'Email verified', value: opts.person.emailVerified ?? true },
          ],
        }),
        redirect,
      )
    }
    const form = await readForm(req)
    if (form.get('decision') !== 'continue')
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied the request' },
        { mergeWithLastSubmission: false },
      )
    const email = form.get('email')?.trim().toLowerCase().slice(0, 100) || undefined
    const name = form.get('name')?.trim().slice(0, 100) || email || 'Local person'
    const sub = numericId(`google:${email ?? name}`, 21)
    accounts.set(sub, {
      sub,
      name,
      ...(email ? { email } : {}),
      emailVerified: form.get('email_verified') === 'true',
    })
    const grant = new provider.Grant({ accountId: sub, clientId: params.client_id! })
    if (params.scope) grant.addOIDCScope(params.scope)
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const m = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? '/', origin).pathname)
    if (!m || (req.method !== 'GET' && req.method !== 'POST')) return void oidc(req, res)
    interaction(req, res, m[1]!).catch((e: unknown) => {
      if (!res.headersSent) page(res, 400, idpErrorPage('Google', String(e)), [])
      else res.end()
    })
  })

  return {
    endpoints: {
      issuer: origin,
      authorizationEndpoint: `${origin}${PATHS.authorization}`,
      tokenEndpoint: `${origin}${PATHS.token}`,
      userinfoEndpoint: `${origin}${PATHS.userinfo}`,
      jwksUri: `${origin}${PATHS.jwks}`,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      scope: 'openid email profile',
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
