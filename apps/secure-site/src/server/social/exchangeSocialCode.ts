/**
 * Trades the provider's authorization code for tokens with `oauth4webapi` (RFC 6749 §4.1.3 with
 * the PKCE verifier, RFC 7636): the client authenticates with its secret (the body, or HTTP Basic
 * for X), the answer is checked, and for an OpenID provider the ID token is validated: issuer,
 * audience, expiry, the nonce this server sent, and its signature by the provider's JWKS (RS256 or
 * ES256; never `none` or a shared-secret algorithm). Any failure is a `SocialExchangeError`.
 */
import * as oauth from 'oauth4webapi'
import type { ResolvedSocialProvider } from './resolveSocialProviders.js'

export const SOCIAL_HTTP_TIMEOUT_MS = 10_000

export class SocialExchangeError extends Error {
  override name = 'SocialExchangeError'
  /** a short reason for the log (never a code or a token) */
  constructor(readonly reason: string) {
    super(`The provider did not complete the sign-in: ${reason}`)
  }
}

/** what oauth4webapi needs for one request: a timeout, and http allowed only for a loopback URL */
export function socialHttpOptions(url: string): {
  signal: AbortSignal
  [oauth.allowInsecureRequests]?: boolean
} {
  const insecure = new URL(url).protocol === 'http:'
  return {
    signal: AbortSignal.timeout(SOCIAL_HTTP_TIMEOUT_MS),
    // the config only lets http through for localhost, 127.x and [::1] (the local providers)
    ...(insecure ? { [oauth.allowInsecureRequests]: true } : {}),
  }
}

export function authorizationServerOf(p: ResolvedSocialProvider): oauth.AuthorizationServer {
  return {
    issuer: p.issuer,
    authorization_endpoint: p.authorizationEndpoint,
    token_endpoint: p.tokenEndpoint,
    ...(p.userinfoEndpoint ? { userinfo_endpoint: p.userinfoEndpoint } : {}),
    ...(p.jwksUri ? { jwks_uri: p.jwksUri } : {}),
    id_token_signing_alg_values_supported: ['RS256', 'ES256'],
  }
}

export interface SocialTokens {
  accessToken: string
  /** OpenID providers: the validated ID token's claims */
  idTokenClaims?: oauth.IDToken
}

export function describeOAuthError(e: unknown): string {
  if (e instanceof oauth.ResponseBodyError) return `${e.status} ${e.error}`
  if (e instanceof oauth.WWWAuthenticateChallengeError) return `${e.status} WWW-Authenticate`
  if (e instanceof oauth.OperationProcessingError) return `${e.code}: ${e.message}`.slice(0, 200)
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) return 'timeout'
  return String(e).slice(0, 200)
}

export async function exchangeSocialCode(
  p: ResolvedSocialProvider,
  input: {
    code: string
    state: string
    /** RFC 9207: the `iss` the provider put in its answer, if any */
    iss?: string
    codeVerifier: string
    redirectUri: string
    nonce?: string
  },
  jwksCache: oauth.JWKSCacheInput,
): Promise<SocialTokens> {
  const as = authorizationServerOf(p)
  const client: oauth.Client = { client_id: p.clientId }
  const auth =
    p.tokenAuth === 'client_secret_basic'
      ? oauth.ClientSecretBasic(p.clientSecret)
      : oauth.ClientSecretPost(p.clientSecret)
  try {
    const answer = new URLSearchParams({ code: input.code, state: input.state })
    if (input.iss) answer.set('iss', input.iss)
    const params = oauth.validateAuthResponse(as, client, answer, input.state)
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      input.redirectUri,
      input.codeVerifier,
      socialHttpOptions(p.tokenEndpoint),
    )
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      response,
      p.oidc ? { expectedNonce: input.nonce ?? oauth.expectNoNonce, requireIdToken: true } : {},
    )
    if (!p.oidc) return { accessToken: tokens.access_token }
    await oauth.validateApplicationLevelSignature(as, response, {
      ...socialHttpOptions(p.jwksUri ?? p.tokenEndpoint),
      [oauth.jwksCache]: jwksCache,
    })
    const claims = oauth.getValidatedIdTokenClaims(tokens)
    if (!claims) throw new SocialExchangeError('no ID token')
    return { accessToken: tokens.access_token, idTokenClaims: claims }
  } catch (e) {
    if (e instanceof SocialExchangeError) throw e
    throw new SocialExchangeError(describeOAuthError(e))
  }
}
