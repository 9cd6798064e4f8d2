/**
 * The wallet-keys service with its cryptography (shamir-secret-sharing, ed25519, secp256k1)
 * loaded on first use: checking whether this device holds a share (IS_CONNECTED, CONNECT_EMAIL)
 * needs only IndexedDB and WebCrypto, so the frame's first chunk stays small.
 */
import type { SecureSiteApi } from '../secureSiteApi.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import type { WalletKeysService } from './walletKeys.js'

export function createLazyWalletKeys(deps: {
  api: SecureSiteApi
  store: DeviceShareStore
}): WalletKeysService {
  let loaded: Promise<WalletKeysService> | undefined
  const load = () => {
    loaded ??= import('./walletKeys.js').then((m) => m.createWalletKeys(deps))
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }
  return {
    async usable(userId) {
      const share = await deps.store.load(userId)
      share?.fill(0)
      return share !== null
    },
    prepareNewWallet: async (userId) => (await load()).prepareNewWallet(userId),
    recover: async (userId, input, expected) => (await load()).recover(userId, input, expected),
    withKeys: async (userId, expected, use) => (await load()).withKeys(userId, expected, use),
  }
}
