/**
 * Changing the email (SPEC §4 "Email update: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP, then
 * success with the new email"): a code to the current address, then one to the new address; the
 * old email then no longer signs in to that user, the new one does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../test/startTestSite.js'

let t: TestSite
beforeAll(async () => {
  t = await startTestSite({ limits: { connectsPerIpPerHour: 1000 } })
}, 60_000)
afterAll(() => t.stop())

const DEVICE = 'device-update-1'

describe('email update', () => {
  it('§4 VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP → the new email; the old email no longer leads to the user', async () => {
    const { token, userId } = await t.login('old@example.com', DEVICE)
    const last = t.mail.messages().at(-1)!
    const start = await t.api('/email/update', { token, body: { email: 'New@Example.com' } })
    expect(start.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await t.mail.waitForMail({
      to: 'old@example.com',
      subjectIncludes: 'Confirm your email change',
      after: last,
    })
    expect(primary.text).toContain('to new@example.com')
    const code1 = /^(\d{6}) /.exec(primary.text)![1]!

    // the second step cannot come first
    expect((await t.api('/email/update/secondary', { token, body: { otp: code1 } })).body.error).toBe(
      'OTP_EXPIRED',
    )
    const wrong = await t.api('/email/update/primary', {
      token,
      body: { otp: code1 === '999999' ? '999998' : '999999' },
    })
    expect(wrong.body).toMatchObject({ error: 'INVALID_OTP', attemptsLeft: 4 })

    const step2 = await t.api('/email/update/primary', { token, body: { otp: code1 } })
    expect(step2.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await t.mail.waitForMail({
      to: 'new@example.com',
      subjectIncludes: 'Confirm your new email',
    })
    const code2 = /^(\d{6}) /.exec(secondary.text)![1]!
    const done = await t.api('/email/update/secondary', { token, body: { otp: code2 } })
    expect(done.body).toEqual({ email: 'new@example.com' })
    expect((await t.api('/me', { token })).body).toMatchObject({ userId, email: 'new@example.com' })

    // the session on this device now connects with the new email
    expect(
      (await t.api('/email/connect', { body: { email: 'new@example.com', deviceId: DEVICE, token } })).body,
    ).toEqual({
      action: 'CONNECT',
    })
    // the new email signs in to the same user (a known device: a code, no link)
    t.advance(31_000)
    const again = await t.login('new@example.com', DEVICE)
    expect(again).toMatchObject({ userId, isNewUser: false })
    // the old email is a stranger now: a login makes a new, different user
    const old = await t.login('old@example.com', DEVICE)
    expect(old.isNewUser).toBe(true)
    expect(old.userId).not.toBe(userId)
  })

  it('an email of another account is 409 EMAIL_TAKEN; the same email is INVALID_EMAIL; no session is 401', async () => {
    await t.login('taken@example.com', DEVICE)
    const { token } = await t.login('mover@example.com', DEVICE)
    const taken = await t.api('/email/update', { token, body: { email: 'taken@example.com' } })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe('EMAIL_TAKEN')
    expect((await t.api('/email/update', { token, body: { email: 'mover@example.com' } })).body.error).toBe(
      'INVALID_EMAIL',
    )
    expect((await t.api('/email/update', { body: { email: 'x@example.com' } })).status).toBe(401)
    expect((await t.api('/email/update/primary', { body: { otp: '123456' } })).status).toBe(401)
  })

  it('§5 the change request keeps the 30 s cooldown of the current email', async () => {
    const { token } = await t.login('hasty@example.com', DEVICE)
    expect((await t.api('/email/update', { token, body: { email: 'hasty2@example.com' } })).status).toBe(200)
    t.advance(10_000)
    const r = await t.api('/email/update', { token, body: { email: 'hasty3@example.com' } })
    expect(r.body).toEqual({
      error: 'COOLDOWN',
      message: 'Please try again after 20 seconds',
      retryAfter: 20,
    })
  })
})
