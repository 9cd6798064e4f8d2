/**
 * Core's plug-in points (docs/architecture.md "Core's plug-in points"): what a feature hooks into
 * the engine, so that the engine imports no feature. A feature registers one `CoreFeature` in
 * `features/coreFeatures.ts` (one line); createPortico runs the hooks of every registered feature.
 * Hooks run at startup: keep them tiny and load the feature's work lazily (docs "Startup cost").
 */
import type { ConnectorDriverFactory } from '../connection/ConnectionInternals.js'
import type { ViewName } from '../router/views.js'
import type { CaipNetworkId } from '../types/chain.js'
import type { WalletConnectAuth } from '../walletconnect/WalletConnectAuth.js'
import type { FeatureContext } from './FeatureContext.js'
import type { PorticoExtensions } from './Portico.js'

export interface CoreFeature {
  /** the feature's id (its folder's name) */
  readonly id: string
  /**
   * the connector driver the feature brings (the embedded wallet's), put before the adapters'
   * driver; loaded with the connection chunk, so the driver is not startup code
   */
  readonly driver?: () => Promise<ConnectorDriverFactory>
  /**
   * once per instance, after the adapters are set up and the restore has started; returns the
   * members the feature adds to the instance (`PorticoExtensions`, e.g. sign-in's `signIn`)
   */
  start?(ctx: FeatureContext): Partial<PorticoExtensions> | undefined
  /** each time the dialog opens, on `view` */
  open?(ctx: FeatureContext, view: ViewName): void
  /** SPEC §2: the dialog cannot be closed while a feature's guard says so */
  closeDisabled?(ctx: FeatureContext): boolean
  /**
   * WalletConnect authentication: the request a session proposal on `chainId` carries, and what
   * to do with the wallet's answer (sign-in's one-click auth); undefined: a plain proposal
   */
  walletConnectAuth?(
    ctx: FeatureContext,
    chainId: CaipNetworkId,
  ): Promise<WalletConnectAuth | undefined> | undefined
}
