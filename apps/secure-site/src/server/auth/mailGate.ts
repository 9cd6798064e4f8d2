/**
 * When a mail may go to an address (SPEC §5, §9): 30 s after the last one ('Please try again
 * after {n} seconds', checked for mails a person asks for: a login, an email change) and at most
 * 10 an hour (every mail, also the code that follows an approved device link). In memory.
 */
import { apiError, cooldownError } from '../http/apiError.js'
import { createSlidingWindow } from './slidingWindow.js'

export interface MailGate {
  /** throws COOLDOWN or RATE_LIMITED; otherwise counts a mail to `email` */
  take(email: string, opts: { cooldown: boolean }): void
  sweep(): void
}

export function createMailGate(opts: {
  now: () => number
  cooldownSeconds: number
  perEmailPerHour: number
}): MailGate {
  const last = new Map<string, number>()
  const hourly = createSlidingWindow({ limit: opts.perEmailPerHour, windowMs: 3_600_000, now: opts.now })
  const cooldownMs = opts.cooldownSeconds * 1000
  return {
    take(email, { cooldown }) {
      const now = opts.now()
      const previous = last.get(email)
      if (cooldown && previous !== undefined && now - previous < cooldownMs)
        throw cooldownError(Math.ceil((previous + cooldownMs - now) / 1000))
      const hit = hourly.take(email)
      if (!hit.ok)
        throw apiError(
          429,
          'RATE_LIMITED',
          `Too many emails: please try again after ${hit.retryAfter} seconds`,
          {
            retryAfter: hit.retryAfter,
          },
        )
      last.set(email, now)
    },
    sweep() {
      hourly.sweep()
      const now = opts.now()
      for (const [email, t] of last) if (now - t >= cooldownMs) last.delete(email)
    },
  }
}
