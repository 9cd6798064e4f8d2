/**
 * SPEC §7 sessions: GET /v1/sessions/{id} lists an account's permission contexts (pci);
 * POST /v1/sessions/{id}/revoke { pci, signature } revokes one when the account signed the pci.
 * POST /v1/sessions/{id} { pci, signature } records one (the grant side is not in SPEC §7).
 */
import { revokeSessionRequestSchema } from '@portico/core'
import { Hono } from 'hono'
import { verifyMessage } from 'viem'
import type { Db } from '../db/Db.js'
import { httpError, parseOr400 } from '../util/httpError.js'
import { requireAddress } from './blockchainRoutes.js'

type Row = { pci: string; revoked: boolean; created_at: string }

export function sessionRoutes(deps: { db: Db }) {
  const app = new Hono()
  const signed = async (address: `0x${string}`, body: unknown) => {
    const req = parseOr400(revokeSessionRequestSchema, body)
    const ok = await verifyMessage({
      address,
      message: req.pci,
      signature: req.signature as `0x${string}`,
    }).catch(() => false)
    if (!ok) throw httpError(401, 'Invalid signature')
    return req
  }

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
    const address = requireAddress(c.req.param('id'))
    const req = await signed(address, await c.req.json().catch(() => undefined))
    await deps.db.query(
      'insert into sessions (account, pci, created_at) values ($1, $2, $3) on conflict do nothing',
      [address.toLowerCase(), req.pci, Date.now()],
    )
    return c.json({ ok: true }, 201)
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const address = requireAddress(c.req.param('id'))
    const req = await signed(address, await c.req.json().catch(() => undefined))
    const rows = await deps.db.query(
      'update sessions set revoked = true where account = $1 and pci = $2 returning pci',
      [address.toLowerCase(), req.pci],
    )
    if (rows.length === 0) throw httpError(404, 'Session not found')
    return c.json({ ok: true })
  })
  return app
}
