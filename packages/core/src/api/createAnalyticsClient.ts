/**
 * SPEC §7 analytics: POST /e with projectId, st, sv and { eventId, url, domain, timestamp, props }.
 * Nothing is sent when `features.analytics` is off. HTTP 403 → the 'Invalid App Configuration'
 * alert, once (later events are not sent). Error telemetry is capped at 5 events per 60 s.
 * Sending never throws: analytics must not break the dialog.
 */
import { ANALYTICS } from '../constants/constants.js'
import { type ApiClientContext, commonQuery, fetchOf } from './apiClientContext.js'
import { API_TIMEOUT_MS, buildUrl } from './apiFetch.js'

export interface AnalyticsClientContext extends ApiClientContext {
  enabled: boolean
  onInvalidAppConfiguration: () => void
  page?: () => { url: string; domain: string }
}

export interface AnalyticsClient {
  /** resolves true when the event was accepted */
  send(props: {
    type: 'track' | 'error' | string
    event: string
    properties?: Record<string, unknown>
  }): Promise<boolean>
}

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

export function createAnalyticsClient(ctx: AnalyticsClientContext): AnalyticsClient {
  const f = fetchOf(ctx)
  const now = ctx.now ?? Date.now
  let forbidden = false
  const errorTimes: number[] = []
  const page =
    ctx.page ??
    (() =>
      typeof location === 'undefined'
        ? { url: '', domain: '' }
        : { url: location.href, domain: location.hostname })

  return {
    async send(props) {
      if (!ctx.enabled || forbidden) return false
      if (props.type === 'error') {
        const t = now()
        while (errorTimes.length > 0 && t - errorTimes[0]! >= ANALYTICS.errorWindowMs) errorTimes.shift()
        if (errorTimes.length >= ANALYTICS.errorEventsPerWindow) return false
        errorTimes.push(t)
      }
      const { url, domain } = page()
      try {
        const res = await f(buildUrl(ctx.baseUrl, '/e', commonQuery(ctx)), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eventId: randomId(), url, domain, timestamp: now(), props: bounded(props) }),
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        })
        if (res.status === 403) {
          forbidden = true
          ctx.onInvalidAppConfiguration()
          return false
        }
        return res.ok
      } catch {
        return false
      }
    },
  }
}

/**
 * Event properties carry untrusted values (a wallet's name, an error text): strings are cut to
 * 200 characters, lists to 20 items, objects to 30 keys, 4 levels deep, so one hostile name can
 * never make an event too large to send.
 */
export function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value
  if (typeof value !== 'object' || value === null) return value
  if (depth >= 4) return '…'
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => bounded(v, depth + 1))
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 30)
      .map(([k, v]) => [k.slice(0, 64), bounded(v, depth + 1)]),
  )
}
