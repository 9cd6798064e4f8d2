/**
 * One-time codes (docs/embedded-wallet.md, "The secure site server"): 6 digits from
 * `crypto.randomInt`, stored only as HMAC-SHA256(otpSecret, email + '|' + code) and compared with
 * `timingSafeEqual`; valid 10 minutes; the 5th wrong attempt voids the code (OTP_LOCKED); a new
 * code for the same purpose replaces the old one.
 *
 * Any replica may check a code, several at once: an attempt first takes one of the 5
 * with a conditional update (`… set attempts = attempts + 1 where attempts < 5 returning`), so
 * concurrent guesses never get more than 5 looks at a code; a right code is then used up by a
 * delete of that very code (`… where hash = $1 returning`): of two right attempts at once, one
 * gets the session.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '@portico/server-kit'
import { apiError } from '../http/apiError.js'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5

export function otpHash(secret: string, email: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${email}|${code}`).digest()
}

export interface OtpCodes {
  /** a new code for `key` (e.g. `login:<email>`), replacing any earlier one; returns the code */
  issue(key: string, email: string, deviceId?: string): Promise<string>
  /** resolves when right (the code is then used up); throws INVALID_OTP, OTP_EXPIRED or OTP_LOCKED */
  verify(key: string, attempt: { email: string; code: string; deviceId?: string }): Promise<void>
  /** forgets the code of `key` */
  drop(key: string): Promise<void>
}

const locked = () => apiError(400, 'OTP_LOCKED', 'Too many wrong codes: request a new one')

export function createOtpCodes(deps: { db: Db; secret: string; now: () => number }): OtpCodes {
  const { db } = deps
  return {
    async issue(key, email, deviceId) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await db.query(
        `insert into otp_codes (purpose, hash, email, device_id, expires_at, attempts) values ($1, $2, $3, $4, $5, 0)
         on conflict (purpose) do update set hash = excluded.hash, email = excluded.email,
           device_id = excluded.device_id, expires_at = excluded.expires_at, attempts = 0`,
        [
          key,
          otpHash(deps.secret, email, code).toString('hex'),
          email,
          deviceId ?? null,
          deps.now() + OTP_TTL_MS,
        ],
      )
      return code
    },
    async verify(key, { email, code, deviceId }) {
      const now = deps.now()
      // one attempt of the five, taken before the code is looked at
      const [taken] = await db.query<{
        hash: string
        email: string
        device_id: string | null
        attempts: number
      }>(
        `update otp_codes set attempts = attempts + 1
         where purpose = $1 and attempts < $2 and expires_at > $3
         returning hash, email, device_id, attempts`,
        [key, OTP_MAX_ATTEMPTS, now],
      )
      if (!taken) {
        const [left] = await db.query<{ expires_at: string | number; attempts: number }>(
          'select expires_at, attempts from otp_codes where purpose = $1',
          [key],
        )
        if (!left) throw apiError(400, 'OTP_EXPIRED', 'There is no valid code: request a new one')
        if (Number(left.expires_at) <= now) {
          await db.query('delete from otp_codes where purpose = $1 and expires_at <= $2', [key, now])
          throw apiError(400, 'OTP_EXPIRED', 'The code has expired: request a new one')
        }
        throw locked()
      }
      const expected = Buffer.from(taken.hash, 'hex')
      const given = otpHash(deps.secret, email, code)
      const right =
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        taken.email === email &&
        (taken.device_id === null || taken.device_id === deviceId)
      if (right) {
        // used up by this attempt, unless another right one took it first
        const used = await db.query(
          'delete from otp_codes where purpose = $1 and hash = $2 returning 1 as ok',
          [key, taken.hash],
        )
        if (used.length) return
        throw apiError(400, 'OTP_EXPIRED', 'There is no valid code: request a new one')
      }
      if (taken.attempts >= OTP_MAX_ATTEMPTS) throw locked()
      const attemptsLeft = OTP_MAX_ATTEMPTS - taken.attempts
      throw apiError(400, 'INVALID_OTP', `Wrong code: ${attemptsLeft} attempt(s) left`, { attemptsLeft })
    },
    async drop(key) {
      await db.query('delete from otp_codes where purpose = $1', [key])
    },
  }
}
