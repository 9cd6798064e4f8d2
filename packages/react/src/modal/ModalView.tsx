/**
 * Renders the current route of the typed route table: a core view from the dialog chunk, or a
 * feature screen from its own lazy chunk (a skeleton while it loads, a retry if it fails).
 * There is no switch over views here: the table is the only registry.
 */
import type { Portico, PorticoState, RouteEntry } from '@portico/core'
import { ViewErrorBoundary, ViewLoading } from '@portico/ui'
import { type ComponentType, lazy, Suspense, useState } from 'react'
import type { RouteDefinition, RouteProps, RouteTable } from '../routes/RouteDefinition.js'

const lazyScreens = new WeakMap<object, ComponentType<RouteProps>>()

/** the route's screen; lazy ones are made once per route definition */
function screenOf(route: RouteDefinition): ComponentType<RouteProps> {
  if (route.component) return route.component as ComponentType<RouteProps>
  let screen = lazyScreens.get(route)
  if (!screen) {
    const load = route.load as () => Promise<{ default: ComponentType<RouteProps> }>
    screen = lazy(load)
    lazyScreens.set(route, screen)
  }
  return screen
}

export function ModalView({
  portico,
  state,
  routes,
}: {
  portico: Portico
  state: PorticoState
  routes: RouteTable
}) {
  const entry: RouteEntry = state.router.history[state.router.history.length - 1] ?? { view: 'Connect' }
  const route = routes[entry.view] as RouteDefinition | undefined
  // a failed lazy chunk: a new key remounts the boundary and React.lazy retries with a fresh loader
  const [attempt, setAttempt] = useState(0)
  if (!route) return null
  const Screen = screenOf(route)
  return (
    <ViewErrorBoundary
      key={`${entry.view}:${attempt}`}
      onRetry={() => {
        lazyScreens.delete(route)
        setAttempt((n) => n + 1)
      }}
    >
      <Suspense fallback={<ViewLoading />}>
        <Screen portico={portico} state={state} data={entry.data as RouteProps['data']} />
      </Suspense>
    </ViewErrorBoundary>
  )
}
