/**
 * The signed-in user: `GET /me`, `POST /wallet` (the shares, stored once), `GET /wallet/shares`
 * (only to a session made by an email login), `POST /signout` (revokes the session).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { apiError } from '../http/apiError.js'
import { readBody } from '../http/readBody.js'
import type { SiteDeps } from '../SiteDeps.js'
import type { SessionMethod } from '../store/SecureSiteStore.js'
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
  const { store } = deps
  const app = new Hono()

  app.get('/me', (c) => {
    const { user } = requireSession(c, deps)
    return c.json({
      userId: user.id,
      ...(user.email ? { email: user.email } : {}),
      ...(user.username ? { username: user.username } : {}),
      ...(user.wallet ? { addresses: user.wallet.addresses } : {}),
      hasWallet: Boolean(user.wallet),
    })
  })

  app.post('/wallet', async (c) => {
    const { user } = requireSession(c, deps)
    const body = await readBody(c, walletBody)
    // read again after the body: the check and the write are one synchronous step
    const current = store.users.get(user.id)
    if (!current) throw apiError(401, 'UNAUTHORIZED', 'Sign in again')
    if (current.wallet) throw apiError(409, 'WALLET_EXISTS', 'This user already has a wallet')
    store.users.set(user.id, { ...current, wallet: { ...body, createdAt: deps.config.now() } })
    return c.json({}, 201)
  })

  app.get('/wallet/shares', (c) => {
    const { user, session } = requireSession(c, deps)
    if (!SHARE_METHODS.has(session.method))
      throw apiError(403, 'FORBIDDEN', 'The shares are released only to a session made by a login')
    if (!user.wallet) throw apiError(404, 'NO_WALLET', 'This user has no wallet yet')
    return c.json({ authShare: user.wallet.authShare, recoveryShare: user.wallet.recoveryShare })
  })

  app.post('/signout', (c) => {
    const token = bearerToken(c)
    if (token) deps.sessions.revoke(token)
    return c.body(null, 204)
  })

  return app
}
