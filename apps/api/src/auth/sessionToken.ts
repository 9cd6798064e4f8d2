/**
 * The session token: a JWT signed by this server's key (jose), carrying
 * `sub` = the CAIP-10 account, `sid` = the session id, `aud` = the domain signed in to,
 * `iat`/`nbf`/`exp` in seconds, and the session's namespace and chain. The token alone proves
 * who signed in until `exp` (what `verifyPorticoSession` checks); whether the session still
 * holds (signout) is the server's, asked with `GET /auth/v1/me`.
 */

import { PORTICO_TOKEN_ISSUER } from '@portico/session-verifier'
import { errors, jwtVerify, SignJWT } from 'jose'
import type { AuthSession } from './authSessions.js'
import type { AuthSigningKey } from './loadAuthSigningKey.js'

/** the issuer `@portico/session-verifier` checks: one constant for the signer and the verifier */
export const TOKEN_ISSUER = PORTICO_TOKEN_ISSUER

/** SPEC §8: core maps this text to the 'Session Expired' alert */
export const TOKEN_NOT_YET_VALID = 'JWT validation error: JWT Token is not yet valid'
export const TOKEN_EXPIRED = 'JWT validation error: JWT Token has expired'
export const TOKEN_INVALID = 'JWT validation error: invalid token'

export interface SessionClaims {
  sub: string
  sid: string
  aud: string
  namespace: string
  chainId: string
  iat: number
  nbf: number
  exp: number
}

const sec = (ms: number) => Math.floor(ms / 1000)

export function signSessionToken(key: AuthSigningKey, s: AuthSession): Promise<string> {
  return new SignJWT({ sid: s.id, namespace: s.namespace, chainId: s.chainId })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(s.account)
    .setAudience(s.domain)
    .setIssuedAt(sec(s.issuedAt))
    .setNotBefore(sec(s.notBefore))
    .setExpirationTime(sec(s.expiresAt))
    .sign(key.privateKey)
}

/** a JWT error → the `{ error }` text of a 401 */
export function tokenErrorText(e: unknown): string {
  if (e instanceof errors.JWTExpired) return TOKEN_EXPIRED
  if (e instanceof errors.JWTClaimValidationFailed && e.claim === 'nbf') return TOKEN_NOT_YET_VALID
  // an `iat` in the future fails jose's check too: the same clock problem
  if (e instanceof errors.JWTClaimValidationFailed && e.claim === 'iat') return TOKEN_NOT_YET_VALID
  return TOKEN_INVALID
}

export async function verifySessionToken(
  key: AuthSigningKey,
  token: string,
  opts: { now: number; clockToleranceSec: number },
): Promise<SessionClaims> {
  const { payload } = await jwtVerify(token, key.publicKey, {
    algorithms: [key.alg],
    issuer: TOKEN_ISSUER,
    currentDate: new Date(opts.now),
    clockTolerance: opts.clockToleranceSec,
    requiredClaims: ['sub', 'sid', 'exp', 'nbf', 'iat', 'aud'],
  })
  if (typeof payload.sid !== 'string') throw new errors.JWTClaimValidationFailed('sid', payload, 'sid')
  return payload as unknown as SessionClaims
}
