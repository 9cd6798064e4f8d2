import type { AlertKey } from '../errors/notices.js'
import type { PorticoStore } from '../store/createPorticoStore.js'

export interface AlertController {
  /** Shows the alert when debug is on, at most once per instance (SPEC §8). Returns whether it was shown. */
  show(key: AlertKey): boolean
  dismiss(): void
}

/** SPEC §8 alerts: debug only, each at most once per instance; the dialog words them by key. */
export function createAlertController(store: PorticoStore, opts: { debug: boolean }): AlertController {
  const shown = new Set<AlertKey>()
  return {
    show(key) {
      if (!opts.debug || shown.has(key)) return false
      shown.add(key)
      store.setState({ alert: { key } })
      return true
    },
    dismiss() {
      store.setState({ alert: null })
    },
  }
}
