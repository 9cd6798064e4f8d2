/**
 * The relay channels of Sign In With Farcaster (SPEC §2 ConnectingFarcaster), rows in the database:
 * a channel is made by the frame (`/farcaster/channel`), answered once by the
 * Farcaster app (`/farcaster/channel/authenticate`, the channel token as bearer; another device,
 * so any replica) and long-polled by the frame (`/farcaster/channel/status`, woken through
 * LISTEN/NOTIFY). It lives 5 minutes. The channel token is 32 random bytes (base64url), kept only
 * as its SHA-256 and compared with `timingSafeEqual`; a nonce belongs to one channel (a message
 * signed for one sign-in cannot be posted to another; `farcaster_nonces`, taken once by an insert).
 *
 * The answer is verified once: a poll claims it (`answered → verifying`, a conditional update; a
 * claim older than `CLAIM_LEASE_MS`, left by a replica that died, may be taken again), verifies,
 * and stores the outcome (envelope-encrypted: a success holds the session token) as `completed`
 * or `failed`; the polls waiting meanwhile read it. A completed channel is used up: later polls
 * and answers find nothing; a failed one keeps answering its failure.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Db, Envelope, Waker } from '@portico/server-kit'
import { generateSiweNonce } from 'viem/siwe'
import { randomToken } from '../auth/randomToken.js'
import { farcasterOutcomeAad } from '../store/encryptedColumns.js'

/** SPEC §2: how long the dialog's QR stays good */
export const CHANNEL_TTL_MS = 5 * 60_000
/** how long a nonce stays taken after its channel was made (the message's Issued At bounds the rest) */
export const NONCE_MEMORY_MS = 4 * CHANNEL_TTL_MS
/** a verification not finished after this long (its replica died) may be taken by another poll */
export const CLAIM_LEASE_MS = 30_000

/** what the Farcaster app posted */
export interface FarcasterAnswer {
  message: string
  signature: `0x${string}`
  fid: number
  username: string
  displayName?: string
  pfpUrl?: string
}

/** a finished channel: a session, or why not */
export type FarcasterOutcome =
  | {
      ok: true
      token: string
      userId: string
      isNewUser: boolean
      fid: number
      username: string
      displayName?: string
      pfpUrl?: string
    }
  | { ok: false; code: 'FARCASTER_INVALID' | 'FARCASTER_EXPIRED'; message: string }

export type ChannelState = 'pending' | 'answered' | 'verifying' | 'completed' | 'failed'

export interface FarcasterChannel {
  /** SHA-256 of the channel token, hex */
  readonly tokenHash: string
  readonly deviceId: string
  readonly domain: string
  /** the SIWE `uri`: the page's origin */
  readonly siweUri: string
  readonly nonce: string
  readonly createdAt: number
  readonly expiresAt: number
  readonly state: ChannelState
  readonly claimedAt?: number
  readonly answer?: FarcasterAnswer
}

export interface FarcasterChannels {
  /** a new channel; undefined when a caller's nonce is taken */
  create(c: {
    deviceId: string
    domain: string
    siweUri: string
    nonce?: string
  }): Promise<{ channelToken: string; channel: FarcasterChannel } | undefined>
  /**
   * the live channel of a token (and of that device, when given); a completed one only with
   * `completed: true` (a poll that waited for it), else it is used up
   */
  get(
    channelToken: string,
    opts?: { deviceId?: string; completed?: boolean },
  ): Promise<FarcasterChannel | undefined>
  /** stores the app's answer once; false when the channel already has one */
  answer(channel: FarcasterChannel, answer: FarcasterAnswer): Promise<boolean>
  /** resolves once the channel moves past `state` (at once if it has), after `ms`, or on abort */
  waitPast(
    channel: FarcasterChannel,
    state: 'pending' | 'verifying',
    ms: number,
    signal?: AbortSignal,
  ): Promise<void>
  /** takes the verification of the answer: the channel for the one poll that gets it */
  claim(channel: FarcasterChannel): Promise<FarcasterChannel | undefined>
  /** gives a claim back (the verification could not run: the next poll tries again) */
  release(channel: FarcasterChannel): Promise<void>
  /** stores the outcome of a claimed channel and wakes its polls */
  finish(channel: FarcasterChannel, outcome: FarcasterOutcome): Promise<void>
  /** the stored outcome of a completed or failed channel */
  outcome(channel: FarcasterChannel): Promise<FarcasterOutcome | undefined>
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** constant-time equality of two strings, on their SHA-256 (equal lengths for timingSafeEqual) */
export const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b))

type Row = {
  token_hash: string
  device_id: string
  domain: string
  siwe_uri: string
  nonce: string
  created_at: string | number
  expires_at: string | number
  answer: FarcasterAnswer | string | null
  state: ChannelState
  claimed_at: string | number | null
  outcome: string | null
}

const toChannel = (r: Row): FarcasterChannel => ({
  tokenHash: r.token_hash,
  deviceId: r.device_id,
  domain: r.domain,
  siweUri: r.siwe_uri,
  nonce: r.nonce,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  state: r.state,
  ...(r.claimed_at === null ? {} : { claimedAt: Number(r.claimed_at) }),
  ...(r.answer
    ? { answer: (typeof r.answer === 'string' ? JSON.parse(r.answer) : r.answer) as FarcasterAnswer }
    : {}),
})

export const farcasterWakeKey = (tokenHash: string) => `farcaster:${tokenHash}`

export function createFarcasterChannels(deps: {
  db: Db
  envelope: Envelope
  waker: Waker
  now: () => number
}): FarcasterChannels {
  const { db } = deps
  const row = async (tokenHash: string) =>
    (
      await db.query<Row>('select * from farcaster_channels where token_hash = $1 and expires_at > $2', [
        tokenHash,
        deps.now(),
      ])
    )[0]
  return {
    async create({ deviceId, domain, siweUri, nonce: wanted }) {
      const now = deps.now()
      // a nonce is taken once; a nonce of ours that collides (never, in practice) is drawn again
      let nonce = wanted ?? generateSiweNonce()
      for (let attempt = 0; ; attempt++) {
        await db.query('delete from farcaster_nonces where nonce = $1 and free_at <= $2', [nonce, now])
        const taken = await db.query(
          'insert into farcaster_nonces (nonce, free_at) values ($1, $2) on conflict do nothing returning nonce',
          [nonce, now + NONCE_MEMORY_MS],
        )
        if (taken.length) break
        if (wanted || attempt >= 3) return undefined
        nonce = generateSiweNonce()
      }
      const channelToken = randomToken()
      const tokenHash = sha256(channelToken).toString('hex')
      const [made] = await db.query<Row>(
        `insert into farcaster_channels (token_hash, device_id, domain, siwe_uri, nonce, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning *`,
        [tokenHash, deviceId, domain, siweUri, nonce, now, now + CHANNEL_TTL_MS],
      )
      return { channelToken, channel: toChannel(made as Row) }
    },
    async get(channelToken, opts = {}) {
      const hash = sha256(channelToken)
      const r = await row(hash.toString('hex'))
      if (!r || !timingSafeEqual(hash, Buffer.from(r.token_hash, 'hex'))) return undefined
      if (r.state === 'completed' && !opts.completed) return undefined
      if (opts.deviceId !== undefined && !sameSecret(opts.deviceId, r.device_id)) return undefined
      return toChannel(r)
    },
    async answer(channel, answer) {
      const rows = await db.query(
        `update farcaster_channels set answer = $2, state = 'answered'
         where token_hash = $1 and state = 'pending' and expires_at > $3 returning token_hash`,
        [channel.tokenHash, JSON.stringify(answer), deps.now()],
      )
      if (!rows.length) return false
      await deps.waker.wake(farcasterWakeKey(channel.tokenHash))
      return true
    },
    async waitPast(channel, state, ms, signal) {
      await deps.waker.wait(farcasterWakeKey(channel.tokenHash), {
        check: async () => (await row(channel.tokenHash))?.state !== state,
        timeoutMs: ms,
        ...(signal ? { signal } : {}),
      })
    },
    async claim(channel) {
      const now = deps.now()
      const [r] = await db.query<Row>(
        `update farcaster_channels set state = 'verifying', claimed_at = $2
         where token_hash = $1 and expires_at > $2
           and (state = 'answered' or (state = 'verifying' and claimed_at <= $3))
         returning *`,
        [channel.tokenHash, now, now - CLAIM_LEASE_MS],
      )
      return r && toChannel(r)
    },
    async release(channel) {
      await db.query(
        `update farcaster_channels set state = 'answered', claimed_at = null
         where token_hash = $1 and state = 'verifying' and claimed_at = $2`,
        [channel.tokenHash, channel.claimedAt ?? null],
      )
    },
    async finish(channel, outcome) {
      const sealed = await deps.envelope.encrypt(
        JSON.stringify(outcome),
        farcasterOutcomeAad(channel.tokenHash),
      )
      await db.query(
        `update farcaster_channels set state = $2, outcome = $3 where token_hash = $1 and state = 'verifying'`,
        [channel.tokenHash, outcome.ok ? 'completed' : 'failed', sealed],
      )
      await deps.waker.wake(farcasterWakeKey(channel.tokenHash))
    },
    async outcome(channel) {
      const r = await row(channel.tokenHash)
      if (!r?.outcome) return undefined
      return JSON.parse(
        await deps.envelope.decrypt(r.outcome, farcasterOutcomeAad(channel.tokenHash)),
      ) as FarcasterOutcome
    },
  }
}
