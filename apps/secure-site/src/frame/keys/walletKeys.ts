/**
 * The wallet's life in the frame (docs/embedded-wallet.md, "Keys"; DESIGN "Keys belong to the
 * user"): creation, recovery on a new device and the use of the keys for one signature.
 * No key, seed or share leaves this module except the shares the design sends to the server
 * (the auth share, and the recovery share encrypted by the recovery code) and the recovery code
 * for the recovery-save screen.
 */
import { base64Decode, base64Encode } from '../encoding/base64.js'
import { FrameRequestError, notConnected } from '../frameError.js'
import type { SecureSiteApi, WalletAddresses } from '../secureSiteApi.js'
import { TEXTS } from '../texts.js'
import { deriveWalletKeys, type WalletKeys, wipeWalletKeys } from './deriveWalletKeys.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import {
  decryptRecoveryShare,
  encryptRecoveryShare,
  newRecoveryCode,
  parseRecoveryCode,
} from './recoveryCode.js'
import { combineShares, newSeed, splitSeed } from './seedShares.js'

export interface NewWallet {
  /** shown once, on the recovery-save screen */
  recoveryCode: string
  addresses: WalletAddresses
  /** uploads the auth and encrypted recovery shares, then keeps the device share */
  commit(): Promise<void>
  /** forgets everything (the user left before saving the code) */
  discard(): void
}

export type RecoverResult = 'ok' | 'format' | 'wrong' | 'mismatch'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
export const addressesMatch = (a: WalletAddresses, b: WalletAddresses) =>
  sameAddress(a.eip155, b.eip155) && a.solana === b.solana

export function createWalletKeys({ api, store }: { api: SecureSiteApi; store: DeviceShareStore }) {
  return {
    async prepareNewWallet(userId: string): Promise<NewWallet> {
      const seed = newSeed()
      const shares = await splitSeed(seed)
      const keys = await deriveWalletKeys(seed)
      const { addresses } = keys
      wipeWalletKeys(keys)
      seed.fill(0)
      const code = await newRecoveryCode()
      const wipe = () => {
        shares.device.fill(0)
        shares.auth.fill(0)
        shares.recovery.fill(0)
        code.entropy.fill(0)
      }
      return {
        recoveryCode: code.text,
        addresses,
        async commit() {
          try {
            const recoveryShare = await encryptRecoveryShare(shares.recovery, code.entropy)
            await api.createWallet({ authShare: base64Encode(shares.auth), recoveryShare, addresses })
            await store.save(userId, shares.device)
          } finally {
            wipe()
          }
        },
        discard: wipe,
      }
    },

    /**
     * A new device: the typed code opens the recovery share, which with the auth share must give
     * the user's addresses; then it becomes this device's share (wrapped by our own key).
     */
    async recover(userId: string, input: string, expected: WalletAddresses): Promise<RecoverResult> {
      const parsed = await parseRecoveryCode(input)
      if (!parsed.ok) return 'format'
      const { authShare, recoveryShare } = await api.shares()
      const share = await decryptRecoveryShare(recoveryShare, parsed.entropy)
      parsed.entropy.fill(0)
      if (!share) return 'wrong'
      const auth = base64Decode(authShare)
      let keys: WalletKeys | undefined
      try {
        const seed = auth && (await combineShares(share, auth).catch(() => null))
        if (!seed) return 'mismatch'
        keys = await deriveWalletKeys(seed)
        seed.fill(0)
        if (!addressesMatch(keys.addresses, expected)) return 'mismatch'
        await store.save(userId, share)
        return 'ok'
      } finally {
        wipeWalletKeys(keys)
        share.fill(0)
        auth?.fill(0)
      }
    },

    /** true when this device holds a share for the user that its key opens */
    async usable(userId: string): Promise<boolean> {
      const share = await store.load(userId)
      share?.fill(0)
      return share !== null
    },

    /**
     * Device share + auth share → seed → keys, for `use` only; every buffer is zeroed after,
     * whatever happens. The keys must give the user's addresses.
     */
    async withKeys<T>(
      userId: string,
      expected: WalletAddresses,
      use: (keys: WalletKeys) => Promise<T>,
    ): Promise<T> {
      const device = await store.load(userId)
      if (!device) throw notConnected()
      let auth: Uint8Array<ArrayBuffer> | null = null
      let keys: WalletKeys | undefined
      try {
        auth = base64Decode((await api.shares()).authShare)
        if (!auth) throw new FrameRequestError('INTERNAL', TEXTS.errors.keysMismatch)
        const seed = await combineShares(device, auth)
        keys = await deriveWalletKeys(seed)
        seed.fill(0)
        if (!addressesMatch(keys.addresses, expected))
          throw new FrameRequestError('INTERNAL', TEXTS.errors.keysMismatch)
        return await use(keys)
      } finally {
        wipeWalletKeys(keys)
        device.fill(0)
        auth?.fill(0)
      }
    },
  }
}

export type WalletKeysService = ReturnType<typeof createWalletKeys>
