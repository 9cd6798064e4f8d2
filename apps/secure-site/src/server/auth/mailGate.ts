/**
 * When a mail may go to an address (SPEC §5, §9): 30 s after the last one of the same purpose
 * ('Please try again after {n} seconds', checked for mails a person asks for: a login, an email
 * change; a change asked right after logging in is not held up by the login's code) and at most
 * 10 an hour (every mail, also the code that follows an approved device link). Both count per
 * mailbox (`mailboxKey`: `name+tag@` and gmail's dotted spellings are one inbox). In memory.
 */
import { apiError, cooldownError } from '../http/apiError.js'
import { mailboxKey } from './mailboxKey.js'
import { createSlidingWindow } from './slidingWindow.js'

export interface MailGate {
  /** throws COOLDOWN (within 30 s of the last mail of this purpose to that mailbox) or RATE_LIMITED; otherwise counts a mail to `email`'s mailbox */
  take(email: string, opts: { purpose: 'login' | 'update'; cooldown: boolean }): void
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
    take(email, { purpose, cooldown }) {
      const now = opts.now()
      const mailbox = mailboxKey(email)
      const key = `${purpose}|${mailbox}`
      const previous = last.get(key)
      if (cooldown && previous !== undefined && now - previous < cooldownMs)
        throw cooldownError(Math.ceil((previous + cooldownMs - now) / 1000))
      const hit = hourly.take(mailbox)
      if (!hit.ok)
        throw apiError(
          429,
          'RATE_LIMITED',
          `Too many emails: please try again after ${hit.retryAfter} seconds`,
          {
            retryAfter: hit.retryAfter,
          },
        )
      last.set(key, now)
    },
    sweep() {
      hourly.sweep()
      const now = opts.now()
      for (const [key, t] of last) if (now - t >= cooldownMs) last.delete(key)
    },
  }
}
