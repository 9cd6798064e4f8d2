import type { TrackingEvent } from '../controllers/createEventBus.js'
import type { FeatureContext } from './FeatureContext.js'
import { loadLazyActions } from './loadLazyActions.js'

/** an event that reports a failure (CONNECT_ERROR, SEND_ERROR, ERROR_FETCH_TRANSACTIONS…) */
const isErrorEvent = (name: string) => /(^|_)ERROR(_|$)/.test(name)

/**
 * SPEC §7 analytics: the tracking events go to POST /e when analytics is on and an API is set;
 * the API chunk loads on the first dialog open (events before it wait in a short queue). A failure
 * is sent as an error event (`type: 'error'`), which the client caps at 5 per 60 s (SPEC §7).
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
          void api.analytics.send({
            type: isErrorEvent(q.event) ? 'error' : 'track',
            event: q.event,
            properties: q.properties ?? {},
          })
      })
  })
}
