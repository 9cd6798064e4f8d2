/**
 * A rolling restart under a waiting person (issue 28, README "Operations"): the frame's device
 * approval wait runs on replica A; A is stopped (SIGTERM: it drains); a proxy in front still sends
 * the next poll to A once (refused), then to B. The frame's own code (createEmailLogin over
 * createSecureSiteApi, as in the browser) waits it out: the person opens the emailed link, which
 * lands on B, and the wait answers VERIFY_OTP with no error shown; the code B mails then signs in.
 */
import { describe, expect, it, vi } from 'vitest'
import { createEmailLogin } from '../frame/emailLogin.js'
import { createFrameSession } from '../frame/frameSession.js'
import { createFrameStorage } from '../frame/frameStorage.js'
import type { WalletKeysService } from '../frame/keys/walletKeys.js'
import type { ScreenHost } from '../frame/screens/screenHost.js'
import { createSecureSiteApi } from '../frame/secureSiteApi.js'
import { memoryStorage } from '../frame/testing/fakeSecureSite.js'
import { openTestDb } from './test/openTestDb.js'
import { startTestSite, type TestSite } from './test/startTestSite.js'

const sites: TestSite[] = []

const linkIn = (text: string) => /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1]

describe('a rolling restart while the frame waits for a device approval', () => {
  it('the drained long poll and the refused poll after it are waited out: VERIFY_OTP, then the code signs in', async () => {
    const db = await openTestDb()
    try {
      const limits = { connectsPerIpPerHour: 1000, deviceWaitMs: 20_000 }
      const a = await startTestSite({ db, limits })
      sites.push(a)
      const b = await startTestSite({ db, limits })
      sites.push(b)
      // one clock for both replicas
      b.advance(a.now() - b.now())
      const email = 'rolling@example.com'
      await a.login(email, 'device-rolling-1')
      b.advance(a.now() - b.now())

      // a proxy: A while it is up; the first request after A went away still goes there (the
      // proxy has not noticed yet), every later one to B
      let aGone = false
      let refusedOnce = false
      const routed: string[] = []
      const proxyFetch = (async (input: string | URL | Request, init?: RequestInit) => {
        const path = String(input)
        let target = a.url
        if (aGone && refusedOnce) target = b.url
        if (aGone && !refusedOnce) refusedOnce = true
        routed.push(`${target === a.url ? 'A' : 'B'} ${path}`)
        return fetch(`${target}${path}`, init)
      }) as typeof fetch

      const storage = createFrameStorage(() => memoryStorage())
      const api = createSecureSiteApi({ storage, fetch: proxyFetch })
      const walletKeys = { usable: vi.fn(async () => false) } as unknown as WalletKeysService
      const session = createFrameSession({ api, storage, walletKeys })
      const login = createEmailLogin({ api, storage, session, walletKeys, screens: {} as ScreenHost })

      const before = a.mail.messages().at(-1)
      expect(await login.connectEmail({ email })).toEqual({ action: 'VERIFY_DEVICE' })
      const linkMail = await a.mail.waitForMail({ to: email, subjectIncludes: 'Approve', after: before! })
      const link = linkIn(linkMail.text)!

      const waiting = login.connectDevice().then(
        (v) => v,
        (e: unknown) => e,
      )
      const deadline = Date.now() + 10_000
      while (a.site.lifecycle.inFlight() < 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20))
      expect(a.site.lifecycle.inFlight()).toBe(1)
      // SIGTERM to A: its wait answers "not yet" at once, it stops listening
      aGone = true
      await a.site.stop()

      // the person opens the link; the proxy sends it to B
      while (b.site.lifecycle.inFlight() < 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20))
      const page = await fetch(link.replace(a.url, b.url))
      expect(page.status).toBe(200)
      expect(await waiting).toEqual({ action: 'VERIFY_OTP' })
      expect(routed.filter((r) => r.endsWith('/api/v1/email/device/wait'))).toEqual([
        'A /api/v1/email/device/wait',
        'A /api/v1/email/device/wait',
        'B /api/v1/email/device/wait',
      ])

      // the code B mailed signs the new device in, through B
      const { code } = await b.codeFor(email)
      const signedIn = await api.verifyOtp({ email, deviceId: storage.deviceId(), otp: code })
      expect(signedIn.userId).toEqual(expect.any(String))
    } finally {
      for (const s of sites.splice(0)) await s.stop()
      await db.close()
    }
  }, 90_000)
})
