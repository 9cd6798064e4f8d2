/**
 * The email login and email update requests (SPEC §4 "Email login", §7; docs/embedded-wallet.md
 * protocol table and API table): CONNECT_EMAIL → (CONNECT_DEVICE) → CONNECT_OTP, then the
 * wallet step (ensureWallet); UPDATE_EMAIL → _PRIMARY_OTP → _SECONDARY_OTP; SIGN_OUT.
 */
import type { FrameRequestPayload, FrameSuccessPayload } from '@portico/core/features/email'
import { ensureWallet } from './ensureWallet.js'
import { FrameRequestError } from './frameError.js'
import type { FrameSession } from './frameSession.js'
import type { FrameStorage } from './frameStorage.js'
import type { WalletKeysService } from './keys/walletKeys.js'
import { pollRetry } from './pollRetry.js'
import type { ScreenHost } from './screens/screenHost.js'
import type { SecureSiteApi } from './secureSiteApi.js'
import { TEXTS } from './texts.js'

/** CONNECT_DEVICE gives up after this long (SPEC §9: device 30 s) */
export const DEVICE_WAIT_MS = 30_000
/** a wait answered sooner than this is not retried at once (a server that does not long-poll) */
const MIN_POLL_MS = 1_000

export interface EmailLoginDeps {
  api: SecureSiteApi
  storage: FrameStorage
  session: FrameSession
  walletKeys: WalletKeysService
  screens: ScreenHost
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createEmailLogin({ api, storage, session, walletKeys, screens }: EmailLoginDeps) {
  let pending: { email: string; requestId?: string } | null = null

  return {
    async connectEmail({
      email,
    }: FrameRequestPayload<'CONNECT_EMAIL'>): Promise<FrameSuccessPayload<'CONNECT_EMAIL'>> {
      const deviceId = storage.deviceId()
      const token = storage.get('token')
      const userId = storage.get('userId')
      // the token goes along only when it is this email's and this device can sign for it,
      // so CONNECT never skips a wallet step this device still needs
      const sameEmail = storage.get('email')?.toLowerCase() === email.toLowerCase()
      const offerToken = Boolean(token && userId && sameEmail && (await walletKeys.usable(userId)))
      const answer = await api.connectEmail({ email, deviceId, ...(offerToken && token ? { token } : {}) })
      pending = { email, ...(answer.requestId ? { requestId: answer.requestId } : {}) }
      if (answer.action === 'CONNECT') session.forget()
      return { action: answer.action }
    },

    async connectDevice(): Promise<FrameSuccessPayload<'CONNECT_DEVICE'>> {
      const login = pending
      if (!login?.requestId) throw new FrameRequestError('INVALID_MESSAGE', TEXTS.errors.noPendingDevice)
      const requestId = login.requestId
      const deviceId = storage.deviceId()
      const deadline = Date.now() + DEVICE_WAIT_MS
      const timeout = () => new FrameRequestError('DEVICE_TIMEOUT', TEXTS.errors.deviceTimeout)
      // a restarting or draining secure site is waited out (pollRetry), within the 30 s
      const retry = pollRetry()
      for (;;) {
        const remaining = deadline - Date.now()
        if (remaining <= 0) throw timeout()
        const controller = new AbortController()
        const timer = setTimeout(() => controller.abort(), remaining)
        const started = Date.now()
        try {
          const { approved } = await api.waitForDevice(
            { email: login.email, deviceId, requestId },
            controller.signal,
          )
          retry.answered()
          if (approved) return { action: 'VERIFY_OTP' }
        } catch (e) {
          if (controller.signal.aborted) throw timeout()
          if (!retry.again(e)) throw e
        } finally {
          clearTimeout(timer)
        }
        const took = Date.now() - started
        if (took < MIN_POLL_MS) await sleep(Math.min(MIN_POLL_MS - took, Math.max(0, deadline - Date.now())))
      }
    },

    async connectOtp({
      otp,
    }: FrameRequestPayload<'CONNECT_OTP'>): Promise<FrameSuccessPayload<'CONNECT_OTP'>> {
      const login = pending
      if (!login) throw new FrameRequestError('INVALID_MESSAGE', TEXTS.errors.noPendingLogin)
      const { token, userId } = await api.verifyOtp({ email: login.email, deviceId: storage.deviceId(), otp })
      session.forget()
      storage.set('token', token)
      storage.set('userId', userId)
      storage.set('email', login.email)
      pending = null
      await session.watch(ensureWallet({ api, walletKeys, screens }))
      return {}
    },

    async updateEmail({ email }: FrameRequestPayload<'UPDATE_EMAIL'>) {
      await session.user()
      return session.watch(api.updateEmail({ email }))
    },
    async updateEmailPrimary({ otp }: FrameRequestPayload<'UPDATE_EMAIL_PRIMARY_OTP'>) {
      return session.watch(api.updateEmailPrimary({ otp }))
    },
    async updateEmailSecondary({ otp }: FrameRequestPayload<'UPDATE_EMAIL_SECONDARY_OTP'>) {
      const { email } = await session.watch(api.updateEmailSecondary({ otp }))
      storage.set('email', email)
      session.forget()
      return { email }
    },

    /** the session is revoked and forgotten; the device share stays (it is this device's) */
    async signOut(): Promise<FrameSuccessPayload<'SIGN_OUT'>> {
      try {
        if (storage.get('token')) await api.signOut()
      } catch {
        // signed out here whatever the server says
      }
      storage.set('token', null)
      // the next person on this device starts from the app's default account type
      storage.set('accountType', null)
      session.forget()
      pending = null
      return {}
    },
  }
}
