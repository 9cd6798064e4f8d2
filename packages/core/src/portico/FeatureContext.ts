/**
 * What a feature's code reaches of one instance beyond the public `Portico` (was
 * `portico._internal`): the controllers, typed. `featureContextOf(portico)` gives it to an action;
 * a feature's hooks (`CoreFeature`) receive it. One object per instance, the same the controllers
 * share (`PorticoContext`), so what a feature keeps per context is kept per instance. A feature
 * may add its own per-instance members by declaration merging, e.g. sign-in's
 * `declare module '../../portico/FeatureContext.js' { interface FeatureContext { signIn?: SignInInternals } }`.
 * Not public API: it may change in any release.
 */
import type { PorticoApi } from '../api/createPorticoApi.js'
import type { ConnectionController } from '../connection/ConnectionInternals.js'
import type { BalanceController } from '../controllers/createBalanceController.js'
import type { NetworkController } from '../controllers/createNetworkController.js'
import type { PorticoContext } from '../controllers/PorticoContext.js'
import type { WalletConnectController } from '../walletconnect/WalletConnectController.js'
import type { Portico } from './Portico.js'

export interface FeatureContext extends PorticoContext {
  readonly portico: Portico
  readonly networks: NetworkController
  readonly balance: BalanceController
  readonly connection: ConnectionController
  readonly walletConnect: WalletConnectController | undefined
  /** the SPEC §7 API clients, made on the first `getApi(portico)` */
  api?: Promise<PorticoApi>
}
