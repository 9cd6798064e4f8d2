/**
 * The secure site's counters: mails sent (by kind: login code, device approval, email
 * change…) and logins completed (by method: email, google, farcaster…). The secure site increments
 * them where a mail leaves and where a session is made: `loginMetrics(metrics).logins.inc({ method })`.
 */
import type { Counter } from 'prom-client'
import type { Metrics } from './createMetrics.js'

export interface LoginMetrics {
  mailsSent: Counter<'kind'>
  logins: Counter<'method'>
}

export function loginMetrics(metrics: Metrics): LoginMetrics {
  return {
    mailsSent: metrics.counter('portico_mails_sent_total', 'Mails handed to the SMTP server', ['kind']),
    logins: metrics.counter('portico_logins_total', 'Logins completed, by method', ['method']),
  }
}
