import type { AdapterCapability, Portico, PorticoState, ViewName } from '@portico/core'
import { type FeatureTexts, featureTextsIn, type SupportedLocale } from '@portico/ui'
import type { ComponentType } from 'react'
import type { RouteDefinition, RouteTable } from '../routes/RouteDefinition.js'

/** What a feature's label is worded with: the dialog's locale and the host's overrides. */
export interface TextContext {
  locale: SupportedLocale
  overrides: Readonly<Record<string, string>>
}

/** What an Account tab's panel receives. */
export interface AccountTabProps {
  portico: Portico
  state: PorticoState
}

/** When a feature's Account button or tab shows (with the feature's `option`): core's `canShowFeature`. */
export interface FeatureGateDefinition {
  /** the active namespace's adapter declares it (SPEC §9: e.g. swaps on eip155) */
  capability: AdapterCapability
  /** it reads the blockchain API: not offered to a host that configured none */
  needsApi?: boolean
}

/** A key of the feature's English texts. */
type Key<E> = Extract<keyof E, string>
type Lazy<P> = () => Promise<{ default: ComponentType<P> }>

/**
 * A feature module as it is written (docs/architecture.md "Feature modules"): everything it adds to
 * the dialog, in its own folders, so that adding it is one registration line in `FEATURES`.
 * Labels and titles are keys of its texts; its texts for the visitor's locale load with its first
 * screen or button (a host's `<TextsProvider texts>` wins over them).
 */
export interface FeatureInput<E extends Readonly<Record<string, string>>> {
  id: string
  /** its texts: English and a lazy chunk per locale in its ui folder (`featureTexts`) */
  texts?: FeatureTexts<E>
  /** its `features.<flag>` option and the flag's default when the host leaves it out (SPEC §9) */
  option?: { flag: string; default: boolean }
  /** its views: a title (a key of its texts, or computed) and a lazy screen each */
  routes: {
    [V in ViewName]?: Omit<RouteDefinition<V>, 'title' | 'texts'> & {
      title: Key<E> | RouteDefinition<V>['title']
    }
  }
  /** its button in the Account view (SPEC §9 wallet features), at `place` (smaller first) */
  accountAction?: FeatureGateDefinition & {
    /** the view the button opens */
    view: ViewName
    label: Key<E>
    icon: ComponentType<{ className?: string }>
    place: number
  }
  /** its tab in the Account view, after Tokens (in FEATURES order); the panel is a lazy chunk */
  accountTab?: FeatureGateDefinition & { id: string; label: Key<E>; load: Lazy<AccountTabProps> }
  /** a row of the Account view while `show` (the feature's core selector) says so */
  accountOffer?: {
    view: ViewName
    /** the row's data-testid */
    testId: string
    label: Key<E>
    show(portico: Portico, state: PorticoState): boolean
  }
  /** a way to connect above the wallets in the Connect view (SPEC §2 order; FEATURES order) */
  connectMethod?: { show(portico: Portico): boolean; load: Lazy<{ portico: Portico; state: PorticoState }> }
}

/** The texts a lazy part of a feature brings, loaded with it (`loadRouteScreen`). */
interface WithTexts {
  texts?: FeatureTexts
}

export type AccountActionDefinition = Omit<NonNullable<FeatureInput<never>['accountAction']>, 'label'> &
  WithTexts & { label(ctx: TextContext): string }
export type AccountTabDefinition = Omit<NonNullable<FeatureInput<never>['accountTab']>, 'label'> &
  WithTexts & { label(ctx: TextContext): string }
export type AccountOfferDefinition = Omit<NonNullable<FeatureInput<never>['accountOffer']>, 'label'> &
  WithTexts & { label(ctx: TextContext): string }
export type ConnectMethodDefinition = NonNullable<FeatureInput<never>['connectMethod']> & WithTexts

/** A feature as the dialog runs it: labels and titles worded, each lazy part carrying its texts. */
export interface FeatureDefinition {
  id: string
  texts?: FeatureTexts
  option?: { flag: string; default: boolean }
  routes: RouteTable
  accountAction?: AccountActionDefinition
  accountTab?: AccountTabDefinition
  accountOffer?: AccountOfferDefinition
  connectMethod?: ConnectMethodDefinition
}

/**
 * Checks a feature's definition and prepares it for the dialog: a label or title given as a key
 * reads the feature's texts in the dialog's locale with the host's overrides.
 */
export function defineFeature<const E extends Readonly<Record<string, string>> = Record<string, string>>(
  feature: FeatureInput<E>,
): FeatureDefinition {
  const { texts } = feature
  const word =
    (key: string) =>
    ({ locale, overrides }: TextContext): string =>
      texts ? featureTextsIn(texts, locale, overrides)[key as Key<E>] : key
  const withTexts = texts ? { texts: texts as unknown as FeatureTexts } : {}
  const routes: Record<string, unknown> = {}
  for (const [view, route] of Object.entries(feature.routes) as [string, { title: unknown }][])
    routes[view] = {
      ...route,
      ...withTexts,
      title: typeof route.title === 'string' ? word(route.title) : route.title,
    }
  const { accountAction: action, accountTab: tab, accountOffer: offer, connectMethod: method } = feature
  return {
    id: feature.id,
    ...withTexts,
    ...(feature.option ? { option: feature.option } : {}),
    routes: routes as RouteTable,
    ...(action ? { accountAction: { ...action, ...withTexts, label: word(action.label) } } : {}),
    ...(tab ? { accountTab: { ...tab, ...withTexts, label: word(tab.label) } } : {}),
    ...(offer ? { accountOffer: { ...offer, ...withTexts, label: word(offer.label) } } : {}),
    ...(method ? { connectMethod: { ...method, ...withTexts } } : {}),
  }
}
