/** The sign-in chunk: loaded by the startup part (createSignIn) on the first check or call. */
import type { SIWXConfig } from '../../siwx/SIWXConfig.js'
import type { CaipNetworkId } from '../../types/chain.js'

export { cancelSignIn } from './cancelSignIn.js'
export { checkSignIn } from './checkSignIn.js'
export { signIn } from './signIn.js'
export { signOut } from './signOut.js'
export { startSignIn } from './startSignIn.js'
export { watchSignIn } from './watchSignIn.js'

/** WalletConnect one-click auth (siwx `oneClickAuth`, siwxCoreFeature.ts): a chunk of its own, loaded only then */
export const prepareWalletConnectSignIn = (config: SIWXConfig, chainId: CaipNetworkId) =>
  import('./walletConnectSignIn.js').then((m) => m.prepareWalletConnectSignIn(config, chainId))
