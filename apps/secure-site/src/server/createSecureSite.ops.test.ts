/**
 * The secure site as an operator runs it (issue 28, README "Operations"): one JSON log line per
 * request with a request id and nothing secret in any line, Prometheus metrics with the mails and
 * logins counted, /health and /ready, and a graceful drain in which the three long polls answer at
 * once with their "not yet" answer (the frame polls again, on another replica).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { SOCIAL_TEST_PAGE, startSocialTestSite } from './social/startSocialTestSite.js'
import { startTestSite, type TestSite } from './test/startTestSite.js'

let t: TestSite | undefined
afterEach(async () => {
  await t?.stop()
  t = undefined
})

const WALLET = {
  authShare: 'auth-share-AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA',
  recoveryShare: 'recovery-share-v1.iv_0123456789ab.ciphertext-QkNERUZH',
  addresses: {
    eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  },
}
const linkIn = (text: string) => /(http:\/\/\S+\/device\/approve\?token=([A-Za-z0-9_-]+))/.exec(text)

describe('logs (issue 28: pino JSON lines with a request id, nothing secret)', () => {
  it('one line per request with reqId, route and status; no address, code, session token, link token or share in any line', async () => {
    const lines: string[] = []
    t = await startTestSite({ log: (l) => lines.push(l), limits: { deviceWaitMs: 1000 } })
    const email = 'Private.Person+tag@example.com'
    const { token } = await t.login(email, 'device-log-1')
    const code = (await t.codeFor(email)).code
    expect((await t.api('/wallet', { token, body: WALLET })).status).toBe(201)
    expect((await t.api('/wallet/shares', { token })).body).toEqual({
      authShare: WALLET.authShare,
      recoveryShare: WALLET.recoveryShare,
    })
    // a second device: the emailed link carries a token in its query
    const before = t.mail.messages().at(-1)
    const r = await t.api('/email/connect', { body: { email, deviceId: 'device-log-2' } })
    const mail = await t.mail.waitForMail({ to: email, subjectIncludes: 'Approve', after: before! })
    const [link, linkToken] = linkIn(mail.text)!.slice(1)
    expect((await fetch(link!)).status).toBe(200)
    const waited = await t.api('/email/device/wait', {
      body: { email, deviceId: 'device-log-2', requestId: r.body.requestId },
      headers: { 'x-request-id': 'proxy-made-id-0001' },
    })
    expect(waited.body).toEqual({ approved: true })
    expect(waited.headers.get('x-request-id')).toBe('proxy-made-id-0001')
    const code2 = (await t.codeFor(email, mail)).code
    // a bad body is logged as its status only
    await t.api('/email/otp', { body: { email, deviceId: 'device-log-2', otp: 'nope' } })

    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    const requests = parsed.filter((l) => l.msg === 'request')
    expect(requests.length).toBe(8)
    for (const line of requests) {
      expect(line).toMatchObject({ level: 'info', server: 'secure-site' })
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(line.reqId).toEqual(expect.any(String))
      expect(line.status).toEqual(expect.any(Number))
      expect(line.route).toEqual(expect.any(String))
    }
    expect(requests.find((l) => l.path === '/device/approve')).toMatchObject({
      route: '/device/approve',
      status: 200,
    })
    expect(requests.find((l) => l.reqId === 'proxy-made-id-0001')).toMatchObject({
      route: '/api/v1/email/device/wait',
    })
    expect(requests.map((l) => l.status)).toContain(400)
    const all = lines.join('\n')
    for (const secret of [
      email,
      email.toLowerCase(),
      'private.person',
      code,
      code2,
      token,
      linkToken!,
      WALLET.authShare,
      WALLET.recoveryShare,
    ])
      expect(all).not.toContain(secret)
  }, 60_000)
})

describe('metrics, /health, /ready (issue 28)', () => {
  it('/metrics counts requests by route, mails by kind and logins by method; with METRICS_TOKEN only for its bearer', async () => {
    t = await startTestSite({ metricsToken: 'scrape-token-0123456789' })
    await t.login('count@example.com', 'device-metrics-1')
    await t.api('/email/connect', { body: { email: 'count2@example.com', deviceId: 'device-metrics-1' } })
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401)
    const res = await fetch(`${t.url}/metrics`, {
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain(
      'http_requests_total{method="POST",route="/api/v1/email/connect",status="200",server="secure-site"} 2',
    )
    expect(text).toContain('portico_mails_sent_total{kind="login-code",server="secure-site"} 2')
    expect(text).toContain('portico_logins_total{method="email",server="secure-site"} 1')
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",server="secure-site",method="POST"/,
    )
    expect(text).not.toContain('count@example.com')
  }, 60_000)

  it('/health answers while the process runs; /ready 200 with the database reachable and migrated', async () => {
    t = await startTestSite()
    const health = await fetch(`${t.url}/health`)
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }])
    const ready = await fetch(`${t.url}/ready`)
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }])
    expect(ready.headers.get('cache-control')).toBe('no-store')
    // a database that lost the site's migrations (restored from an older dump) is not ready
    await t.db.query("delete from portico_migrations where scope = 'secure-site' and id = 1")
    const stale = await fetch(`${t.url}/ready`)
    expect(stale.status).toBe(503)
    expect(await stale.json()).toMatchObject({
      status: 'not ready',
      failed: [expect.stringMatching(/^migrations/)],
    })
  }, 60_000)
})

describe('graceful drain (issue 28)', () => {
  it('on stop the three long polls answer at once with their "not yet" answer and Connection: close; the site stops accepting', async () => {
    const FARCASTER_IDREGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
    const s = await startSocialTestSite({
      limits: { connectsPerIpPerHour: 1000, deviceWaitMs: 25_000 },
      // never asked here: the channel is never answered
      farcaster: { rpcUrl: 'http://127.0.0.1:9/rpc', idRegistry: FARCASTER_IDREGISTRY },
    })
    t = s
    // a device waiting for its link
    const email = 'drain@example.com'
    await s.login(email, 'device-drain-1')
    const connect = await s.api('/email/connect', { body: { email, deviceId: 'device-drain-2' } })
    expect(connect.body.action).toBe('VERIFY_DEVICE')
    // a social login waiting for the provider's answer
    const social = await s.start('github')
    // a Farcaster channel waiting for the app
    const channel = await s.api('/farcaster/channel', {
      body: {
        deviceId: 'device-drain-3',
        projectId: SOCIAL_TEST_PAGE.projectId,
        domain: new URL(SOCIAL_TEST_PAGE.origin).host,
        uri: SOCIAL_TEST_PAGE.origin,
      },
    })
    expect(channel.status).toBe(201)

    const polls = [
      s.api('/email/device/wait', {
        body: { email, deviceId: 'device-drain-2', requestId: connect.body.requestId },
      }),
      s.complete(social),
      s.api('/farcaster/channel/status', {
        body: { channelToken: channel.body.channelToken, deviceId: 'device-drain-3' },
      }),
    ]
    const deadline = Date.now() + 10_000
    while (s.site.lifecycle.inFlight() < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(s.site.lifecycle.inFlight()).toBe(3)

    const started = Date.now()
    const stopped = s.site.stop()
    const answers = await Promise.all(polls)
    const answeredMs = Date.now() - started
    await stopped
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { approved: false }],
      [200, { pending: true }],
      [200, { state: 'pending' }],
    ])
    for (const a of answers) expect(a.headers.get('connection')).toBe('close')
    // at once, not after the 25 s of a long poll
    expect(answeredMs).toBeLessThan(3_000)
    expect(s.site.lifecycle.isDraining).toBe(true)
    await expect(fetch(`${s.url}/health`)).rejects.toThrow()
  }, 90_000)
})
