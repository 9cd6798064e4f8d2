import type { ConnectionController } from '../connection/createConnectionController.js'
import type { BalanceController } from '../controllers/createBalanceController.js'
import type { NetworkController } from '../controllers/createNetworkController.js'
import type { PorticoContext } from '../controllers/PorticoContext.js'
import type { SignInInternals } from '../features/siwx/createSignIn.js'

/**
 * What core's own actions and feature modules reach through `portico._internal` (as wagmi's
 * `config._internal`): the instance's controllers. Not part of the public API; it may change
 * in any release.
 */
export interface PorticoInternal {
  readonly ctx: PorticoContext
  readonly networks: NetworkController
  readonly balance: BalanceController
  readonly connection: ConnectionController
  /** sign in with X: what the startup part shares with the sign-in chunk */
  readonly signIn: SignInInternals
}
