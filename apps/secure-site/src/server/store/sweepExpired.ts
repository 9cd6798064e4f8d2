/**
 * Drops what expired: sessions, codes, device requests, pending email changes and social logins,
 * Farcaster channels and the nonces they hold, mail cooldowns older than the cooldown, and rate
 * limit windows (`sweepLimits`). Any replica may run it; each statement is one delete.
 */
import { type Db, sweepLimits } from '@portico/server-kit'

export async function sweepExpired(db: Db, now: number, cooldownMs: number): Promise<void> {
  for (const table of [
    'sessions',
    'otp_codes',
    'device_requests',
    'email_updates',
    'social_logins',
    'farcaster_channels',
  ])
    await db.query(`delete from ${table} where expires_at <= $1`, [now])
  await db.query('delete from farcaster_nonces where free_at <= $1', [now])
  await db.query('delete from mail_cooldowns where last_at <= $1', [now - cooldownMs])
  await sweepLimits(db, now)
}
