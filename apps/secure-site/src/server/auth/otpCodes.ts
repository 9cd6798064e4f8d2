/**
 * One-time codes (docs/embedded-wallet.md, "The secure site server"): 6 digits from
 * `crypto.randomInt`, stored only as HMAC-SHA256(otpSecret, email + '|' + code) and compared with
 * `timingSafeEqual`; valid 10 minutes; the 5th wrong attempt voids the code (OTP_LOCKED); a new
 * code for the same purpose replaces the old one.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { apiError } from '../http/apiError.js'
import type { SecureSiteStore } from '../store/SecureSiteStore.js'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5

export function otpHash(secret: string, email: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${email}|${code}`).digest()
}

export interface OtpCodes {
  /** a new code for `key` (e.g. `login:<email>`), replacing any earlier one; returns the code */
  issue(key: string, email: string, deviceId?: string): string
  /** resolves when right (the code is then used up); throws INVALID_OTP, OTP_EXPIRED or OTP_LOCKED */
  verify(key: string, attempt: { email: string; code: string; deviceId?: string }): void
}

export function createOtpCodes(deps: {
  store: SecureSiteStore
  secret: string
  now: () => number
}): OtpCodes {
  const { store } = deps
  return {
    issue(key, email, deviceId) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      store.otps.set(key, {
        hash: otpHash(deps.secret, email, code).toString('hex'),
        email,
        ...(deviceId ? { deviceId } : {}),
        expiresAt: deps.now() + OTP_TTL_MS,
        attempts: 0,
        locked: false,
      })
      return code
    },
    verify(key, { email, code, deviceId }) {
      const record = store.otps.get(key)
      if (!record) throw apiError(400, 'OTP_EXPIRED', 'There is no valid code: request a new one')
      if (record.expiresAt <= deps.now()) {
        store.otps.delete(key)
        throw apiError(400, 'OTP_EXPIRED', 'The code has expired: request a new one')
      }
      if (record.locked) throw apiError(400, 'OTP_LOCKED', 'Too many wrong codes: request a new one')
      const expected = Buffer.from(record.hash, 'hex')
      const given = otpHash(deps.secret, email, code)
      const right =
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        record.email === email &&
        (record.deviceId === undefined || record.deviceId === deviceId)
      if (right) {
        store.otps.delete(key)
        return
      }
      const attempts = record.attempts + 1
      const locked = attempts >= OTP_MAX_ATTEMPTS
      store.otps.set(key, { ...record, attempts, locked })
      if (locked) throw apiError(400, 'OTP_LOCKED', 'Too many wrong codes: request a new one')
      const attemptsLeft = OTP_MAX_ATTEMPTS - attempts
      throw apiError(400, 'INVALID_OTP', `Wrong code: ${attemptsLeft} attempt(s) left`, { attemptsLeft })
    },
  }
}
