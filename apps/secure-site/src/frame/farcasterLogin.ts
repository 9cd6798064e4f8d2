/**
 * Sign In With Farcaster from the frame (SPEC §2 ConnectingFarcaster, §7 "connect by
 * farcaster"; apps/secure-site/README.md "Farcaster"): GET_FARCASTER_URI opens a relay channel on
 * the secure site for the page's domain and origin (the message the Farcaster app signs names them;
 * the server refuses a page that is not one of the project's allowed origins) and answers
 * its URL, which the dialog shows as a QR and a link; CONNECT_FARCASTER waits on the channel (a long
 * poll) until the app posted a signed message the server verified against the fid's custody
 * address, then the wallet step (ensureWallet). A new GET_FARCASTER_URI or RELOAD ends the wait.
 */
import type { FrameSuccessPayload } from '@portico/core/features/email'
import type { EmailLoginDeps } from './emailLogin.js'
import { ensureWallet } from './ensureWallet.js'
import { FrameRequestError } from './frameError.js'
import { pollRetry } from './pollRetry.js'
import { TEXTS } from './texts.js'

/** a wait answered sooner than this is not retried at once (a server that does not long-poll) */
const MIN_POLL_MS = 1_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createFarcasterLogin({
  api,
  storage,
  session,
  walletKeys,
  screens,
  parentOrigin,
  projectId,
}: EmailLoginDeps & { parentOrigin: string; projectId: string }) {
  let channel: { token: string; cancel: AbortController } | null = null

  return {
    async uri(): Promise<FrameSuccessPayload<'GET_FARCASTER_URI'>> {
      channel?.cancel.abort()
      // the page's own domain and origin (the server checks them against the project's allowed
      // origins); the message the Farcaster app signs names them
      const { channelToken, url } = await api.farcasterChannel({
        deviceId: storage.deviceId(),
        projectId,
        domain: new URL(parentOrigin).host,
        uri: parentOrigin,
      })
      channel = { token: channelToken, cancel: new AbortController() }
      return { url }
    },

    async connect(): Promise<FrameSuccessPayload<'CONNECT_FARCASTER'>> {
      const mine = channel
      if (!mine) throw new FrameRequestError('FARCASTER_EXPIRED', TEXTS.errors.noFarcasterChannel)
      const cancelled = () => new FrameRequestError('SOCIAL_CANCELLED', TEXTS.errors.socialCancelled)
      const deviceId = storage.deviceId()
      // a restarting or draining secure site is waited out (pollRetry)
      const retry = pollRetry()
      for (;;) {
        if (mine.cancel.signal.aborted) throw cancelled()
        const started = Date.now()
        let answer: Awaited<ReturnType<typeof api.farcasterStatus>> | undefined
        try {
          answer = await api.farcasterStatus({ channelToken: mine.token, deviceId }, mine.cancel.signal)
          retry.answered()
        } catch (e) {
          if (mine.cancel.signal.aborted) throw cancelled()
          if (!retry.again(e)) throw e
        }
        if (answer?.state === 'completed') {
          if (channel === mine) channel = null
          session.forget()
          storage.set('token', answer.token)
          storage.set('userId', answer.userId)
          storage.set('email', null)
          await session.watch(ensureWallet({ api, walletKeys, screens }))
          return { userId: answer.userId }
        }
        const took = Date.now() - started
        if (took < MIN_POLL_MS) await sleep(MIN_POLL_MS - took)
      }
    },

    /** RELOAD: the channel is forgotten */
    reset() {
      channel?.cancel.abort()
      channel = null
    },
  }
}
