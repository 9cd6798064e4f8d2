/**
 * SPEC §7 sessions: GET /v1/sessions/{id} lists an account's permission contexts (pci);
 * POST /v1/sessions/{id}/revoke revokes one, POST /v1/sessions/{id} records one (the grant side is
 * not in SPEC §7).
 *
 * A signature is bound to one operation on one session, once. The account
 * signs core's `sessionMessage` (operation, account, pci, this server's domain, a nonce from
 * GET /v1/sessions/{id}/nonce and its expiry); the body is SPEC §7's `{ pci, signature }` plus
 * `nonce` and `expiresAt`. The server rebuilds the text, verifies the signature, then consumes the
 * nonce: a signature for the other operation, another account, a later time or a second use is a
 * 401 with a message that says which.
 */
import {
  type SessionOperation,
  type SessionRequest,
  sessionMessage,
  sessionRequestSchema,
} from '@portico/core'
import { type Context, Hono } from 'hono'
import { verifyMessage } from 'viem'
import type { ApiConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import { requireAddress } from './blockchainRoutes.js'
import { createSessionNonces } from './sessionNonces.js'

type Row = { pci: string; revoked: boolean; created_at: string }

const OTHER: Record<SessionOperation, SessionOperation> = { grant: 'revoke', revoke: 'grant' }

/** the host session signatures name: the configured public URL's, else the request's */
function domainOf(config: ApiConfig, c: Context): string {
  if (config.publicUrl) {
    try {
      return new URL(config.publicUrl).host
    } catch {
      // a relative publicUrl names no host
    }
  }
  return new URL(c.req.url).host
}

export function sessionRoutes(deps: {
  db: Db
  config: ApiConfig
  /** the key nonces are made with (shared by the replicas: `AuthSigningKey.nonceSecret`) */
  nonceSecret: Uint8Array
  now?: () => number
}) {
  const app = new Hono()
  const now = deps.now ?? Date.now
  const nonces = createSessionNonces(deps.db, {
    ttlMs: deps.config.sessionNonceTtlMs,
    now,
    secret: deps.nonceSecret,
  })

  /** the body, once its signature is the account's over this operation and its nonce is used up */
  const authorize = async (c: Context, operation: SessionOperation) => {
    const address = requireAddress(c.req.param('id') ?? '')
    const req: SessionRequest = parseOr400(sessionRequestSchema, await c.req.json().catch(() => undefined))
    const expiresAt = Date.parse(req.expiresAt)
    if (!(expiresAt > now())) throw httpError(401, 'Signature expired: ask for a new nonce')
    const fields = { account: address, pci: req.pci, domain: domainOf(deps.config, c), nonce: req.nonce }
    const verify = (op: SessionOperation) =>
      verifyMessage({
        address,
        message: sessionMessage({ ...fields, operation: op, expiresAt: req.expiresAt }),
        signature: req.signature as `0x${string}`,
      }).catch(() => false)
    if (!(await verify(operation))) {
      if (await verify(OTHER[operation]))
        throw httpError(
          401,
          `Invalid signature: it was given to ${OTHER[operation]} the session, not to ${operation} it`,
        )
      throw httpError(401, 'Invalid signature')
    }
    // a nonce serves its account with the expiry it was issued with (a signer cannot stretch it)
    const used = await nonces.consume(req.nonce, address.toLowerCase(), expiresAt)
    if (used === 'unknown') throw httpError(401, 'Nonce unknown or already used: ask for a new nonce')
    if (used === 'expired') throw httpError(401, 'Signature expired: ask for a new nonce')
    return { account: address.toLowerCase(), pci: req.pci }
  }

  app.get('/v1/sessions/:id/nonce', async (c) => {
    const account = requireAddress(c.req.param('id')).toLowerCase()
    const { nonce, expiresAt } = await nonces.issue(account)
    c.header('cache-control', 'no-store')
    return c.json({ nonce, expiresAt: new Date(expiresAt).toISOString(), domain: domainOf(deps.config, c) })
  })

  app.get('/v1/sessions/:id', async (c) => {
    const account = requireAddress(c.req.param('id')).toLowerCase()
    const rows = await deps.db.query<Row>(
      'select pci, revoked, created_at from sessions where account = $1 order by created_at',
      [account],
    )
    return c.json({
      id: account,
      pcis: rows.map((r) => ({ pci: r.pci, revoked: r.revoked, createdAt: Number(r.created_at) })),
    })
  })

  app.post('/v1/sessions/:id', async (c) => {
    const { account, pci } = await authorize(c, 'grant')
    // a fresh, signed grant of a session the account revoked makes it active again (a new signature
    // over a new nonce: the old grant cannot be replayed for this)
    await deps.db.query(
      `insert into sessions (account, pci, created_at) values ($1, $2, $3)
       on conflict (account, pci) do update set revoked = false, created_at = excluded.created_at
       where sessions.revoked`,
      [account, pci, now()],
    )
    return c.json({ ok: true }, 201)
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const { account, pci } = await authorize(c, 'revoke')
    const rows = await deps.db.query(
      'update sessions set revoked = true where account = $1 and pci = $2 returning pci',
      [account, pci],
    )
    if (rows.length === 0) throw httpError(404, 'Session not found')
    return c.json({ ok: true })
  })
  return app
}
