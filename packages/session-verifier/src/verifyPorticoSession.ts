/**
 * For a host's own backend ("a documented way for a host's own backend to verify the same
 * session"; a package of its own, so a backend installs jose and this, not the server):
 * checks a Portico session token (apps/api's `POST /auth/v1/verify`) with the server's public key,
 * either fetched from `GET /auth/v1/jwks` (jose's remote JWKS: cached, refetched for an unknown
 * `kid`) or given. Signature (EdDSA or ES256), issuer `portico-api`, `exp` and `nbf` (with
 * `clockToleranceSec`, 60 s by default), and the audience (the domain signed in to) when given.
 * Stateless: a signout on the server is not seen here until the token expires; a backend that must
 * see it at once asks `GET /auth/v1/me` with the token instead.
 */
import {
  createRemoteJWKSet,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
  jwtVerify,
  type KeyObject,
} from 'jose'

/** the `iss` of every Portico session token */
export const PORTICO_TOKEN_ISSUER = 'portico-api'

export interface PorticoSession {
  /** CAIP-10 account: namespace:reference:address */
  account: string
  accountAddress: string
  namespace: string
  chainId: string
  sessionId: string
  /** the domain signed in to */
  domain: string
  issuedAt: Date
  expiresAt: Date
}

/** where the server's public key comes from: its JWKS URL, or the key itself (a public JWK or a key object) */
export type PorticoSessionKey = { jwksUrl: string | URL } | { publicKey: JWK | KeyObject | CryptoKey }

export interface VerifyPorticoSessionOptions {
  /** the domain the session must be for (the token's `aud`); any when absent */
  audience?: string
  /** seconds of clock difference allowed on `exp` and `nbf` (60) */
  clockToleranceSec?: number
  /** the time to check against (now) */
  currentDate?: Date
}

const remoteSets = new Map<string, JWTVerifyGetKey>()

async function keyOf(source: PorticoSessionKey): Promise<JWTVerifyGetKey | KeyObject | CryptoKey> {
  if ('jwksUrl' in source) {
    const url = String(source.jwksUrl)
    let set = remoteSets.get(url)
    if (!set) {
      set = createRemoteJWKSet(new URL(url))
      remoteSets.set(url, set)
    }
    return set
  }
  const k = source.publicKey
  if (typeof (k as JWK).kty === 'string') {
    const jwk = k as JWK
    if (jwk.d !== undefined)
      throw new TypeError('verifyPorticoSession: give the public key, not the private one')
    return (await importJWK(jwk, jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : 'EdDSA'))) as CryptoKey
  }
  return k as KeyObject | CryptoKey
}

/** the session a valid token names; throws (jose's errors) when the token is not valid */
export async function verifyPorticoSession(
  token: string,
  source: PorticoSessionKey,
  opts: VerifyPorticoSessionOptions = {},
): Promise<PorticoSession> {
  const key = await keyOf(source)
  const { payload } = await jwtVerify(token, key as KeyObject, {
    algorithms: ['EdDSA', 'ES256'],
    issuer: PORTICO_TOKEN_ISSUER,
    audience: opts.audience,
    clockTolerance: opts.clockToleranceSec ?? 60,
    currentDate: opts.currentDate,
    requiredClaims: ['sub', 'sid', 'exp', 'nbf', 'aud'],
  })
  const sub = String(payload.sub)
  return {
    account: sub,
    accountAddress: sub.split(':').slice(2).join(':'),
    namespace: String(payload.namespace),
    chainId: String(payload.chainId),
    sessionId: String(payload.sid),
    domain: String(Array.isArray(payload.aud) ? payload.aud[0] : payload.aud),
    issuedAt: new Date(Number(payload.iat) * 1000),
    expiresAt: new Date(Number(payload.exp) * 1000),
  }
}
