import { ALERTS, type AlertKey } from '../errors/errorCatalogue.js'
import type { PorticoStore } from '../store/createPorticoStore.js'

export interface AlertController {
  /** Shows the alert when debug is on, at most once per instance (SPEC §8). Returns whether it was shown. */
  show(key: AlertKey): boolean
  dismiss(): void
}

export function createAlertController(
  store: PorticoStore,
  opts: { debug: boolean; log?: (msg: string) => void },
): AlertController {
  const shown = new Set<AlertKey>()
  return {
    show(key) {
      const alert = ALERTS[key]
      opts.log?.(`[portico] ${alert.shortMessage}: ${alert.longMessage}`)
      if (!opts.debug || shown.has(key)) return false
      shown.add(key)
      store.setState({ alert: { key, title: alert.shortMessage, message: alert.longMessage } })
      return true
    },
    dismiss() {
      store.setState({ alert: null })
    },
  }
}
