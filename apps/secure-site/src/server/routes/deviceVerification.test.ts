/**
 * Device verification (SPEC §4 "connect email yields VERIFY_DEVICE"): a known user on an unknown
 * device gets a link by mail; the frame's long poll answers as soon as the link is opened, then a
 * code is mailed and the new device signs in with it and is known from then on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../test/startTestSite.js'
import { devicePage } from './deviceApproveRoute.js'

let t: TestSite
beforeAll(async () => {
  t = await startTestSite({ limits: { connectsPerIpPerHour: 1000, deviceWaitMs: 1500 } })
}, 60_000)
afterAll(() => t.stop())

const linkIn = (text: string) => /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1]

describe('device verification', () => {
  it('§4 VERIFY_DEVICE: the link is mailed; opening it answers the wait at once, a code follows, the device signs in', async () => {
    const email = 'dev@example.com'
    const first = await t.login(email, 'device-known-1')
    const last = t.mail.messages().at(-1)
    const r = await t.api('/email/connect', { body: { email, deviceId: 'device-new-22' } })
    expect(r.body).toEqual({
      action: 'VERIFY_DEVICE',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
    const mail = await t.mail.waitForMail({
      to: email,
      subjectIncludes: 'Approve a new device',
      after: last!,
    })
    const link = linkIn(mail.text)!
    expect(link.startsWith(`${t.url}/device/approve?token=`)).toBe(true)
    expect(mail.html).toContain(`href="${link}"`)

    // before the link is opened the new device has no code to use
    const early = await t.api('/email/otp', { body: { email, deviceId: 'device-new-22', otp: '123456' } })
    expect(early.body.error).toBe('OTP_EXPIRED')

    const started = Date.now()
    const waiting = t.api('/email/device/wait', {
      body: { email, deviceId: 'device-new-22', requestId: r.body.requestId },
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await page.text()).toContain('Device approved')
    const wait = await waiting
    expect(wait.body).toEqual({ approved: true })
    expect(Date.now() - started).toBeLessThan(1400)

    // the code follows right away (no cooldown wait for this one)
    const { code } = await t.codeFor(email, mail)
    const otp = await t.api('/email/otp', { body: { email, deviceId: 'device-new-22', otp: code } })
    expect(otp.body).toMatchObject({ userId: first.userId, isNewUser: false })

    // a second wait does not mail another code; the device is known now: next time a code, no link
    const sent = t.mail.messages().length
    const again = await t.api('/email/device/wait', {
      body: { email, deviceId: 'device-new-22', requestId: r.body.requestId },
    })
    expect(again.body).toEqual({ approved: true })
    expect(t.mail.messages()).toHaveLength(sent)
    t.advance(31_000)
    expect((await t.api('/email/connect', { body: { email, deviceId: 'device-new-22' } })).body).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('the wait answers { approved: false } when the link is not opened in time; an expired request is DEVICE_TIMEOUT', async () => {
    const email = 'slow@example.com'
    await t.login(email, 'device-known-1')
    const r = await t.api('/email/connect', { body: { email, deviceId: 'device-other-3' } })
    expect(r.body.action).toBe('VERIFY_DEVICE')
    const body = { email, deviceId: 'device-other-3', requestId: r.body.requestId }
    expect((await t.api('/email/device/wait', { body })).body).toEqual({ approved: false })
    // another device or email cannot wait on this request
    const wrong = await t.api('/email/device/wait', { body: { ...body, deviceId: 'device-thief-9' } })
    expect(wrong.body.error).toBe('DEVICE_TIMEOUT')
    t.advance(10 * 60_000)
    const expired = await t.api('/email/device/wait', { body })
    expect(expired.status).toBe(400)
    expect(expired.body.error).toBe('DEVICE_TIMEOUT')
  })

  it('an unknown, malformed or expired link says so (400) and approves nothing', async () => {
    for (const token of ['x'.repeat(43), '<script>', '']) {
      const res = await fetch(`${t.url}/device/approve?token=${encodeURIComponent(token)}`)
      expect(res.status).toBe(400)
      const html = await res.text()
      expect(html).toContain('This link is not valid')
      expect(html).not.toContain('<script>')
    }
    const email = 'late@example.com'
    await t.login(email, 'device-known-1')
    const last = t.mail.messages().at(-1)!
    const r = await t.api('/email/connect', { body: { email, deviceId: 'device-late-4' } })
    const mail = await t.mail.waitForMail({ to: email, subjectIncludes: 'Approve', after: last })
    t.advance(10 * 60_000 + 1)
    expect((await fetch(linkIn(mail.text)!)).status).toBe(400)
    const wait = await t.api('/email/device/wait', {
      body: { email, deviceId: 'device-late-4', requestId: r.body.requestId },
    })
    expect(wait.body.error).toBe('DEVICE_TIMEOUT')
  })

  it('the approval page escapes every text', () => {
    const html = devicePage('<b>t</b>', 'for "a"@<x>.com & co')
    expect(html).toContain('&lt;b&gt;t&lt;/b&gt;')
    expect(html).toContain('for &quot;a&quot;@&lt;x&gt;.com &amp; co')
  })
})
