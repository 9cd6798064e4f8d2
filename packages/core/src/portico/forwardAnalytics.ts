import type { TrackingEvent } from '../controllers/createEventBus.js'
import type { FeatureContext } from './FeatureContext.js'
import { loadLazyActions } from './loadLazyActions.js'

/**
 * SPEC §7 analytics: the tracking events go to POST /e when analytics is on and an API is set;
 * the API chunk loads on the first dialog open (events before it wait in a short queue).
 */
export function forwardAnalytics({ options, events, portico }: FeatureContext): void {
  if (!options.features.analytics || !(options.analyticsUrl || options.apiUrl)) return
  const queue: TrackingEvent[] = []
  let opened = false
  events.subscribe((e) => {
    opened ||= e.event === 'MODAL_OPEN'
    if (queue.push(e) > 20) queue.shift()
    if (opened)
      void loadLazyActions((m) => m.getApi(portico)).then((api) => {
        for (const q of queue.splice(0))
          void api.analytics.send({ type: 'track', event: q.event, properties: q.properties ?? {} })
      })
  })
}
