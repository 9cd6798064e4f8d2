/**
 * Feature screens are lazy chunks, loaded without React.lazy/Suspense on purpose: React throttles
 * revealing suspended content (about 300 ms after a fallback shows), so a screen whose chunk is
 * already there (preloaded on hover or focus) would still appear a third of a second late. A
 * screen is rendered directly once its module and its feature's texts in the dialog's locale are
 * loaded; until then the route shows a skeleton.
 */
import { type FeatureTexts, loadFeatureTexts, type SupportedLocale, translationOf } from '@portico/ui'
import type { ComponentType } from 'react'
import type { RouteProps } from './RouteDefinition.js'

type Screen = ComponentType<RouteProps>

/** anything with a screen in the bundle or a lazy loader (a route, an Account tab, a connect method) */
export type LazySource = (
  | { component: unknown; load?: never }
  | { load: () => Promise<{ default: unknown }>; component?: never }
) & { texts?: FeatureTexts }

interface Entry {
  screen?: Screen
  promise?: Promise<Screen>
  error?: unknown
}

const entries = new WeakMap<object, Entry>()

const textsReady = (source: LazySource, locale: SupportedLocale) =>
  !source.texts || translationOf(source.texts, locale) !== undefined

/** the screen when it and its texts in `locale` are loaded (core routes always are) */
export function loadedScreen(source: LazySource, locale: SupportedLocale): Screen | undefined {
  const screen = (source.component as Screen | undefined) ?? entries.get(source)?.screen
  return screen && textsReady(source, locale) ? screen : undefined
}

/** the error of the last load, until the next attempt */
export function screenError(source: LazySource): unknown {
  return entries.get(source)?.error
}

/** loads the screen once and its texts in `locale` (a failed load is tried again on the next call) */
export function loadRouteScreen(source: LazySource, locale: SupportedLocale): Promise<Screen> {
  const entry = entries.get(source) ?? {}
  entries.set(source, entry)
  entry.error = undefined
  const texts = source.texts ? loadFeatureTexts(source.texts, locale) : undefined
  return Promise.all([screenOf(source, entry), texts]).then(
    ([screen]) => screen,
    (e: unknown) => {
      entry.error = e
      throw e
    },
  )
}

function screenOf(source: LazySource, entry: Entry): Promise<Screen> {
  if (source.component) return Promise.resolve(source.component as Screen)
  if (entry.screen) return Promise.resolve(entry.screen)
  if (!entry.promise) {
    const load = source.load as unknown as () => Promise<{ default: Screen }>
    const promise = load().then((m) => {
      entry.screen = m.default
      return m.default
    })
    entry.promise = promise
    // a failed chunk is asked again on the next attempt
    promise.catch(() => {
      if (entry.promise === promise) entry.promise = undefined
    })
  }
  return entry.promise
}
