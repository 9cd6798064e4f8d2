import type { TrackingEvent } from '../controllers/createEventBus.js'
import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/** Calls `listener` with each tracking event (SPEC §8); returns the function that stops it. */
export function watchEvents(portico: Portico, listener: (event: TrackingEvent) => void): () => void {
  return featureContextOf(portico).events.subscribe(listener)
}
