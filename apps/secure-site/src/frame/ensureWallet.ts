/**
 * After an email login, make the wallet usable on this device (docs/embedded-wallet.md "Keys"):
 * - no wallet yet: create one and show its recovery code ('recovery-save'); the shares are
 *   uploaded and the device share kept once the user says they saved it;
 * - a wallet, but no share on this device: ask for the recovery code ('recovery-enter');
 * - else nothing.
 */
import { FrameRequestError } from './frameError.js'
import type { WalletKeysService } from './keys/walletKeys.js'
import { presentRecoveryEnter } from './screens/recoveryEnterScreen.js'
import { presentRecoverySave } from './screens/recoverySaveScreen.js'
import type { ScreenHost } from './screens/screenHost.js'
import type { Me, SecureSiteApi } from './secureSiteApi.js'
import { TEXTS } from './texts.js'

export async function ensureWallet({
  api,
  walletKeys,
  screens,
}: {
  api: SecureSiteApi
  walletKeys: WalletKeysService
  screens: ScreenHost
}): Promise<void> {
  let me: Me = await api.me()
  if (!me.hasWallet) {
    const wallet = await walletKeys.prepareNewWallet(me.userId)
    try {
      await presentRecoverySave(screens, wallet.recoveryCode, wallet.commit)
      return
    } catch (e) {
      wallet.discard()
      // 409: another device made the wallet meanwhile; this one recovers it like a new device
      if (!(e instanceof FrameRequestError && e.status === 409)) throw e
      me = await api.me()
    }
  }
  if (await walletKeys.usable(me.userId)) return
  const addresses = me.addresses
  if (!addresses) throw new FrameRequestError('INTERNAL', TEXTS.errors.badServerAnswer)
  await presentRecoveryEnter(screens, (input) => walletKeys.recover(me.userId, input, addresses))
}
