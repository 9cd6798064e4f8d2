/**
 * SPEC §2 navigation: a history stack with push, replace, reset, goBack and goBackToIndex.
 */
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { RouteEntry, ViewDataArgs, ViewName } from './views.js'

export interface Router {
  push<V extends ViewName>(view: V, ...data: ViewDataArgs<V>): void
  replace<V extends ViewName>(view: V, ...data: ViewDataArgs<V>): void
  reset<V extends ViewName>(view: V, ...data: ViewDataArgs<V>): void
  goBack(): void
  goBackToIndex(index: number): void
  /**
   * SPEC §2: closing is disabled while a registered feature's guard says so (sign-in: on the
   * sign-in and approve views when sign-in is required and no session exists)
   */
  isCloseDisabled(): boolean
  current(): RouteEntry
}

export function createRouter(
  store: PorticoStore,
  deps: { close: () => void; closeDisabled: () => boolean },
): Router {
  const entry = (view: ViewName, data: unknown[]): RouteEntry =>
    (data[0] === undefined ? { view } : { view, data: data[0] }) as RouteEntry

  const setHistory = (history: RouteEntry[], direction: 'next' | 'prev') => {
    const last = history[history.length - 1]
    if (!last) return
    store.setState({ router: { history, view: last.view, direction } })
  }

  const router: Router = {
    push(view, ...data) {
      const { history, view: currentView } = store.getState().router
      // SPEC §2: a view is not pushed if it is already current
      if (currentView === view) return
      setHistory([...history, entry(view, data)], 'next')
    },
    replace(view, ...data) {
      const { history } = store.getState().router
      setHistory([...history.slice(0, -1), entry(view, data)], 'next')
    },
    reset(view, ...data) {
      setHistory([entry(view, data)], 'next')
    },
    goBack() {
      const { history } = store.getState().router
      // SPEC §2: going back with a single entry closes the dialog (unless closing is disabled)
      if (history.length <= 1) {
        if (!router.isCloseDisabled()) deps.close()
        return
      }
      setHistory(history.slice(0, -1), 'prev')
    },
    goBackToIndex(index) {
      const { history } = store.getState().router
      if (index < 0 || index >= history.length - 1) return
      setHistory(history.slice(0, index + 1), 'prev')
    },
    isCloseDisabled: deps.closeDisabled,
    current() {
      const { history } = store.getState().router
      return history[history.length - 1] ?? { view: 'Connect' }
    },
  }
  return router
}
