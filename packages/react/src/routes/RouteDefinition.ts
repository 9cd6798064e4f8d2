import type { Portico, PorticoState, ViewData, ViewName } from '@portico/core'
import type { FeatureTexts, PorticoTexts, SupportedLocale } from '@portico/ui'
import type { ComponentType } from 'react'

/** What a route's screen receives. */
export interface RouteProps<V extends ViewName = ViewName> {
  portico: Portico
  state: PorticoState
  data: ViewData<V>
}

export interface TitleContext<V extends ViewName = ViewName> extends RouteProps<V> {
  /** the catalogue with the host's overrides */
  texts: PorticoTexts
  /** the host's overrides of any key (a feature's titles read them with its texts: defineFeature) */
  overrides: Readonly<Record<string, string>>
  /** the dialog's locale */
  locale: SupportedLocale
}

/**
 * One view of the typed route table: its header title and its screen, either in the dialog
 * chunk (`component`, core views) or in a lazy chunk of its own (`load`, feature screens), which
 * loads together with its feature's texts in the dialog's locale (`texts`).
 */
export type RouteDefinition<V extends ViewName = ViewName> = {
  /** a catalogue text, or `{ data }`: a name from a wallet or the registry (never translated) */
  title(ctx: TitleContext<V>): string | { data: string }
  /** SPEC §2: the header shows no back button on this view */
  hideBack?: boolean
  /** the feature's texts, loaded with the screen (set by defineFeature) */
  texts?: FeatureTexts
} & (
  | { component: ComponentType<RouteProps<V>>; load?: never }
  | { load: () => Promise<{ default: ComponentType<RouteProps<V>> }>; component?: never }
)

/** Routes keyed by view; each entry is typed for its own view's data. */
export type RouteTable = { [V in ViewName]?: RouteDefinition<V> }
