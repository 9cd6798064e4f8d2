/**
 * For a host's own backend (issue 13: "a documented way for a host's own backend to verify the same
 * session"): checks a Portico session token with the server's public key, either fetched from
 * `GET /auth/v1/jwks` (jose's remote JWKS: cached, refetched for an unknown `kid`) or given.
 * Signature, issuer, `exp` and `nbf` (with `clockToleranceSec`), and the audience when given.
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
import { TOKEN_ISSUER } from './sessionToken.js'

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

export type PorticoSessionKey = { jwksUrl: string | URL } | { publicKey: JWK | KeyObject | CryptoKey }

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
  if (typeof (k as JWK).kty === 'string')
    return (await importJWK(k as JWK, (k as JWK).alg ?? 'EdDSA')) as CryptoKey
  return k as KeyObject | CryptoKey
}

/** the session a valid token names; throws (jose's errors) when the token is not valid */
export async function verifyPorticoSession(
  token: string,
  source: PorticoSessionKey,
  opts: { audience?: string; clockToleranceSec?: number; currentDate?: Date } = {},
): Promise<PorticoSession> {
  const key = await keyOf(source)
  const { payload } = await jwtVerify(token, key as KeyObject, {
    algorithms: ['EdDSA', 'ES256'],
    issuer: TOKEN_ISSUER,
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
