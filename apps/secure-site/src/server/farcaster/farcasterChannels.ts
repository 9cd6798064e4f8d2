/**
 * The relay channels of Sign In With Farcaster (SPEC §2 ConnectingFarcaster), in memory like the
 * rate limits: a channel is made by the frame (`/farcaster/channel`), answered once by the
 * Farcaster app (`/farcaster/channel/authenticate`, the channel token as bearer) and long-polled by
 * the frame (`/farcaster/channel/status`). It lives 5 minutes. The channel token is 32 random bytes
 * (base64url), kept only as its SHA-256 and compared with `timingSafeEqual`; a nonce belongs to one
 * channel (a message signed for one sign-in cannot be posted to another).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { generateSiweNonce } from 'viem/siwe'
import { randomToken } from '../auth/randomToken.js'

/** SPEC §2: how long the dialog's QR stays good */
export const CHANNEL_TTL_MS = 5 * 60_000
/** how long a nonce stays taken after its channel was made (the message's Issued At bounds the rest) */
export const NONCE_MEMORY_MS = 4 * CHANNEL_TTL_MS

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

export interface FarcasterChannel {
  readonly tokenHash: Buffer
  readonly deviceId: string
  readonly domain: string
  /** the SIWE `uri`: the secure site's origin */
  readonly siweUri: string
  readonly nonce: string
  readonly createdAt: number
  readonly expiresAt: number
  answer?: FarcasterAnswer
  /** the one verification of the answer (every poll of the channel awaits the same) */
  outcome?: Promise<FarcasterOutcome>
}

export interface FarcasterChannels {
  /** a new channel; undefined when a caller's nonce is taken */
  create(c: {
    deviceId: string
    domain: string
    siweUri: string
    nonce?: string
  }): { channelToken: string; channel: FarcasterChannel } | undefined
  /** the live channel of a token (and of that device, when given) */
  get(channelToken: string, deviceId?: string): FarcasterChannel | undefined
  /** stores the app's answer once; false when the channel already has one */
  answer(channel: FarcasterChannel, answer: FarcasterAnswer): boolean
  /** resolves once the channel is answered (at once if it is), after `ms`, or on abort */
  wait(channel: FarcasterChannel, ms: number, signal?: AbortSignal): Promise<void>
  /** forgets a channel (its nonce stays taken) */
  close(channel: FarcasterChannel): void
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** constant-time equality of two strings, on their SHA-256 (equal lengths for timingSafeEqual) */
export const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b))

export function createFarcasterChannels(deps: { now: () => number }): FarcasterChannels {
  const channels = new Map<string, FarcasterChannel>()
  /** nonce → when it is free again */
  const nonces = new Map<string, number>()
  const waiters = new Map<FarcasterChannel, Set<() => void>>()
  const notify = (channel: FarcasterChannel) => {
    for (const w of waiters.get(channel) ?? []) w()
    waiters.delete(channel)
  }
  const sweep = (now: number) => {
    for (const [key, c] of channels) if (c.expiresAt <= now) channels.delete(key)
    for (const [nonce, until] of nonces) if (until <= now) nonces.delete(nonce)
  }
  return {
    create({ deviceId, domain, siweUri, nonce: wanted }) {
      const now = deps.now()
      sweep(now)
      if (wanted && nonces.has(wanted)) return undefined
      const nonce = wanted ?? generateSiweNonce()
      const channelToken = randomToken()
      const channel: FarcasterChannel = {
        tokenHash: sha256(channelToken),
        deviceId,
        domain,
        siweUri,
        nonce,
        createdAt: now,
        expiresAt: now + CHANNEL_TTL_MS,
      }
      channels.set(channel.tokenHash.toString('hex'), channel)
      nonces.set(nonce, now + NONCE_MEMORY_MS)
      return { channelToken, channel }
    },
    get(channelToken, deviceId) {
      const hash = sha256(channelToken)
      const channel = channels.get(hash.toString('hex'))
      if (!channel || !timingSafeEqual(hash, channel.tokenHash)) return undefined
      if (channel.expiresAt <= deps.now()) {
        channels.delete(hash.toString('hex'))
        notify(channel)
        return undefined
      }
      if (deviceId !== undefined && !sameSecret(deviceId, channel.deviceId)) return undefined
      return channel
    },
    answer(channel, answer) {
      if (channel.answer) return false
      channel.answer = answer
      notify(channel)
      return true
    },
    wait(channel, ms, signal) {
      if (channel.answer || signal?.aborted) return Promise.resolve()
      return new Promise((resolve) => {
        const set = waiters.get(channel) ?? new Set()
        waiters.set(channel, set)
        const done = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          set.delete(done)
          if (!set.size && waiters.get(channel) === set) waiters.delete(channel)
          resolve()
        }
        const timer = setTimeout(done, ms)
        timer.unref?.()
        signal?.addEventListener('abort', done, { once: true })
        set.add(done)
      })
    },
    close(channel) {
      channels.delete(channel.tokenHash.toString('hex'))
      notify(channel)
    },
  }
}
