/**
 * The code rules (docs/embedded-wallet.md, SPEC §9): 6 digits from crypto.randomInt; the store
 * keeps HMAC-SHA256(otpSecret, email|code), never the code; the comparison is timingSafeEqual;
 * 10 minutes; the 5th wrong attempt voids the code.
 */
import * as crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../store/createMemoryStore.js'
import { createOtpCodes, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpHash } from './otpCodes.js'

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>()
  return { ...real, randomInt: vi.fn(real.randomInt), timingSafeEqual: vi.fn(real.timingSafeEqual) }
})

const SECRET = 'unit-test-secret-0123456789'
const setup = () => {
  let now = 1_000_000
  const store = createMemoryStore()
  const otps = createOtpCodes({ store, secret: SECRET, now: () => now })
  return { store, otps, advance: (ms: number) => (now += ms) }
}
const codeOf = (fn: () => void): Promise<Record<string, unknown>> => {
  try {
    fn()
  } catch (e) {
    return (e as { res: Response }).res.json() as Promise<Record<string, unknown>>
  }
  return Promise.resolve({ ok: true })
}

describe('otpCodes', () => {
  it('the code is 6 digits from crypto.randomInt; the store keeps HMAC-SHA256(otpSecret, email|code), not the code', () => {
    const { store, otps } = setup()
    const code = otps.issue('login:a@example.com', 'a@example.com', 'dev-1')
    expect(code).toMatch(/^\d{6}$/)
    expect(crypto.randomInt).toHaveBeenCalledWith(0, 1_000_000)
    const record = store.otps.get('login:a@example.com')!
    const expected = crypto.createHmac('sha256', SECRET).update(`a@example.com|${code}`).digest('hex')
    expect(record.hash).toBe(expected)
    expect(record.hash).toBe(otpHash(SECRET, 'a@example.com', code).toString('hex'))
    expect(JSON.stringify(store.otps.entries())).not.toContain(`"${code}"`)
    expect(record).toMatchObject({ email: 'a@example.com', deviceId: 'dev-1', attempts: 0, locked: false })
  })

  it('a code is checked with crypto.timingSafeEqual', async () => {
    const { otps } = setup()
    const code = otps.issue('k', 'a@example.com')
    vi.mocked(crypto.timingSafeEqual).mockClear()
    expect(await codeOf(() => otps.verify('k', { email: 'a@example.com', code }))).toEqual({ ok: true })
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1)
    const [a, b] = vi.mocked(crypto.timingSafeEqual).mock.calls[0]!
    expect(Buffer.from(a as Uint8Array).toString('hex')).toBe(Buffer.from(b as Uint8Array).toString('hex'))
  })

  it('the right code works once; a wrong email with the right code is wrong', async () => {
    const { otps } = setup()
    const code = otps.issue('k', 'a@example.com')
    expect((await codeOf(() => otps.verify('k', { email: 'b@example.com', code }))).error).toBe('INVALID_OTP')
    expect(await codeOf(() => otps.verify('k', { email: 'a@example.com', code }))).toEqual({ ok: true })
    expect((await codeOf(() => otps.verify('k', { email: 'a@example.com', code }))).error).toBe('OTP_EXPIRED')
  })

  it(`§9 valid ${OTP_TTL_MS / 60_000} minutes; ${OTP_MAX_ATTEMPTS} wrong attempts void it`, async () => {
    const { otps, advance } = setup()
    const code = otps.issue('k', 'a@example.com')
    advance(OTP_TTL_MS)
    expect((await codeOf(() => otps.verify('k', { email: 'a@example.com', code }))).error).toBe('OTP_EXPIRED')
    const code2 = otps.issue('k', 'a@example.com')
    const wrong = code2 === '123456' ? '654321' : '123456'
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(await codeOf(() => otps.verify('k', { email: 'a@example.com', code: wrong })))
    expect(answers.map((a) => a.attemptsLeft ?? a.error)).toEqual([4, 3, 2, 1, 'OTP_LOCKED'])
    expect((await codeOf(() => otps.verify('k', { email: 'a@example.com', code: code2 }))).error).toBe(
      'OTP_LOCKED',
    )
    // a new code replaces the void one
    const code3 = otps.issue('k', 'a@example.com')
    expect(await codeOf(() => otps.verify('k', { email: 'a@example.com', code: code3 }))).toEqual({
      ok: true,
    })
  })
})
