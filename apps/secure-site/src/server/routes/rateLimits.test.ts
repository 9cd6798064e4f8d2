/**
 * The limits on mail (SPEC §9 and the contract): per email 10 mails an hour, per IP 30
 * `/email/connect` requests an hour, both sliding windows. Lowered here through `limits`.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../test/startTestSite.js'

let t: TestSite | undefined
afterEach(async () => {
  await t?.stop()
  t = undefined
})

describe('rate limits', () => {
  it('per email: the 4th mail within an hour (limit 3) is 429 RATE_LIMITED; an hour after the first it goes again', async () => {
    t = await startTestSite({ limits: { mailsPerEmailPerHour: 3, connectsPerIpPerHour: 100 } })
    const email = 'many@example.com'
    const connect = (deviceId = 'device-rate-1') => t!.api('/email/connect', { body: { email, deviceId } })
    for (let i = 0; i < 3; i++) {
      expect((await connect()).body).toEqual({ action: 'VERIFY_OTP' })
      t.advance(31_000)
    }
    const r = await connect()
    expect(r.status).toBe(429)
    // the first mail was 93 s ago: it leaves the window in 3600 - 93 s
    expect(r.body).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many emails: please try again after 3507 seconds',
      retryAfter: 3507,
    })
    expect(t.mail.messages()).toHaveLength(3)
    // another address is not limited by this one
    expect(
      (await t.api('/email/connect', { body: { email: 'few@example.com', deviceId: 'device-rate-1' } }))
        .status,
    ).toBe(200)
    t.advance(3507_000)
    expect((await connect()).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('per IP behind one proxy (TRUSTED_PROXIES=1): the 4th /email/connect within an hour (limit 3) is 429 RATE_LIMITED with Retry-After, whatever the email; another IP is not', async () => {
    t = await startTestSite({ limits: { connectsPerIpPerHour: 3 }, trustedProxies: 1 })
    // what the proxy sends: the client's X-Forwarded-For (forged or not) with the address it saw appended
    const from = (xff: string, email: string) =>
      t!.api('/email/connect', {
        body: { email, deviceId: 'device-rate-2' },
        headers: { 'x-forwarded-for': xff },
      })
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await from('10.0.0.1', email)).status).toBe(200)
    const r = await from('10.0.0.1', 'd@example.com')
    expect(r.status).toBe(429)
    expect(r.body).toMatchObject({ error: 'RATE_LIMITED', retryAfter: 3600 })
    expect(r.headers.get('retry-after')).toBe('3600')
    // issue 28: entries the client writes itself come first; the one the proxy appended counts
    for (const forged of ['10.0.0.2, 10.0.0.1', '203.0.113.9, not-an-ip, 10.0.0.1', '::1,10.0.0.1'])
      expect((await from(forged, 'e@example.com')).status, forged).toBe(429)
    // another client, whatever it forges on the left
    expect((await from('10.0.0.1, 10.0.0.2', 'd@example.com')).status).toBe(200)
    t.advance(3_600_000)
    expect((await from('10.0.0.1', 'e@example.com')).status).toBe(200)
  })

  it('per IP behind two proxies (TRUSTED_PROXIES=2): the entry the first proxy wrote counts, the forged ones left of it do not', async () => {
    t = await startTestSite({ limits: { connectsPerIpPerHour: 1 }, trustedProxies: 2 })
    // client → proxy 1 (appends the client) → proxy 2 (appends proxy 1) → the site (socket: proxy 2)
    const from = (xff: string, email: string) =>
      t!.api('/email/connect', {
        body: { email, deviceId: 'device-rate-4' },
        headers: { 'x-forwarded-for': xff },
      })
    expect((await from('198.51.100.7, 10.1.0.1', 'p@example.com')).status).toBe(200)
    expect((await from('1.2.3.4, 198.51.100.7, 10.1.0.1', 'q@example.com')).status).toBe(429)
    expect((await from('198.51.100.7, 198.51.100.8, 10.1.0.1', 'r@example.com')).status).toBe(200)
  })

  it('per IP without a proxy: the socket address counts, X-Forwarded-For is ignored', async () => {
    t = await startTestSite({ limits: { connectsPerIpPerHour: 2 } })
    const go = (email: string, ip: string) =>
      t!.api('/email/connect', {
        body: { email, deviceId: 'device-rate-3' },
        headers: { 'x-forwarded-for': ip },
      })
    expect((await go('f@example.com', '10.0.0.5')).status).toBe(200)
    expect((await go('g@example.com', '10.0.0.6')).status).toBe(200)
    expect((await go('h@example.com', '10.0.0.7')).body.error).toBe('RATE_LIMITED')
  })
})

describe('issue "Hardening, round two" 8: the mail limits count mailboxes', () => {
  it("§5 name+tag@ and gmail's dotted spellings wait for one 30 s cooldown and share one hour's mails; each mail goes, and each user is, as typed", async () => {
    t = await startTestSite({ limits: { mailsPerEmailPerHour: 3, connectsPerIpPerHour: 100 } })
    const connect = (email: string) =>
      t!.api('/email/connect', { body: { email, deviceId: 'device-mailbox-1' } })
    expect((await connect('ada@gmail.com')).body).toEqual({ action: 'VERIFY_OTP' })
    // the same inbox, spelled otherwise: the cooldown holds
    for (const email of ['ada+x@gmail.com', 'a.d.a@gmail.com', 'A.da+lab@GoogleMail.com']) {
      const r = await connect(email)
      expect({ email, status: r.status, error: r.body.error }).toEqual({
        email,
        status: 429,
        error: 'COOLDOWN',
      })
    }
    t.advance(31_000)
    expect((await connect('a.da+1@gmail.com')).body).toEqual({ action: 'VERIFY_OTP' })
    t.advance(31_000)
    expect((await connect('ada+2@googlemail.com')).body).toEqual({ action: 'VERIFY_OTP' })
    t.advance(31_000)
    // the 4th mail to that inbox within the hour (limit 3), whatever the spelling
    const fourth = await connect('a.d.a+3@gmail.com')
    expect(fourth.status).toBe(429)
    expect(fourth.body.error).toBe('RATE_LIMITED')
    // another inbox is not held: dots count at other hosts, and another host is another inbox
    expect((await connect('a.da@example.com')).status).toBe(200)
    expect((await connect('ada@example.com')).status).toBe(200)
    // each mail went to the address as typed
    expect(t.mail.messages().map((m) => m.to[0])).toEqual([
      'ada@gmail.com',
      'a.da+1@gmail.com',
      'ada+2@googlemail.com',
      'a.da@example.com',
      'ada@example.com',
    ])
    // and the user is the address as typed (lower-cased)
    const { code } = await t.codeFor('a.da+1@gmail.com')
    const otp = await t.api('/email/otp', {
      body: { email: 'a.da+1@gmail.com', deviceId: 'device-mailbox-1', otp: code },
    })
    expect(otp.status).toBe(200)
    const me = await t.api('/me', { token: otp.body.token as string })
    expect(me.body.email).toBe('a.da+1@gmail.com')
  })
})
