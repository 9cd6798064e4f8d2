import { TOAST_DURATION_MS } from '../constants/startupConstants.js'
import type { ToastKey } from '../errors/notices.js'
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { TextParams, ToastState } from '../store/PorticoState.js'

/** a catalogue toast (`{ key, params }`, translated by the dialog) or a host's own literal text */
export type ToastInput = { key: ToastKey; params?: TextParams } | { text: string }

export interface ToastController {
  show(
    toast: ToastInput,
    variant?: ToastState['variant'],
    opts?: { durationMs?: number; delayMs?: number },
  ): void
  hide(): void
  destroy(): void
}

/** SPEC §8 toasts: one at a time, auto-hidden (loading toasts stay until replaced or hidden). */
export function createToastController(store: PorticoStore): ToastController {
  let seq = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let delayTimer: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    if (timer) clearTimeout(timer)
    if (delayTimer) clearTimeout(delayTimer)
    timer = undefined
    delayTimer = undefined
  }
  const controller: ToastController = {
    show(toast, variant = 'info', opts = {}) {
      clear()
      const display = () => {
        const id = ++seq
        store.setState({ toast: { id, variant, ...toast } })
        if (variant !== 'loading')
          timer = setTimeout(() => {
            if (store.getState().toast?.id === id) store.setState({ toast: null })
          }, opts.durationMs ?? TOAST_DURATION_MS)
      }
      if (opts.delayMs) delayTimer = setTimeout(display, opts.delayMs)
      else display()
    },
    hide() {
      clear()
      store.setState({ toast: null })
    },
    destroy: clear,
  }
  return controller
}
