/**
 * The few EIP-1193 events the lab wallet emits. Hand-written because a dependency for a
 * 30-line listener map is not worth it in browser code (node:events is not browser-safe).
 */
export type LabWalletEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message'
export type Listener = (payload: unknown) => void

export interface Emitter {
  on(event: LabWalletEvent, listener: Listener): void
  removeListener(event: LabWalletEvent, listener: Listener): void
  emit(event: LabWalletEvent, payload: unknown): void
}

export function createEmitter(): Emitter {
  const listeners = new Map<LabWalletEvent, Set<Listener>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          // A dapp's listener must not break the wallet; surface it like a browser would.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
