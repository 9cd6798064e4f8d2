/**
 * An adapter's connect calls in flight, per connector. Core aborts a call's `signal`
 * when the person leaves the attempt (Back, another wallet picked, the dialog closed); a wallet
 * answering it afterwards is not their choice — unless they picked the same wallet again
 * meanwhile: a newer call to it waits, and the earlier request's answer serves that one.
 * Adapters ask `abandoned()` once the wallet has answered, before they adopt the connection;
 * `isAbandoned` stays true after the call (a wallet that later says its accounts changed by
 * itself is still one the person left) until the connector is asked again.
 */
export interface ConnectCall {
  /** this call was left, and nobody asked the same connector since */
  abandoned(): boolean
  /** the call is over (answered or failed) */
  end(): void
}

export interface ConnectAttempts {
  start(connectorId: string, signal: AbortSignal | undefined): ConnectCall
  /** the person left every call to this connector and has not picked it since */
  isAbandoned(connectorId: string): boolean
  /** the connector is asked again by someone else (a host's own code): its answers count again */
  clear(connectorId: string): void
}

export function createConnectAttempts(): ConnectAttempts {
  const waiting = new Map<string, Set<{ signal: AbortSignal | undefined }>>()
  const left = new Set<string>()
  const someoneWaits = (id: string) => [...(waiting.get(id) ?? [])].some((t) => !t.signal?.aborted)
  return {
    start(connectorId, signal) {
      left.delete(connectorId)
      const token = { signal }
      const calls = waiting.get(connectorId) ?? new Set()
      waiting.set(connectorId, calls)
      calls.add(token)
      const onAbort = () => {
        if (!someoneWaits(connectorId)) left.add(connectorId)
      }
      if (signal?.aborted) onAbort()
      else signal?.addEventListener('abort', onAbort, { once: true })
      return {
        abandoned: () => Boolean(signal?.aborted) && left.has(connectorId),
        end() {
          signal?.removeEventListener('abort', onAbort)
          calls.delete(token)
          if (calls.size === 0) waiting.delete(connectorId)
        },
      }
    },
    isAbandoned: (id) => left.has(id),
    clear: (id) => void left.delete(id),
  }
}
