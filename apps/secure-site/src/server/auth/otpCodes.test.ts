/**
 * The code rules (docs/embedded-wallet.md, SPEC §9): 6 digits from crypto.randomInt; the store
 * keeps HMAC-SHA256(otpSecret, email|code), never the code; the comparison is timingSafeEqual;
 * 10 minutes; the 5th wrong attempt voids the code.
 */
import * as crypto from 'node:crypto'
import type { Db } from '@portico/server-kit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDb } from '../test/openTestDb.js'
import { createOtpCodes, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpHash } from './otpCodes.js'

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>()
  return { ...real, randomInt: vi.fn(real.randomInt), timingSafeEqual: vi.fn(real.timingSafeEqual) }
})

const SECRET = 'unit-test-secret-0123456789'
let db: Db
beforeAll(async () => {
  db = await openTestDb()
}, 60_000)
afterAll(() => db?.close())

let keys = 0
const setup = () => {
  let now = 1_000_000
  const otps = createOtpCodes({ db, secret: SECRET, now: () => now })
  // each test its own purpose key: one database for the file
  const key = (name: string) => `${name}#${++keys}`
  return { otps, key, advance: (ms: number) => (now += ms) }
}
const codeOf = async (fn: () => Promise<void>): Promise<Record<string, unknown>> => {
  try {
    await fn()
  } catch (e) {
    return (await (e as { res: Response }).res.json()) as Record<string, unknown>
  }
  return { ok: true }
}
const row = async (key: string) =>
  (await db.query<Record<string, unknown>>('select * from otp_codes where purpose = $1', [key]))[0]

describe('otpCodes', () => {
  it('the code is 6 digits from crypto.randomInt; the database keeps HMAC-SHA256(otpSecret, email|code), not the code', async () => {
    const { otps, key } = setup()
    const k = key('login:a@example.com')
    const code = await otps.issue(k, 'a@example.com', 'dev-1')
    expect(code).toMatch(/^\d{6}$/)
    expect(crypto.randomInt).toHaveBeenCalledWith(0, 1_000_000)
    const record = (await row(k))!
    const expected = crypto.createHmac('sha256', SECRET).update(`a@example.com|${code}`).digest('hex')
    expect(record.hash).toBe(expected)
    expect(record.hash).toBe(otpHash(SECRET, 'a@example.com', code).toString('hex'))
    expect(JSON.stringify(await db.query('select * from otp_codes'))).not.toContain(`"${code}"`)
    expect(record).toMatchObject({ email: 'a@example.com', device_id: 'dev-1', attempts: 0 })
  })

  it('a code is checked with crypto.timingSafeEqual', async () => {
    const { otps, key } = setup()
    const k = key('k')
    const code = await otps.issue(k, 'a@example.com')
    vi.mocked(crypto.timingSafeEqual).mockClear()
    expect(await codeOf(() => otps.verify(k, { email: 'a@example.com', code }))).toEqual({ ok: true })
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1)
    const [a, b] = vi.mocked(crypto.timingSafeEqual).mock.calls[0]!
    expect(Buffer.from(a as Uint8Array).toString('hex')).toBe(Buffer.from(b as Uint8Array).toString('hex'))
  })

  it('the right code works once; a wrong email with the right code is wrong', async () => {
    const { otps, key } = setup()
    const k = key('k')
    const code = await otps.issue(k, 'a@example.com')
    expect((await codeOf(() => otps.verify(k, { email: 'b@example.com', code }))).error).toBe('INVALID_OTP')
    expect(await codeOf(() => otps.verify(k, { email: 'a@example.com', code }))).toEqual({ ok: true })
    expect((await codeOf(() => otps.verify(k, { email: 'a@example.com', code }))).error).toBe('OTP_EXPIRED')
  })

  it(`§9 valid ${OTP_TTL_MS / 60_000} minutes; ${OTP_MAX_ATTEMPTS} wrong attempts void it`, async () => {
    const { otps, advance, key } = setup()
    const k = key('k')
    const code = await otps.issue(k, 'a@example.com')
    advance(OTP_TTL_MS)
    expect((await codeOf(() => otps.verify(k, { email: 'a@example.com', code }))).error).toBe('OTP_EXPIRED')
    const code2 = await otps.issue(k, 'a@example.com')
    const wrong = code2 === '123456' ? '654321' : '123456'
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(await codeOf(() => otps.verify(k, { email: 'a@example.com', code: wrong })))
    expect(answers.map((a) => a.attemptsLeft ?? a.error)).toEqual([4, 3, 2, 1, 'OTP_LOCKED'])
    expect((await codeOf(() => otps.verify(k, { email: 'a@example.com', code: code2 }))).error).toBe(
      'OTP_LOCKED',
    )
    // a new code replaces the void one
    const code3 = await otps.issue(k, 'a@example.com')
    expect(await codeOf(() => otps.verify(k, { email: 'a@example.com', code: code3 }))).toEqual({
      ok: true,
    })
  })

  it(`issue 28: ${OTP_MAX_ATTEMPTS} attempts at most even when guesses come all at once (the right code among them too late is locked)`, async () => {
    const { otps, key } = setup()
    const k = key('k')
    const code = await otps.issue(k, 'a@example.com')
    const wrongs = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(
      wrongs.map((c) => codeOf(() => otps.verify(k, { email: 'a@example.com', code: c }))),
    )
    expect(answers.filter((a) => a.error === 'INVALID_OTP')).toHaveLength(OTP_MAX_ATTEMPTS - 1)
    expect(answers.filter((a) => a.error === 'OTP_LOCKED')).toHaveLength(20 - (OTP_MAX_ATTEMPTS - 1))
    expect((await codeOf(() => otps.verify(k, { email: 'a@example.com', code }))).error).toBe('OTP_LOCKED')
    expect(await row(k)).toMatchObject({ attempts: OTP_MAX_ATTEMPTS })
  })

  it('issue 28: the right code sent twice at once is used once', async () => {
    const { otps, key } = setup()
    const k = key('k')
    const code = await otps.issue(k, 'a@example.com')
    const answers = await Promise.all(
      [0, 1, 2].map(() => codeOf(() => otps.verify(k, { email: 'a@example.com', code }))),
    )
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(answers.filter((a) => a.error === 'OTP_EXPIRED')).toHaveLength(2)
  })
})
