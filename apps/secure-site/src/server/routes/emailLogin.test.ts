/**
 * Email login over real sockets (SPEC §4 "Email login", §5, §9): the codes go out through the real
 * nodemailer transport to a real mail catcher, and the test reads them there like a person would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../test/startTestSite.js'

let t: TestSite
beforeAll(async () => {
  t = await startTestSite({ limits: { connectsPerIpPerHour: 1000, mailsPerEmailPerHour: 1000 } })
}, 60_000)
afterAll(() => t.stop())

const DEVICE = 'device-aaaaaaaa'

describe('POST /api/v1/email/connect and /email/otp', () => {
  it('§4 a new email: VERIFY_OTP, the code arrives by mail, the code gives a session (isNewUser)', async () => {
    const r = await t.api('/email/connect', { body: { email: '  Ann@Example.COM ', deviceId: DEVICE } })
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ action: 'VERIFY_OTP' })
    const mail = await t.mail.waitForMail({ to: 'ann@example.com', timeoutMs: 5000 })
    expect(mail.subject).toBe('Your Portico login code')
    expect(mail.from).toBe('no-reply@localhost')
    const code = /^(\d{6}) is your Portico login code\./.exec(mail.text.split('\n')[0]!)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.html).toContain(`${code}</strong>`)

    const otp = await t.api('/email/otp', { body: { email: 'ann@example.com', deviceId: DEVICE, otp: code } })
    expect(otp.status).toBe(200)
    expect(otp.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: expect.any(String),
      isNewUser: true,
    })
    const me = await t.api('/me', { token: otp.body.token as string })
    expect(me.body).toEqual({ userId: otp.body.userId, email: 'ann@example.com', hasWallet: false })

    // §4 CONNECT: a live session of that email on that device needs no mail
    const sent = t.mail.messages().length
    const again = await t.api('/email/connect', {
      body: { email: 'ann@example.com', deviceId: DEVICE, token: otp.body.token },
    })
    expect(again.body).toEqual({ action: 'CONNECT' })
    expect(t.mail.messages()).toHaveLength(sent)

    // the code is used up
    t.advance(31_000)
    const reuse = await t.api('/email/otp', {
      body: { email: 'ann@example.com', deviceId: DEVICE, otp: code },
    })
    expect(reuse.body.error).toBe('OTP_EXPIRED')
    // a known user on a known device without a session: a code again, the same user
    const second = await t.login('ann@example.com', DEVICE)
    expect(second).toMatchObject({ userId: otp.body.userId, isNewUser: false })
  })

  it('§5 a second code within 30 s: Please try again after 25 seconds', async () => {
    const email = 'cool@example.com'
    expect((await t.api('/email/connect', { body: { email, deviceId: DEVICE } })).body.action).toBe(
      'VERIFY_OTP',
    )
    t.advance(5_000)
    const r = await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
    expect(r.status).toBe(429)
    expect(r.body).toEqual({
      error: 'COOLDOWN',
      message: 'Please try again after 25 seconds',
      retryAfter: 25,
    })
    expect(r.headers.get('retry-after')).toBe('25')
    t.advance(24_500)
    const late = await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
    expect(late.body).toMatchObject({
      error: 'COOLDOWN',
      message: 'Please try again after 1 seconds',
      retryAfter: 1,
    })
    // §5 the cooldown is per email: another address is not held back
    expect(
      (await t.api('/email/connect', { body: { email: 'other@example.com', deviceId: DEVICE } })).status,
    ).toBe(200)
    t.advance(500)
    expect((await t.api('/email/connect', { body: { email, deviceId: DEVICE } })).body).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('§9 a code is valid 10 minutes: at 9:59 it works, at 10:00 OTP_EXPIRED', async () => {
    const email = 'expiry@example.com'
    await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
    const { code, mail } = await t.codeFor(email)
    t.advance(10 * 60_000)
    const late = await t.api('/email/otp', { body: { email, deviceId: DEVICE, otp: code } })
    expect(late.status).toBe(400)
    expect(late.body).toMatchObject({ error: 'OTP_EXPIRED' })

    await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
    const fresh = await t.codeFor(email, mail)
    t.advance(10 * 60_000 - 1_000)
    const ok = await t.api('/email/otp', { body: { email, deviceId: DEVICE, otp: fresh.code } })
    expect(ok.status).toBe(200)
  })

  it('wrong codes: INVALID_OTP with attemptsLeft 4, 3, 2, 1; the 5th voids the code (OTP_LOCKED), even the right one then fails', async () => {
    const email = 'guess@example.com'
    t.advance(31_000)
    await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
    const { code } = await t.codeFor(email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (const left of [4, 3, 2, 1]) {
      const r = await t.api('/email/otp', { body: { email, deviceId: DEVICE, otp: wrong } })
      expect(r.status).toBe(400)
      expect(r.body).toEqual({
        error: 'INVALID_OTP',
        message: `Wrong code: ${left} attempt(s) left`,
        attemptsLeft: left,
      })
    }
    const fifth = await t.api('/email/otp', { body: { email, deviceId: DEVICE, otp: wrong } })
    expect(fifth.body.error).toBe('OTP_LOCKED')
    const right = await t.api('/email/otp', { body: { email, deviceId: DEVICE, otp: code } })
    expect(right.body.error).toBe('OTP_LOCKED')
  })

  it('a new code replaces the old one; a code sent for one device does not sign in another', async () => {
    const email = 'replace@example.com'
    t.advance(31_000)
    await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
    const first = await t.codeFor(email)
    t.advance(31_000)
    await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
    const second = await t.codeFor(email, first.mail)
    if (first.code !== second.code) {
      const old = await t.api('/email/otp', { body: { email, deviceId: DEVICE, otp: first.code } })
      expect(old.body.error).toBe('INVALID_OTP')
    }
    const elsewhere = await t.api('/email/otp', {
      body: { email, deviceId: 'device-elsewhere', otp: second.code },
    })
    expect(elsewhere.body.error).toBe('INVALID_OTP')
    const ok = await t.api('/email/otp', { body: { email, deviceId: DEVICE, otp: second.code } })
    expect(ok.status).toBe(200)
  })

  it('bodies: bad JSON, unknown fields, a wrong content type → 400 INVALID_REQUEST; a bad email → 400 INVALID_EMAIL', async () => {
    const bad = await t.api('/email/connect', { body: '{"email":' })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ error: 'INVALID_REQUEST', message: 'The body is not valid JSON' })
    const extra = await t.api('/email/connect', {
      body: { email: 'x@example.com', deviceId: DEVICE, admin: true },
    })
    expect(extra.status).toBe(400)
    expect(extra.body.error).toBe('INVALID_REQUEST')
    const plain = await t.api('/email/connect', {
      body: JSON.stringify({ email: 'x@example.com', deviceId: DEVICE }),
      headers: { 'content-type': 'text/plain' },
    })
    expect(plain.body.error).toBe('INVALID_REQUEST')
    for (const email of ['not-an-email', `${'a'.repeat(250)}@example.com`, 'a@b.co\r\nBcc: x@y.z', 42]) {
      const r = await t.api('/email/connect', { body: { email, deviceId: DEVICE } })
      expect(r.status).toBe(400)
      expect(r.body).toEqual({ error: 'INVALID_EMAIL', message: 'Enter a valid email address' })
    }
    const otp = await t.api('/email/otp', {
      body: { email: 'x@example.com', deviceId: DEVICE, otp: '12345' },
    })
    expect(otp.body.error).toBe('INVALID_REQUEST')
    const device = await t.api('/email/connect', { body: { email: 'x@example.com', deviceId: 'a b' } })
    expect(device.body.error).toBe('INVALID_REQUEST')
  })

  it('the API sends no CORS headers and is same-origin only (CORP); unknown routes are 404 NOT_FOUND', async () => {
    const r = await t.api('/me', { headers: { origin: 'http://evil.example' } })
    expect(r.status).toBe(401)
    expect(r.body.error).toBe('UNAUTHORIZED')
    expect(r.headers.get('access-control-allow-origin')).toBeNull()
    expect(r.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(r.headers.get('cache-control')).toBe('no-store')
    const pre = await fetch(`${t.url}/api/v1/email/connect`, { method: 'OPTIONS' })
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
    expect((await t.api('/nope')).body.error).toBe('NOT_FOUND')
  })
})
