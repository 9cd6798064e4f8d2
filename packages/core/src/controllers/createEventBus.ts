import type { TrackingEventName } from '../errors/notices.js'

export interface TrackingEvent {
  event: TrackingEventName
  properties?: Record<string, unknown>
  timestamp: number
}

export interface EventBus {
  emit(event: TrackingEventName, properties?: Record<string, unknown>): void
  subscribe(listener: (e: TrackingEvent) => void): () => void
}

/** Tracking events of SPEC §8, per instance; a failing listener never breaks the dialog. */
export function createEventBus(): EventBus {
  const listeners = new Set<(e: TrackingEvent) => void>()
  return {
    emit(event, properties) {
      const e: TrackingEvent = { event, timestamp: Date.now(), ...(properties ? { properties } : {}) }
      for (const l of listeners) {
        try {
          l(e)
        } catch {
          // host listener errors are the host's
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
