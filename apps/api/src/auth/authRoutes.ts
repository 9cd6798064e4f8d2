/**
 * Sign in with X (SPEC §3 sign-in message and session, §8 'Session Expired'):
 * the server decides who is signed in.
 *
 * - `POST /auth/v1/nonce` `{ domain, chainId? }` → `{ nonce, issuedAt, expiresAt }`: single use,
 *   bound to an allowed domain (and the chain when named) and an expiry (`auth.nonceTtlMs`).
 * - `POST /auth/v1/verify` `{ message, signature, cacao? }` → `{ token, session }`: the message is
 *   parsed strictly (core's `parseSignInMessage`), its domain must be allowed (and be the request's
 *   Origin when the browser sends one), its times hold with `auth.clockSkewSec` of allowance, the
 *   signature is the account's (eip155 / solana / bip122), and only then is the nonce consumed
 *   (`delete … returning`: of two racing uses one wins; a refused signature does not use it up).
 * - `GET /auth/v1/me` (Bearer) → `{ session }`; `POST /auth/v1/signout` (Bearer) revokes it.
 * - `GET /auth/v1/jwks`: the public key tokens are signed with, for a host's backend.
 * Every refusal is `{ error }` with 400 (malformed) or 401 (refused), saying which rule.
 */
import {
  isSignInDomain,
  parseSignInMessage,
  SIWX_LIMITS,
  type SIWXMessage,
  type SIWXNamespace,
  signInNamespace,
} from '@portico/core'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { ChainClients } from '../chain/chainClients.js'
import type { ApiConfig } from '../config/apiConfig.js'
import type { Projects } from '../config/createProjects.js'
import { exactOrigin } from '../config/exactOrigin.js'
import type { Db } from '../db/Db.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import { allowedSignInDomains } from './allowedSignInDomains.js'
import { createAuthNonces } from './authNonces.js'
import { type AuthSession, createAuthSessions } from './authSessions.js'
import type { AuthSigningKey } from './loadAuthSigningKey.js'
import { signSessionToken, TOKEN_EXPIRED, tokenErrorText, verifySessionToken } from './sessionToken.js'
import { verifySignInSignature } from './verifySignInSignature.js'

const CHAIN_ID = /^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,32}$/
const nonceBodySchema = z.strictObject({
  domain: z.string().max(SIWX_LIMITS.domain),
  chainId: z.string().regex(CHAIN_ID, 'a CAIP-2 chain id of eip155, solana or bip122').optional(),
})
const verifyBodySchema = z.strictObject({
  message: z.string().min(1).max(SIWX_LIMITS.message),
  signature: z.string().min(1).max(4096),
  /** accepted for the SPEC §3 session shape; the signature over the message is what is checked */
  cacao: z.unknown().optional(),
})
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

export const NOT_ALLOWED = 'Unauthorized: origin not allowed'

/** the http(s) origin a message's URI is on, serialized; undefined for any other URI */
function originOfUri(uri: string): string | undefined {
  try {
    return exactOrigin(new URL(uri).origin)
  } catch {
    return undefined
  }
}

function sessionView(s: AuthSession) {
  return {
    accountAddress: s.address,
    chainId: s.chainId,
    namespace: s.namespace,
    issuedAt: new Date(s.issuedAt).toISOString(),
    expiresAt: new Date(s.expiresAt).toISOString(),
  }
}

export function authRoutes(deps: {
  db: Db
  config: ApiConfig
  chains: ChainClients
  key: AuthSigningKey
  projects: Projects
}) {
  const app = new Hono()
  const now = deps.config.now ?? Date.now
  const { nonceTtlMs, sessionTtlSec, clockSkewSec } = deps.config.auth
  const skewMs = clockSkewSec * 1000
  const origins = deps.projects.exactOrigins
  const allowed = allowedSignInDomains(origins)
  /**
   * the page a browser names (`Origin`) must be exactly an allowed origin (scheme, host and port;
   * never `null`) on `domain` (comparing the host alone would let `null` and another scheme pass)
   */
  const pageAllowed = (origin: string | undefined, domain: string) =>
    origin === undefined || (origins.has(origin) && new URL(origin).host === domain)
  const nonces = createAuthNonces(deps.db, { ttlMs: nonceTtlMs, now, secret: deps.key.nonceSecret })
  const sessions = createAuthSessions(deps.db, { now })

  /** the live session of the request's bearer token, or a 401 */
  const authenticate = async (c: Context) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
    if (!token || token.length > 4096) throw httpError(401, 'Missing bearer token')
    const at = now()
    const claims = await verifySessionToken(deps.key, token, {
      now: at,
      clockToleranceSec: clockSkewSec,
    }).catch((e: unknown) => {
      throw httpError(401, tokenErrorText(e))
    })
    const session = await sessions.get(claims.sid)
    if (!session || session.account !== claims.sub) throw httpError(401, 'Session not found')
    if (session.revokedAt !== null) throw httpError(401, 'Session revoked: sign in again')
    if (session.expiresAt + skewMs <= at) throw httpError(401, TOKEN_EXPIRED)
    return session
  }

  app.post('/auth/v1/nonce', async (c) => {
    const body = parseOr400(nonceBodySchema, await c.req.json().catch(() => undefined))
    const domain = body.domain.toLowerCase()
    if (!isSignInDomain(domain)) throw httpError(400, 'Invalid request: domain: an RFC 3986 authority')
    if (!allowed.has(domain) || !pageAllowed(c.req.header('origin'), domain))
      throw httpError(403, NOT_ALLOWED)
    const n = await nonces.issue(domain, body.chainId)
    c.header('cache-control', 'no-store')
    return c.json({
      nonce: n.nonce,
      issuedAt: new Date(n.issuedAt).toISOString(),
      expiresAt: new Date(n.expiresAt).toISOString(),
    })
  })

  app.post('/auth/v1/verify', async (c) => {
    const body = parseOr400(verifyBodySchema, await c.req.json().catch(() => undefined))
    let message: SIWXMessage
    try {
      message = parseSignInMessage(body.message)
    } catch (e) {
      throw httpError(
        400,
        `Invalid sign-in message: ${(e as Error).message.replace(/^.*sign-in message /, '')}`,
      )
    }
    const namespace = signInNamespace(message.chainId) as SIWXNamespace
    const domain = message.domain.toLowerCase()
    if (!allowed.has(domain)) throw httpError(401, NOT_ALLOWED)
    // a browser names the page that sent the request: it must be the page the message names, its
    // URI's origin exactly (so an https message is not signed in from http, nor the other way)
    const origin = c.req.header('origin')
    const uriOrigin = originOfUri(message.uri)
    if (
      !pageAllowed(origin, domain) ||
      uriOrigin === undefined ||
      !origins.has(uriOrigin) ||
      (origin !== undefined && origin !== uriOrigin)
    )
      throw httpError(401, NOT_ALLOWED)
    const at = now()
    const issuedAt = Date.parse(message.issuedAt)
    const expirationTime = message.expirationTime ? Date.parse(message.expirationTime) : undefined
    const notBefore = message.notBefore ? Date.parse(message.notBefore) : undefined
    if (issuedAt > at + skewMs) throw httpError(401, 'Message issued in the future: check the device clock')
    if (issuedAt < at - nonceTtlMs - skewMs) throw httpError(401, 'Message too old: ask for a new nonce')
    if (expirationTime !== undefined && expirationTime <= at - skewMs) throw httpError(401, 'Message expired')
    if (notBefore !== undefined && notBefore > at + skewMs) throw httpError(401, 'Message not valid yet')

    // verifySiweMessage checks the window without allowance: a moment inside it
    let time = at
    if (notBefore !== undefined) time = Math.max(time, notBefore)
    if (expirationTime !== undefined) time = Math.min(time, expirationTime - 1)
    const client =
      namespace === 'eip155' ? deps.chains.get(Number(message.chainId.slice(7)))?.client : undefined
    const ok = await verifySignInSignature({
      namespace,
      message,
      signature: body.signature,
      time: new Date(time),
      client,
    })
    if (!ok) throw httpError(401, 'Invalid signature')

    // consumed only when it is live and bound to this domain and chain (one statement): a refusal
    // leaves it as it was
    const used = await nonces.consume(message.nonce, domain, message.chainId, at)
    if (used === 'unknown') throw httpError(401, 'Nonce unknown or already used: ask for a new nonce')
    if (used === 'expired') throw httpError(401, 'Nonce expired: ask for a new nonce')
    if (used === 'other chain') throw httpError(401, 'Nonce issued for another chain: ask for a new nonce')

    const session = await sessions.create({
      namespace,
      chainId: message.chainId,
      address: message.accountAddress,
      domain,
      issuedAt: at,
      notBefore: Math.max(at, notBefore ?? at),
      expiresAt: Math.min(at + sessionTtlSec * 1000, expirationTime ?? Number.POSITIVE_INFINITY),
    })
    const token = await signSessionToken(deps.key, session)
    c.header('cache-control', 'no-store')
    return c.json({ token, session: sessionView(session) })
  })

  app.get('/auth/v1/me', async (c) => {
    const session = await authenticate(c)
    c.header('cache-control', 'no-store')
    return c.json({ session: sessionView(session) })
  })

  app.post('/auth/v1/signout', async (c) => {
    const session = await authenticate(c)
    await sessions.revoke(session.id, now())
    return c.json({ ok: true })
  })

  app.get('/auth/v1/jwks', (c) => {
    c.header('cache-control', 'public, max-age=300')
    return c.json({ keys: [deps.key.publicJwk] })
  })
  return app
}
