/**
 * Renders the current route of the typed route table: a core view from the dialog chunk, or a
 * feature screen from its own lazy chunk (a skeleton while it loads, a retry if it fails; see
 * loadRouteScreen.ts for why not React.lazy). There is no switch over views here: the table is
 * the only registry.
 */
import type { Portico, PorticoState, RouteEntry } from '@portico/core'
import { useLocale, ViewErrorBoundary, ViewLoading } from '@portico/ui'
import { useEffect, useState } from 'react'
import { loadedScreen, loadRouteScreen, screenError } from '../routes/loadRouteScreen.js'
import type { RouteDefinition, RouteProps, RouteTable } from '../routes/RouteDefinition.js'

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
  const [attempt, setAttempt] = useState(0)
  const [, rendered] = useState(0)
  const { locale } = useLocale()
  const Screen = route ? loadedScreen(route, locale) : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after a failure
  useEffect(() => {
    if (!route || loadedScreen(route, locale)) return
    let alive = true
    const done = () => alive && rendered((n) => n + 1)
    loadRouteScreen(route, locale).then(done, done)
    return () => {
      alive = false
    }
  }, [route, locale, attempt])
  if (!route) return null
  const retry = () => setAttempt((n) => n + 1)
  return (
    <ViewErrorBoundary
      key={`${entry.view}:${attempt}`}
      onRetry={retry}
      failed={!Screen && Boolean(screenError(route))}
    >
      {Screen ? (
        <Screen portico={portico} state={state} data={entry.data as RouteProps['data']} />
      ) : (
        <ViewLoading />
      )}
    </ViewErrorBoundary>
  )
}
