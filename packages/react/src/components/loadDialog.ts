/**
 * The dialog's code, a lazy chunk. Loaded in the browser's idle time once the host page has
 * loaded (so the first open does not wait for the network), on hover/focus of a Portico button,
 * or on the first open at the latest. Rendered without React.lazy/Suspense: React throttles
 * revealing suspended content by up to ~300 ms, which would make even a loaded dialog appear late.
 * What is cached here is code (one module per page), not an instance's state.
 */
import type { ComponentType } from 'react'
import type { PorticoModalProps } from '../modal/PorticoModal.js'

type Dialog = ComponentType<PorticoModalProps>
const noop = () => undefined
let dialog: Dialog | undefined
let loading: Promise<Dialog> | undefined

export const loadedDialog = (): Dialog | undefined => dialog

export function loadDialog(): Promise<Dialog> {
  loading ??= import('../modal/PorticoModal.js').then(
    (m) => {
      m.prepare()
      dialog = m.default
      return m.default
    },
    (e: unknown) => {
      loading = undefined // a failed chunk is fetched again next time
      throw e
    },
  )
  return loading
}

/**
 * after the page's load event, when the browser is idle: fetch and evaluate the dialog chunk, then
 * `loaded` (the provider mounts the dialog closed, so it is rendered hidden before the first open)
 */
export function preloadDialogWhenIdle(loaded: () => void): () => void {
  if (typeof window === 'undefined') return noop
  if (dialog) {
    loaded()
    return noop
  }
  let cancelled = false
  let idle: number | undefined
  const schedule = () => {
    if (cancelled) return
    const ric = window.requestIdleCallback
    const load = () => void loadDialog().then(() => cancelled || loaded(), noop)
    idle = ric ? ric(load, { timeout: 3_000 }) : window.setTimeout(load, 500)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle)
  }
}
