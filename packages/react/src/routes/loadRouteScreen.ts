/**
 * Feature screens are lazy chunks, loaded without React.lazy/Suspense on purpose: React throttles
 * revealing suspended content (about 300 ms after a fallback shows), so a screen whose chunk is
 * already there (preloaded on hover or focus) would still appear a third of a second late. A
 * screen is rendered directly once its module is loaded; until then the route shows a skeleton.
 */
import type { ComponentType } from 'react'
import type { RouteProps } from './RouteDefinition.js'

type Screen = ComponentType<RouteProps>

/** anything with a screen in the bundle or a lazy loader (a route, an Account tab) */
export type LazySource =
  | { component: unknown; load?: never }
  | { load: () => Promise<{ default: unknown }>; component?: never }

interface Entry {
  screen?: Screen
  promise?: Promise<Screen>
  error?: unknown
}

const entries = new WeakMap<object, Entry>()

/** the route's screen when it is already loaded (core routes always are) */
export function loadedScreen(route: LazySource): Screen | undefined {
  if (route.component) return route.component as Screen
  return entries.get(route)?.screen
}

/** the error of the route's last load, until the next attempt */
export function screenError(route: LazySource): unknown {
  return entries.get(route)?.error
}

/** loads the route's screen once (a failed load is tried again on the next call) */
export function loadRouteScreen(route: LazySource): Promise<Screen> {
  if (route.component) return Promise.resolve(route.component as Screen)
  const entry = entries.get(route) ?? {}
  entries.set(route, entry)
  if (entry.screen) return Promise.resolve(entry.screen)
  if (entry.promise && !entry.error) return entry.promise
  entry.error = undefined
  const load = route.load as unknown as () => Promise<{ default: Screen }>
  entry.promise = load().then(
    (m) => {
      entry.screen = m.default
      return m.default
    },
    (e: unknown) => {
      entry.error = e
      throw e
    },
  )
  return entry.promise
}
