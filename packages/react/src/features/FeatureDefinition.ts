import type {
  AdapterCapability,
  BooleanFeatureOption,
  Portico,
  PorticoState,
  ViewName,
  WalletFeature,
} from '@portico/core'
import type { PorticoTexts } from '@portico/ui'
import type { ComponentType } from 'react'
import type { RouteTable } from '../routes/RouteDefinition.js'

/** What an Account tab's panel receives. */
export interface AccountTabProps {
  portico: Portico
  state: PorticoState
}

/**
 * A tab of the Account view (SPEC §2 account tabs: Tokens, NFTs, Activity) brought by a feature.
 * Core decides when it shows (`canShowAccountTab`: connected on a supported network, an API, the
 * adapter's capability, the feature option); its panel is a lazy chunk loaded when first shown.
 */
export interface AccountTabDefinition {
  id: string
  capability: AdapterCapability
  option?: BooleanFeatureOption
  /** the tab's label, with the host's overrides */
  label(overrides: Readonly<Record<string, string>>): string
  load: () => Promise<{ default: ComponentType<AccountTabProps> }>
}

/**
 * A feature module as the dialog registers it (docs/architecture.md "How to add a feature"):
 * its routes (each screen a lazy chunk) and, for the SPEC §9 wallet features, the Account view
 * button that opens it. Core decides when the button shows (the feature option is on and the
 * active adapter has the capability); a feature not registered here shows nothing.
 */
export interface FeatureDefinition {
  id: string
  routes: RouteTable
  walletFeature?: {
    id: WalletFeature
    /** the first view of the feature */
    view: ViewName
    label(texts: PorticoTexts): string
  }
  /** a tab of the Account view, after Tokens (in FEATURES order) */
  accountTab?: AccountTabDefinition
  /**
   * An offer to the account in the Account view (e.g. names: "Choose a name" while the account has
   * none), shown as a row when `show` says so. `show` is the feature's core selector.
   */
  /** a way to connect above the wallets in the Connect view (in FEATURES order) */
  connectMethod?: ConnectMethodDefinition
  accountOffer?: {
    /** the view the offer opens */
    view: ViewName
    /** the row's data-testid */
    testId: string
    label(ctx: { texts: PorticoTexts; overrides: Readonly<Record<string, string>> }): string
    show(portico: Portico, state: PorticoState): boolean
  }
}

/**
 * A way to connect shown in the Connect view above the wallets (SPEC §2 connect-method order:
 * email, social, wallet), while `show` says so; its component is a lazy chunk.
 */
export interface ConnectMethodDefinition {
  show(portico: Portico): boolean
  load: () => Promise<{ default: ComponentType<{ portico: Portico; state: PorticoState }> }>
}

/** Identity function that checks a feature definition's types. */
export function defineFeature<F extends FeatureDefinition>(feature: F): F {
  return feature
}
