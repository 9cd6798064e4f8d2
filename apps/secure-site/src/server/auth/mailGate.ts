/**
 * When a mail may go to an address (SPEC §5, §9): 30 s after the last one of the same purpose
 * ('Please try again after {n} seconds', checked for mails a person asks for: a login, an email
 * change; a change asked right after logging in is not held up by the login's code) and at most
 * 10 an hour (every mail, also the code that follows an approved device link). Both count per
 * mailbox (`mailboxKey`: `name+tag@` and gmail's dotted spellings are one inbox), in the database:
 * the limit holds when the sends are spread over replicas and across restarts. The
 * cooldown is taken by a conditional upsert (of two sends at once, one passes); the hourly limit
 * is the kit's `hitLimit`.
 */
import { type Db, hitLimit } from '@portico/server-kit'
import { apiError, cooldownError } from '../http/apiError.js'
import { mailboxKey } from './mailboxKey.js'

export interface MailGate {
  /** throws COOLDOWN (within 30 s of the last mail of this purpose to that mailbox) or RATE_LIMITED; otherwise counts a mail to `email`'s mailbox */
  take(email: string, opts: { purpose: 'login' | 'update'; cooldown: boolean }): Promise<void>
}

export function createMailGate(opts: {
  db: Db
  now: () => number
  cooldownSeconds: number
  perEmailPerHour: number
}): MailGate {
  const { db } = opts
  const cooldownMs = opts.cooldownSeconds * 1000
  return {
    async take(email, { purpose, cooldown }) {
      const now = opts.now()
      const mailbox = mailboxKey(email)
      const key = `${purpose}|${mailbox}`
      let previous: number | undefined
      if (cooldown) {
        // the cooldown's slot: taken only when the last mail is older than the cooldown
        const [row] = await db.query<{ taken: boolean; previous: string | number | null }>(
          `with prev as (select last_at from mail_cooldowns where key = $1),
           up as (
             insert into mail_cooldowns as m (key, last_at) values ($1, $2)
             on conflict (key) do update set last_at = $2 where m.last_at <= $2::bigint - $3::bigint
             returning 1
           )
           select exists (select 1 from up) as taken, (select last_at from prev) as previous`,
          [key, now, cooldownMs],
        )
        previous = row?.previous === null || row?.previous === undefined ? undefined : Number(row.previous)
        if (!row?.taken) {
          const last = previous ?? now
          throw cooldownError(Math.max(1, Math.ceil((last + cooldownMs - now) / 1000)))
        }
      }
      const hit = await hitLimit(db, `secure-site/mail/${mailbox}`, {
        limit: opts.perEmailPerHour,
        windowMs: 3_600_000,
        now,
      })
      if (!hit.allowed) {
        // no mail goes: the cooldown slot is given back
        if (cooldown)
          await (previous === undefined
            ? db.query('delete from mail_cooldowns where key = $1 and last_at = $2', [key, now])
            : db.query('update mail_cooldowns set last_at = $3 where key = $1 and last_at = $2', [
                key,
                now,
                previous,
              ]))
        throw apiError(
          429,
          'RATE_LIMITED',
          `Too many emails: please try again after ${hit.retryAfterSeconds} seconds`,
          { retryAfter: hit.retryAfterSeconds },
        )
      }
      if (!cooldown)
        await db.query(
          `insert into mail_cooldowns as m (key, last_at) values ($1, $2)
           on conflict (key) do update set last_at = greatest(m.last_at, excluded.last_at)`,
          [key, now],
        )
    },
  }
}
