import type { Portico, PorticoState, ViewName, WalletFeature } from '@portico/core'
import type { PorticoTexts } from '@portico/ui'
import type { RouteTable } from '../routes/RouteDefinition.js'

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
  /**
   * An offer to the account in the Account view (e.g. names: "Choose a name" while the account has
   * none), shown as a row when `show` says so. `show` is the feature's core selector.
   */
  accountOffer?: {
    /** the view the offer opens */
    view: ViewName
    /** the row's data-testid */
    testId: string
    label(ctx: { texts: PorticoTexts; overrides: Readonly<Record<string, string>> }): string
    show(portico: Portico, state: PorticoState): boolean
  }
}

/** Identity function that checks a feature definition's types. */
export function defineFeature<F extends FeatureDefinition>(feature: F): F {
  return feature
}
