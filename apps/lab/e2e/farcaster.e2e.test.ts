/**
 * Sign In With Farcaster end to end on local parts (issue 15): the lab's `?config=farcaster`, the
 * secure site's relay channel, the devnet's ID registry; the test plays the Farcaster app
 * (`createFarcasterApp`: an fid registered to a custody key, the SIWF message signed with it and
 * posted to the relay). SPEC §2 ConnectingFarcaster and its back rule, §3 farcasterUrl.
 */
import { createFarcasterApp } from '@portico/testing/node'
import { describe, expect, inject, it } from 'vitest'
import { emailSteps } from './support/emailSteps.js'
import type { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { openEmailLab, secureFrame } = emailSteps(chromium, labUrl, labEnv, 'allowed')

const farcasterApp = (username: string) =>
  createFarcasterApp({
    rpcUrl: labEnv.chains[0]!.rpcUrl,
    idRegistry: labEnv.idRegistry!,
    relayUrl: `${labEnv.secureSiteUrl}/api/v1/farcaster`,
    username,
  })

/** the Connect view's Farcaster button → ConnectingFarcaster with its channel's link */
async function openFarcaster(lab: LabPage): Promise<string> {
  if (!(await lab.dialog.isVisible())) await lab.testId('connect-button').click()
  await lab.testId('social-farcaster').click()
  await lab.testId('farcaster-open').waitFor({ timeout: 20_000 })
  const url = (await lab.testId('farcaster-view').getAttribute('data-url')) ?? ''
  expect(await lab.testId('farcaster-open').getAttribute('href')).toBe(url)
  await lab.testId('farcaster-qr').waitFor()
  return url
}

/** the Farcaster app signs `username` in on the channel at `url`, the recovery code is kept →
 * connected; the username the page's Portico then holds (SPEC §3 user.username) */
async function signInWithFarcaster(lab: LabPage, url: string, username: string) {
  await farcasterApp(username).signIn(url)
  const frame = secureFrame(lab)
  await frame.getByTestId('frame-recovery-code').waitFor({ timeout: 20_000 })
  await frame.getByTestId('frame-recovery-saved').check()
  await frame.getByTestId('frame-recovery-continue').click()
  await lab.waitForText('lab-status', 'connected', 20_000)
  return lab.page.evaluate(
    () =>
      (
        window as unknown as {
          portico: { getState(): { accounts: { eip155?: { user?: { username?: string } } } } }
        }
      ).portico.getState().accounts.eip155?.user?.username,
  )
}

describe('Sign In With Farcaster (issue 15)', () => {
  it('§2 ConnectingFarcaster: the QR and link of a relay channel; the Farcaster app signs with the custody key → connected', async () => {
    const lab = await openEmailLab('', 'farcaster')
    const url = await openFarcaster(lab)
    expect(url).toMatch(/channelToken=/)
    await signInWithFarcaster(lab, url, `lab${Date.now().toString(36)}`)
    expect(lab.offHost).toEqual([])
  })

  it('issue "Hardening, round two" 2: a sign-in meant for evil.example logs nobody in: its channel is refused, and its message does not complete the lab\'s', async () => {
    // the attacker asks the lab's secure site for a channel for its own site, as the issue did
    const victim = farcasterApp(`victim${Date.now().toString(36)}`)
    const attack = async (body: Record<string, unknown>) => {
      const res = await fetch(`${labEnv.secureSiteUrl}/api/v1/farcaster/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deviceId: 'device-evil-example-1', ...body }),
      })
      const ch = (await res.json()) as Record<string, string>
      if (res.status !== 201) return { status: res.status, error: ch.error }
      // the person approves "evil.example wants you to sign in" in the Farcaster app
      await victim.signIn(ch.url!)
      const polled = await fetch(`${labEnv.secureSiteUrl}/api/v1/farcaster/channel/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channelToken: ch.channelToken, deviceId: 'device-evil-example-1' }),
      })
      const session = (await polled.json()) as { token?: string }
      const me = session.token
        ? await fetch(`${labEnv.secureSiteUrl}/api/v1/me`, {
            headers: { authorization: `Bearer ${session.token}` },
          })
        : undefined
      return { status: res.status, session: Boolean(session.token), me: me?.status }
    }
    expect(await attack({ domain: 'evil.example' })).toEqual({ status: 400, error: 'INVALID_REQUEST' })
    expect(
      await attack({ projectId: 'portico-lab', domain: 'evil.example', uri: 'https://evil.example' }),
    ).toEqual({
      status: 403,
      error: 'ORIGIN_NOT_ALLOWED',
    })

    // the person on the lab: a message the Farcaster app signed for evil.example (or its URI) does
    // not complete the lab's channel; the dialog says so and nothing is connected
    const lab = await openEmailLab('', 'farcaster')
    for (const overrides of [{ domain: 'evil.example' }, { uri: 'https://evil.example' }]) {
      const url = await openFarcaster(lab)
      expect(new URL(url).searchParams.get('domain')).toBe(new URL(labUrl).host)
      expect(new URL(url).searchParams.get('siweUri')).toBe(new URL(labUrl).origin)
      expect((await victim.signIn(url, overrides)).status).toBe(201)
      const problem = lab.testId('farcaster-problem')
      await problem.waitFor({ timeout: 20_000 })
      expect(await problem.getAttribute('data-code')).toBe('FARCASTER_INVALID')
      expect(await lab.text('lab-status')).not.toBe('connected')
      await lab.testId('portico-back').click()
      await lab.testId('social-farcaster').waitFor()
    }
    expect(lab.offHost).toEqual([])
  })

  it('§2 back from ConnectingFarcaster without an address: the farcaster url is cleared and the embedded wallet reloads (100 ms); the old channel no longer signs anyone in', async () => {
    const lab = await openEmailLab('', 'farcaster')
    const first = await openFarcaster(lab)
    const reloads = lab.page.waitForEvent('framenavigated', {
      predicate: (f) => f.url().startsWith(`${labEnv.secureSiteUrl}/frame`),
      timeout: 5_000,
    })
    await lab.testId('portico-back').click()
    await lab.testId('social-farcaster').waitFor()
    const farcasterUrl = await lab.page.evaluate(
      () =>
        (
          window as unknown as {
            portico: { getState(): { features: { email?: { farcasterUrl?: string } } } }
          }
        ).portico.getState().features.email?.farcasterUrl ?? null,
    )
    expect(farcasterUrl).toBeNull()
    await reloads
    // the app answers the abandoned channel: nobody is signed in on this page
    await farcasterApp(`gone${Date.now().toString(36)}`)
      .signIn(first)
      .catch(() => undefined)
    // a new channel works after the reload
    const second = await openFarcaster(lab)
    expect(second).not.toBe(first)
    const backName = `back${Date.now().toString(36)}`
    const username = await signInWithFarcaster(lab, second, backName)
    // the person of the new channel, not the abandoned one's (SPEC §3 user.username)
    expect(username).toBe(backName)
  })

  it("§2 back from ConnectingFarcaster and Farcaster again at once, before the 100 ms reload: the new channel is the reloaded frame's and the Farcaster app signs the person in", async () => {
    const lab = await openEmailLab('', 'farcaster')
    const first = await openFarcaster(lab)
    const reloads = lab.page.waitForEvent('framenavigated', {
      predicate: (f) => f.url().startsWith(`${labEnv.secureSiteUrl}/frame`),
      timeout: 5_000,
    })
    // a person's quick second pick, made certain: Back, then Farcaster in the same task (React
    // commits the Connect view in a microtask), so the reload's 100 ms timer cannot have run yet
    const picked = await lab.page.evaluate(async () => {
      const find = (id: string): HTMLElement | null => {
        const host = document.querySelector('[data-portico-root]')
        return host?.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null
      }
      find('portico-back')?.click()
      // any timer that runs before the second click (the reload's would be one) sets this
      let timerRan = false
      setTimeout(() => {
        timerRan = true
      }, 0)
      for (let i = 0; i < 100 && !find('social-farcaster'); i++) await Promise.resolve()
      const farcaster = find('social-farcaster')
      farcaster?.click()
      return { clicked: Boolean(farcaster), timerRan }
    })
    expect(picked).toEqual({ clicked: true, timerRan: false })
    // SPEC §2's reload still comes, after the second pick
    await reloads
    await lab.testId('farcaster-open').waitFor({ timeout: 20_000 })
    const second = (await lab.testId('farcaster-view').getAttribute('data-url')) ?? ''
    expect(second).toMatch(/channelToken=/)
    expect(second).not.toBe(first)
    const name = `quick${Date.now().toString(36)}`
    expect(await signInWithFarcaster(lab, second, name)).toBe(name)
    expect(lab.offHost).toEqual([])
  })
})
