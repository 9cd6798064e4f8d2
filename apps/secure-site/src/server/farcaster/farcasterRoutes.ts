/**
 * Sign In With Farcaster on the secure site (SPEC §2 ConnectingFarcaster, §3 farcasterUrl), as
 * Farcaster's Connect relay does it, with the verification on our side:
 * - `POST /farcaster/channel` (the frame): a channel and the link to show as QR (5 minutes, per IP
 *   limited like `/email/connect`), for the page's domain and origin, which must be one of the
 *   project's allowed origins (a channel for any domain would let a sign-in meant for another
 *   site log into the embedded wallet);
 * - `POST /farcaster/channel/authenticate` (the Farcaster app, `Authorization: Bearer
 *   <channelToken>`): the signed message and the profile, stored once;
 * - `POST /farcaster/channel/status` (the frame): long-polls until answered, then verifies the
 *   message against the ID registry (`verifySiwfMessage`) and signs in the fid's user (a session,
 *   method `farcaster`).
 * Without `config.farcaster` there are no such routes (404).
 */
import { Hono } from 'hono'
import { createPublicClient, http, type PublicClient } from 'viem'
import { z } from 'zod'
import { apiError } from '../http/apiError.js'
import { deviceIdSchema, projectIdSchema, readBody, tokenSchema } from '../http/readBody.js'
import { requireAllowedOrigin } from '../http/requireAllowedOrigin.js'
import { scrubLogText } from '../http/scrubLogText.js'
import { bearerToken } from '../routes/requireSession.js'
import type { SiteDeps } from '../SiteDeps.js'
import { addDevice, signInIdentity } from '../store/users.js'
import { buildSiwfUrl, DEFAULT_SIWF_URL } from './buildSiwfUrl.js'
import { createFarcasterChannels, type FarcasterChannel, type FarcasterOutcome } from './farcasterChannels.js'
import { verifySiwfMessage } from './verifySiwfMessage.js'

/** an RFC 3986 authority as SIWE takes it: a DNS name, an IPv4 address or localhost, and a port */
const domainSchema = z
  .string()
  .max(253)
  .regex(
    /^(localhost|(\d{1,3}\.){3}\d{1,3}|([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z][a-zA-Z0-9-]{1,62})(:\d{1,5})?$/,
    'a host name with an optional port',
  )
/** EIP-4361: at least 8 letters or digits */
const nonceSchema = z.string().regex(/^[a-zA-Z0-9]{8,128}$/, '8-128 letters or digits')
const noControl = /^[^\p{Cc}]*$/u

const channelBody = z.strictObject({
  deviceId: deviceIdSchema,
  /** the frame's project: `uri` must be one of its allowed origins */
  projectId: projectIdSchema,
  /** the page's host (`host[:port]`), the message's first line: `uri`'s host, exactly */
  domain: domainSchema,
  /** the page's origin, the message's `URI:` */
  uri: z.string().max(2048),
  nonce: nonceSchema.optional(),
})
const statusBody = z.strictObject({ channelToken: tokenSchema, deviceId: deviceIdSchema })
// not strict: Farcaster's app also posts bio, verifications, custody, authMethod (dropped here)
const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x([0-9a-fA-F]{2}){65,4000}$/, 'a hex signature'),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,63}$/, 'a Farcaster username'),
  displayName: z.string().max(100).regex(noControl, 'no control characters').optional(),
  pfpUrl: z
    .url({ protocol: /^https?$/ })
    .max(1024)
    .optional(),
})

const expired = () =>
  apiError(400, 'FARCASTER_EXPIRED', 'This Farcaster sign-in is unknown or has expired: please start again')

export function farcasterRoutes(deps: SiteDeps) {
  const app = new Hono()
  const { config, db } = deps
  const farcaster = config.farcaster
  if (!farcaster) return app
  const { now } = config
  const channels = createFarcasterChannels({ db, envelope: deps.envelope, waker: deps.waker, now })
  const client = createPublicClient({
    transport: http(farcaster.rpcUrl, { timeout: 10_000, retryCount: 1 }),
  }) as PublicClient
  let chainId: Promise<number> | undefined
  const registryChainId = () => {
    chainId ??= client.getChainId().catch((error) => {
      chainId = undefined
      throw error
    })
    return chainId
  }

  /** verifies the answer and, if good, makes the session: by the one poll that claimed the channel */
  const verify = async (channel: FarcasterChannel): Promise<FarcasterOutcome> => {
    const answer = channel.answer!
    const verdict = await verifySiwfMessage({
      client,
      idRegistry: farcaster.idRegistry,
      expected: {
        domain: channel.domain,
        uri: channel.siweUri,
        nonce: channel.nonce,
        chainId: await registryChainId(),
        createdAt: channel.createdAt,
        expiresAt: channel.expiresAt,
      },
      message: answer.message,
      signature: answer.signature,
      fid: answer.fid,
      now: now(),
    })
    if (!verdict.ok) return verdict
    const { user, isNewUser } = await signInIdentity(
      db,
      { provider: 'farcaster', subject: String(answer.fid), username: answer.username },
      now(),
    )
    await addDevice(db, user.id, channel.deviceId, now())
    const token = await deps.sessions.create({
      userId: user.id,
      deviceId: channel.deviceId,
      method: 'farcaster',
    })
    deps.counters.logins.inc({ method: 'farcaster' })
    return {
      ok: true,
      token,
      userId: user.id,
      isNewUser,
      fid: answer.fid,
      username: answer.username,
      ...(answer.displayName ? { displayName: answer.displayName } : {}),
      ...(answer.pfpUrl ? { pfpUrl: answer.pfpUrl } : {}),
    }
  }

  app.post('/farcaster/channel', async (c) => {
    await deps.limitPerIp('farcaster-channel', deps.clientIp(c))
    const { deviceId, projectId, domain, uri, nonce } = await readBody(c, channelBody)
    // A channel is for one of the project's own pages, never for any domain
    const siweUri = await requireAllowedOrigin(deps, projectId, uri, 'uri')
    if (domain !== new URL(siweUri).host)
      throw apiError(
        400,
        'INVALID_REQUEST',
        `Invalid request: domain: must be the host of uri (${new URL(siweUri).host})`,
      )
    const made = await channels.create({ deviceId, domain, siweUri, ...(nonce ? { nonce } : {}) })
    if (!made)
      throw apiError(400, 'INVALID_REQUEST', 'Invalid request: nonce: already used by another sign-in')
    const { channelToken, channel } = made
    const expiresAt = new Date(channel.expiresAt).toISOString()
    const url = buildSiwfUrl(farcaster.siwfUrl ?? DEFAULT_SIWF_URL, {
      channelToken,
      nonce: channel.nonce,
      siweUri,
      domain,
      expirationTime: expiresAt,
    })
    return c.json({ channelToken, url, nonce: channel.nonce, expiresAt }, 201)
  })

  app.post('/farcaster/channel/authenticate', async (c) => {
    const token = bearerToken(c)
    if (!token) throw apiError(401, 'UNAUTHORIZED', 'Authorization: Bearer <channelToken> is required')
    const body = await readBody(c, authenticateBody)
    const channel = await channels.get(token)
    if (!channel) throw expired()
    const answer = {
      message: body.message,
      signature: body.signature as `0x${string}`,
      fid: body.fid,
      username: body.username,
      ...(body.displayName ? { displayName: body.displayName } : {}),
      ...(body.pfpUrl ? { pfpUrl: body.pfpUrl } : {}),
    }
    if (!(await channels.answer(channel, answer)))
      throw apiError(409, 'FARCASTER_INVALID', 'This sign-in has already been answered')
    return c.json({ state: 'completed' as const, nonce: channel.nonce }, 201)
  })

  /** the answer of a finished channel */
  const respond = (outcome: FarcasterOutcome | undefined) => {
    if (!outcome) throw expired()
    if (!outcome.ok) throw apiError(400, outcome.code, outcome.message)
    const { ok: _ok, ...signIn } = outcome
    return { state: 'completed' as const, ...signIn }
  }

  app.post('/farcaster/channel/status', async (c) => {
    const { channelToken, deviceId } = await readBody(c, statusBody)
    // ends early when the site drains: the frame polls again (README "Operations")
    const signal = deps.pollSignal(c)
    const deadline = Date.now() + config.limits.deviceWaitMs
    const first = await channels.get(channelToken, { deviceId })
    if (!first) throw expired()
    if (first.state === 'pending')
      await channels.waitPast(first, 'pending', config.limits.deviceWaitMs, signal)
    for (;;) {
      // a completed channel too: this poll was there before it completed
      const channel = await channels.get(channelToken, { deviceId, completed: true })
      if (!channel) throw expired()
      if (channel.state === 'pending') return c.json({ state: 'pending' as const })
      if (channel.state === 'completed' || channel.state === 'failed')
        return c.json(respond(await channels.outcome(channel)))
      const claimed = await channels.claim(channel)
      if (claimed) {
        let outcome: FarcasterOutcome
        try {
          outcome = await verify(claimed)
        } catch (error) {
          // the RPC could not be read: the next poll tries again
          await channels.release(claimed)
          c.get('log').error({ error: scrubLogText(error) }, 'farcaster: ID registry unreachable')
          throw apiError(502, 'INTERNAL', 'The Farcaster ID registry could not be read: please try again')
        }
        await channels.finish(claimed, outcome)
        return c.json(respond(outcome))
      }
      // another poll (maybe on another replica) verifies it: its outcome is this poll's too
      const left = deadline - Date.now()
      if (left <= 0 || signal.aborted) return c.json({ state: 'pending' as const })
      await channels.waitPast(channel, 'verifying', left, signal)
    }
  })

  return app
}
