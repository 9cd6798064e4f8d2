/**
 * The OAuth 2.0 authorization code flow that the small provider fakes (github, discord, x, facebook,
 * apple) share, on node:http: the authorize endpoint checks client_id and redirect_uri (exact match
 * with a registered one, else an error page and no redirect), keeps `state`, `nonce` and the S256
 * `code_challenge`, and shows the consent page; Continue issues a one-time code (60 s) and redirects
 * (or form-posts) to the client, Cancel answers `error=access_denied`. The token endpoint checks the
 * client (client_secret_post or client_secret_basic, never both), the code (once only), the
 * redirect_uri and the PKCE verifier, each compared in constant time; a refusal is the provider's own
 * error shape (`spec.tokenError`). Each fake adds its API routes (`spec.api`) and its token answer.
 *
 * Written here rather than with oidc-provider (which plays google) because these providers are not
 * OpenID providers: their token answers, error shapes and user APIs are each their own, and a fake
 * is only useful if it answers the way the real one does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ConsentField, consentPage, formPostPage, idpErrorPage, idpPageCsp } from './consentPage.js'
import type { StartProviderOptions } from './IdentityProviders.js'
import { isCodeVerifier, isS256Challenge, randomId, s256, safeEqual } from './idpCrypto.js'

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type'

export interface FakePerson {
  /** the provider's stable id of the account */
  subject: string
  name: string
  username?: string
  email?: string
  emailVerified: boolean
}

export interface FakeGrant {
  person: FakePerson
  clientId: string
  scope: string
  nonce?: string
  /** the person's first consent to this client (Apple sends its `user` field only then) */
  first: boolean
}

export interface FakeApiContext {
  req: IncomingMessage
  url: URL
  /** the server's origin, e.g. `http://127.0.0.1:40123` */
  origin: string
  /** the grant of the request's access token, if it is live */
  bearer(): FakeGrant | undefined
  json(status: number, body: unknown, headers?: Record<string, string>): void
}

export interface FakeOAuthSpec {
  /** "GitHub" */
  provider: string
  authorizePath: string
  tokenPath: string
  /** the consent page's fields, prefilled */
  fields: readonly ConsentField[]
  /** the provider's stable id of the person the consent page describes */
  subjectOf(person: Omit<FakePerson, 'subject'>): string
  /** refuse an authorization request without a code_challenge (X) */
  requirePkce: boolean
  /** `response_mode=form_post` is answered with a page that posts to the client (Apple) */
  formPost?: boolean
  /** the user API also takes `?access_token=` (Facebook's Graph API) */
  queryToken?: boolean
  /** how the provider's access tokens start (GitHub `gho_`) */
  tokenPrefix?: string
  /** the token endpoint's success body */
  tokenBody(grant: FakeGrant, accessToken: string, origin: string): unknown
  /** the provider's answer to a refused token request */
  tokenError(error: OAuthErrorCode, description: string): { status: number; body: unknown }
  /** a provider's own rule on the authorization request: an error description refuses it */
  checkAuthorize?(query: URLSearchParams): string | undefined
  /** more fields of the authorization response (Apple's `user` on a first consent) */
  authorizationExtras?(grant: FakeGrant, formPost: boolean): Record<string, string>
  /** the provider's API: answers and returns true for a route it has */
  api(ctx: FakeApiContext): boolean | Promise<boolean>
}

interface PendingAuthorization {
  redirectUri: string
  state?: string
  scope: string
  challenge?: string
  nonce?: string
  formPost: boolean
  expiresAt: number
}

interface IssuedCode {
  grant: FakeGrant
  redirectUri: string
  challenge?: string
  expiresAt: number
}

const CODE_TTL_MS = 60_000
const CONSENT_TTL_MS = 10 * 60_000
const TOKEN_TTL_MS = 3_600_000
const MAX_BODY = 16 * 1024

export async function startFakeOAuthServer(
  spec: FakeOAuthSpec,
  opts: StartProviderOptions,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const consents = new Map<string, PendingAuthorization>()
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, { grant: FakeGrant; expiresAt: number }>()
  const consented = new Set<string>()
  let origin = ''

  const sweep = () => {
    const now = Date.now()
    for (const map of [consents, codes, tokens] as Map<string, { expiresAt: number }>[])
      for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k)
  }

  const html = (res: ServerResponse, status: number, body: string, csp: string) =>
    res
      .writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': csp,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
      })
      .end(body)
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res
      .writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        pragma: 'no-cache',
        ...headers,
      })
      .end(JSON.stringify(body))
  const errorPage = (res: ServerResponse, message: string) =>
    html(res, 400, idpErrorPage(spec.provider, message), idpPageCsp([]))

  /** the client's redirect URI with `params` in its query, or a form posting them to it */
  const answerClient = (
    res: ServerResponse,
    redirectUri: string,
    params: Record<string, string | undefined>,
    formPost: boolean,
  ) => {
    const fields = Object.fromEntries(
      Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
    )
    if (formPost) {
      const nonce = randomId(16)
      return html(
        res,
        200,
        formPostPage(spec.provider, redirectUri, fields, nonce),
        idpPageCsp([new URL(redirectUri).origin], nonce),
      )
    }
    const url = new URL(redirectUri)
    for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v)
    res
      .writeHead(302, { location: url.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      .end()
  }

  const authorize = (res: ServerResponse, q: URLSearchParams) => {
    const clientId = q.get('client_id')
    const redirectUri = q.get('redirect_uri')
    if (clientId !== opts.clientId) return errorPage(res, 'Unknown client_id: this app is not registered.')
    if (!redirectUri || !opts.redirectUris.includes(redirectUri))
      return errorPage(res, 'The redirect_uri does not match a registered one.')
    const state = q.get('state') ?? undefined
    const formPost = Boolean(spec.formPost) && q.get('response_mode') === 'form_post'
    const refuse = (error: string, description: string) =>
      answerClient(res, redirectUri, { error, error_description: description, state }, formPost)
    if (q.get('response_type') !== 'code')
      return refuse('unsupported_response_type', 'Only response_type=code is supported')
    const challenge = q.get('code_challenge') ?? undefined
    const method = q.get('code_challenge_method')
    if (challenge === undefined && spec.requirePkce)
      return refuse('invalid_request', 'Missing required parameter [code_challenge].')
    if (challenge !== undefined && (method !== 'S256' || !isS256Challenge(challenge)))
      return refuse(
        'invalid_request',
        'code_challenge must be an S256 challenge (code_challenge_method=S256)',
      )
    const own = spec.checkAuthorize?.(q)
    if (own) return refuse('invalid_request', own)
    sweep()
    const id = randomId()
    consents.set(id, {
      redirectUri,
      ...(state === undefined ? {} : { state }),
      scope: q.get('scope') ?? '',
      ...(challenge === undefined ? {} : { challenge }),
      ...(q.get('nonce') ? { nonce: q.get('nonce')! } : {}),
      formPost,
      expiresAt: Date.now() + CONSENT_TTL_MS,
    })
    html(
      res,
      200,
      consentPage({
        provider: spec.provider,
        clientId: opts.clientId,
        action: spec.authorizePath,
        hidden: { request: id },
        fields: spec.fields,
      }),
      idpPageCsp([new URL(redirectUri).origin]),
    )
  }

  const consent = (res: ServerResponse, form: URLSearchParams) => {
    const id = form.get('request') ?? ''
    const pending = consents.get(id)
    consents.delete(id)
    if (!pending || pending.expiresAt <= Date.now())
      return errorPage(
        res,
        'This sign-in request has expired or was already answered. Start again from the app.',
      )
    const { redirectUri, state, formPost } = pending
    if (form.get('decision') !== 'continue')
      return answerClient(
        res,
        redirectUri,
        { error: 'access_denied', error_description: 'The user denied the request', state },
        formPost,
      )
    const text = (k: string) => form.get(k)?.trim().slice(0, 100) || undefined
    const username = text('username')
    const email = text('email')?.toLowerCase()
    const hasVerifiedField = spec.fields.some((f) => f.name === 'email_verified')
    const base = {
      name: text('name') ?? username ?? 'Local person',
      ...(username ? { username } : {}),
      ...(email ? { email } : {}),
      emailVerified: Boolean(email) && (!hasVerifiedField || form.get('email_verified') === 'true'),
    }
    const person: FakePerson = { subject: spec.subjectOf(base), ...base }
    const first = !consented.has(person.subject)
    consented.add(person.subject)
    const code = randomId()
    const grant: FakeGrant = {
      person,
      clientId: opts.clientId,
      scope: pending.scope,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
      first,
    }
    codes.set(code, {
      grant,
      redirectUri,
      ...(pending.challenge ? { challenge: pending.challenge } : {}),
      expiresAt: Date.now() + CODE_TTL_MS,
    })
    answerClient(res, redirectUri, { code, state, ...spec.authorizationExtras?.(grant, formPost) }, formPost)
  }

  const token = async (req: IncomingMessage, res: ServerResponse, form: URLSearchParams) => {
    const refuse = (error: OAuthErrorCode, description: string) => {
      const e = spec.tokenError(error, description)
      json(res, e.status, e.body)
    }
    const basic = parseBasic(req.headers.authorization)
    if (req.headers.authorization && !basic) return refuse('invalid_client', 'Malformed Authorization header')
    if (basic && form.has('client_secret'))
      return refuse('invalid_request', 'Use one client authentication method only')
    const clientId = basic?.id ?? form.get('client_id') ?? ''
    const secret = basic?.secret ?? form.get('client_secret') ?? ''
    if (form.has('client_id') && basic && form.get('client_id') !== basic.id)
      return refuse('invalid_client', 'client_id does not match the authenticated client')
    if (!safeEqual(clientId, opts.clientId) || !secret || !safeEqual(secret, opts.clientSecret))
      return refuse('invalid_client', 'Client authentication failed')
    if (form.get('grant_type') !== 'authorization_code')
      return refuse('unsupported_grant_type', 'Only grant_type=authorization_code is supported')
    const code = form.get('code') ?? ''
    const issued = codes.get(code)
    codes.delete(code)
    if (!issued || issued.expiresAt <= Date.now())
      return refuse('invalid_grant', 'The authorization code is invalid, expired or already used')
    if (form.get('redirect_uri') !== issued.redirectUri)
      return refuse('invalid_grant', 'redirect_uri does not match the authorization request')
    const verifier = form.get('code_verifier')
    if (issued.challenge) {
      if (!verifier || !isCodeVerifier(verifier) || !safeEqual(s256(verifier), issued.challenge))
        return refuse('invalid_grant', 'The PKCE code_verifier does not match the code_challenge')
    } else if (verifier) {
      return refuse('invalid_grant', 'A code_verifier was sent but the authorization had no code_challenge')
    }
    const accessToken = `${spec.tokenPrefix ?? ''}${randomId()}`
    tokens.set(accessToken, { grant: issued.grant, expiresAt: Date.now() + TOKEN_TTL_MS })
    json(res, 200, await spec.tokenBody(issued.grant, accessToken, origin))
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin)
    const path = url.pathname
    if (path === spec.authorizePath && req.method === 'GET') return authorize(res, url.searchParams)
    if (path === spec.authorizePath && req.method === 'POST') return consent(res, await readForm(req))
    if (path === spec.tokenPath && req.method === 'POST') return token(req, res, await readForm(req))
    const bearer = () => {
      const header = /^(?:Bearer|token) ([\x21-\x7e]+)$/i.exec(req.headers.authorization ?? '')?.[1]
      const value = header ?? (spec.queryToken ? url.searchParams.get('access_token') : undefined)
      const t = value ? tokens.get(value) : undefined
      return t && t.expiresAt > Date.now() ? t.grant : undefined
    }
    const handled = await spec.api({
      req,
      url,
      origin,
      bearer,
      json: (status, body, headers) => json(res, status, body, headers),
    })
    if (!handled) json(res, 404, { error: 'not_found', message: 'Not Found' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) json(res, 400, { error: 'invalid_request', error_description: String(e) })
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** RFC 6749 §2.3.1: `Basic base64(urlencode(id) ":" urlencode(secret))` */
export function parseBasic(header: string | undefined): { id: string; secret: string } | undefined {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '')
  if (!m) return undefined
  const text = Buffer.from(m[1]!, 'base64').toString('utf8')
  const colon = text.indexOf(':')
  if (colon < 0) return undefined
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '))
    } catch {
      return s
    }
  }
  return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) }
}

/** an `application/x-www-form-urlencoded` body of at most 16 KB */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
    throw new Error('The body must be application/x-www-form-urlencoded')
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) throw new Error('The body is too large')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
