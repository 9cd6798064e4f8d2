/**
 * Who is signed in, as the frame knows it: the session token in its storage, and the user from
 * `/me` (cached until sign-out, a new login or a 401). A user is connected when the token is
 * live, the user has a wallet and this device holds a share its own key opens.
 */
import { FrameRequestError, notConnected } from './frameError.js'
import type { FrameStorage } from './frameStorage.js'
import type { WalletKeys } from './keys/deriveWalletKeys.js'
import type { WalletKeysService } from './keys/walletKeys.js'
import type { SecureSiteApi, WalletAddresses } from './secureSiteApi.js'

export interface SessionUser {
  userId: string
  /** absent for a user who came by a provider that gave none */
  email?: string
  username?: string
  addresses: WalletAddresses
}

export function createFrameSession({
  api,
  storage,
  walletKeys,
}: {
  api: SecureSiteApi
  storage: FrameStorage
  walletKeys: WalletKeysService
}) {
  let cached: SessionUser | null = null
  const forget = () => {
    cached = null
  }
  /** a 401 anywhere ends the session */
  const watch = async <T>(promise: Promise<T>): Promise<T> => {
    try {
      return await promise
    } catch (e) {
      if (e instanceof FrameRequestError && e.code === 'NOT_CONNECTED' && e.status === 401) {
        storage.set('token', null)
        forget()
      }
      throw e
    }
  }

  const session = {
    forget,
    watch,
    /** the connected user; NOT_CONNECTED otherwise */
    async user(): Promise<SessionUser> {
      if (!storage.get('token')) throw notConnected()
      if (cached) return cached
      const me = await watch(api.me())
      if (!me.hasWallet || !me.addresses || !(await walletKeys.usable(me.userId))) throw notConnected()
      storage.set('userId', me.userId)
      storage.set('email', me.email ?? null)
      cached = {
        userId: me.userId,
        ...(me.email ? { email: me.email } : {}),
        ...(me.username ? { username: me.username } : {}),
        addresses: me.addresses,
      }
      return cached
    },
    async isConnected(): Promise<boolean> {
      try {
        await session.user()
        return true
      } catch (e) {
        if (e instanceof FrameRequestError && e.code === 'NOT_CONNECTED') return false
        throw e
      }
    },
    /** the keys of the connected user, for `use` only */
    async withKeys<T>(use: (keys: WalletKeys) => Promise<T>): Promise<T> {
      const user = await session.user()
      return watch(walletKeys.withKeys(user.userId, user.addresses, use))
    },
  }
  return session
}

export type FrameSession = ReturnType<typeof createFrameSession>
