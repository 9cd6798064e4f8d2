/**
 * Social login from the frame (SPEC §1, §5 providers, §7 "social redirect uri" and
 * "connect by social", §9 social 30 s; apps/secure-site/README.md "Social login"):
 * - GET_SOCIAL_REDIRECT_URI: the PKCE verifier and the `state` are made here with oauth4webapi
 *   and never leave the frame except to our own server; the server answers the provider's
 *   authorize URL, which the page opens in its popup (or navigates to, in redirect mode);
 * - CONNECT_SOCIAL: waits for the provider's answer through the server's one-time hand-off keyed
 *   by `state` (a long poll, so it works when the popup lost its opener), trades it with the
 *   verifier for a session, then the wallet step (ensureWallet) as after an email login;
 * - CANCEL_SOCIAL: the popup was closed; the wait ends with SOCIAL_CANCELLED.
 * Redirect mode keeps the verifier in the frame's storage, since the page reloads meanwhile.
 */
import type { FrameRequestPayload, FrameSuccessPayload } from '@portico/core/features/email'
import { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi'
import type { EmailLoginDeps } from './emailLogin.js'
import { ensureWallet } from './ensureWallet.js'
import { FrameRequestError } from './frameError.js'
import { pollRetry } from './pollRetry.js'
import { TEXTS } from './texts.js'

interface PendingSocial {
  state: string
  verifier: string
  cancel: AbortController
}

/** a wait answered sooner than this is not retried at once (a server that does not long-poll) */
const MIN_POLL_MS = 1_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createSocialLogin({
  api,
  storage,
  session,
  walletKeys,
  screens,
  projectId,
  parentOrigin,
}: EmailLoginDeps & { projectId: string; parentOrigin: string }) {
  const pending = new Map<string, PendingSocial>()

  /** the redirect mode's sign-in, kept across the page's reload */
  const restore = (state: string): PendingSocial | undefined => {
    try {
      const kept = JSON.parse(storage.get('social') ?? 'null') as { state?: string; verifier?: string } | null
      if (kept?.state !== state || typeof kept.verifier !== 'string') return undefined
      const again = { state, verifier: kept.verifier, cancel: new AbortController() }
      pending.set(state, again)
      return again
    } catch {
      return undefined
    }
  }

  return {
    async redirectUri({
      provider,
      mode,
      returnTo,
    }: FrameRequestPayload<'GET_SOCIAL_REDIRECT_URI'>): Promise<
      FrameSuccessPayload<'GET_SOCIAL_REDIRECT_URI'>
    > {
      const verifier = generateRandomCodeVerifier()
      const state = generateRandomState()
      const { url } = await api.socialAuthorize({
        provider,
        state,
        codeChallenge: await calculatePKCECodeChallenge(verifier),
        deviceId: storage.deviceId(),
        mode,
        // the page's project and origin: the server serves the project's own pages only
        projectId,
        origin: parentOrigin,
        ...(returnTo ? { returnTo } : {}),
      })
      pending.set(state, { state, verifier, cancel: new AbortController() })
      if (mode === 'redirect') storage.set('social', JSON.stringify({ state, verifier }))
      return { url, state }
    },

    async connect({
      state,
    }: FrameRequestPayload<'CONNECT_SOCIAL'>): Promise<FrameSuccessPayload<'CONNECT_SOCIAL'>> {
      const login = pending.get(state) ?? restore(state)
      if (!login) throw new FrameRequestError('SOCIAL_FAILED', TEXTS.errors.noPendingSocial)
      const deviceId = storage.deviceId()
      // a restarting or draining secure site is waited out (pollRetry)
      const retry = pollRetry()
      try {
        for (;;) {
          if (login.cancel.signal.aborted)
            throw new FrameRequestError('SOCIAL_CANCELLED', TEXTS.errors.socialCancelled)
          const started = Date.now()
          let answer: Awaited<ReturnType<typeof api.socialComplete>> | undefined
          try {
            answer = await api.socialComplete(
              { state, codeVerifier: login.verifier, deviceId },
              login.cancel.signal,
            )
            retry.answered()
          } catch (e) {
            if (login.cancel.signal.aborted)
              throw new FrameRequestError('SOCIAL_CANCELLED', TEXTS.errors.socialCancelled)
            if (!retry.again(e)) throw e
          }
          if (answer && 'token' in answer) {
            session.forget()
            storage.set('token', answer.token)
            storage.set('userId', answer.userId)
            storage.set('email', answer.email ?? null)
            await session.watch(ensureWallet({ api, walletKeys, screens }))
            return { userId: answer.userId }
          }
          const took = Date.now() - started
          if (took < MIN_POLL_MS) await sleep(MIN_POLL_MS - took)
        }
      } finally {
        pending.delete(state)
        if (storage.get('social')?.includes(state)) storage.set('social', null)
      }
    },

    async cancel({
      state,
    }: FrameRequestPayload<'CANCEL_SOCIAL'>): Promise<FrameSuccessPayload<'CANCEL_SOCIAL'>> {
      pending.get(state)?.cancel.abort()
      return {}
    },
  }
}
