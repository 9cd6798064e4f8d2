/**
 * The signed-in user: `GET /me`, `POST /wallet` (the shares, stored once), `GET /wallet/shares`
 * (only to a session made by an email login), `POST /signout` (revokes the session).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { apiError } from '../http/apiError.js'
import { readBody } from '../http/readBody.js'
import type { SiteDeps } from '../SiteDeps.js'
import type { SessionMethod } from '../store/records.js'
import { storeWallet, walletAddresses, walletShares } from '../store/wallets.js'
import { bearerToken, requireSession } from './requireSession.js'

/** a share as the frame encodes it: printable ASCII without spaces (base64, hex, JSON-free) */
const share = (max: number) =>
  z
    .string()
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
    .max(max)

const walletBody = z.strictObject({
  authShare: share(2048),
  recoveryShare: share(4096),
  addresses: z.strictObject({
    eip155: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an eip155 address'),
    solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a solana address'),
  }),
})

/** sessions that proved control of the user's email or provider account */
const SHARE_METHODS = new Set<string>(['email', 'social', 'farcaster'] satisfies SessionMethod[])

export function accountRoutes(deps: SiteDeps) {
  const { db } = deps
  const app = new Hono()

  app.get('/me', async (c) => {
    const { user } = await requireSession(c, deps)
    const addresses = await walletAddresses(db, user.id)
    return c.json({
      userId: user.id,
      ...(user.email ? { email: user.email } : {}),
      ...(user.username ? { username: user.username } : {}),
      ...(addresses ? { addresses } : {}),
      hasWallet: Boolean(addresses),
    })
  })

  app.post('/wallet', async (c) => {
    const { user } = await requireSession(c, deps)
    const body = await readBody(c, walletBody)
    // stored once: of two posts at once (on any replicas), one is kept, the other gets 409
    if (!(await storeWallet(deps, user.id, body, deps.config.now())))
      throw apiError(409, 'WALLET_EXISTS', 'This user already has a wallet')
    return c.json({}, 201)
  })

  app.get('/wallet/shares', async (c) => {
    const { user, session } = await requireSession(c, deps)
    if (!SHARE_METHODS.has(session.method))
      throw apiError(403, 'FORBIDDEN', 'The shares are released only to a session made by a login')
    const shares = await walletShares(deps, user.id)
    if (!shares) throw apiError(404, 'NO_WALLET', 'This user has no wallet yet')
    return c.json({ authShare: shares.authShare, recoveryShare: shares.recoveryShare })
  })

  app.post('/signout', async (c) => {
    const token = bearerToken(c)
    if (token) await deps.sessions.revoke(token)
    return c.body(null, 204)
  })

  return app
}
