/**
 * The email wallet's steps for the e2e files (issue 14): a lab page on `?config=email` that records
 * every message either side of the secure frame received, the codes and links read from the lab's
 * mail catcher, and the sign-up with the frame's recovery-code screen.
 */
import type { Frame } from 'playwright-core'
import { expect } from 'vitest'
import type { LabEnv } from '../../src/labEnv.js'
import { LabPage } from './LabPage.js'
import { launchChromiumProfile } from './launchChromium.js'
import type { LabBrowser } from './setupLabBrowser.js'

/** every message either side of the frame received, recorded from the first script of each frame */
export const RECORD_MESSAGES = `(() => {
  const log = (window.__porticoMessages = [])
  window.addEventListener('message', (e) => { try { log.push(JSON.stringify(e.data)) } catch { log.push(String(e.data)) } }, true)
})()`

let run = 0
export const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${run++}@example.com`

export const codeOf = (mail: { text: string }) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''

/** the steps, bound to the file's browser and the lab's parts */
export function emailSteps(
  chromium: LabBrowser,
  labUrl: string,
  labEnv: LabEnv,
  /** third-party cookies (and with them the frame's storage): allowed as in Chrome, or blocked as in incognito */
  cookies: 'allowed' | 'blocked',
  /** a script every lab page of these steps runs first (the replica test points the lab at its servers) */
  initScript?: string,
) {
  /** a lab page in a new browser profile (a new device); `config`: another email page of the lab */
  /** `keep`: the page outlives the test (a journey in several tests closes it itself) */
  async function openEmailLab(query = '', config = 'email', keep = false) {
    const ctx =
      cookies === 'allowed'
        ? await launchChromiumProfile({ thirdPartyCookies: 'allowed' })
        : await chromium.browser.newContext({ viewport: { width: 1280, height: 860 } })
    await ctx.addInitScript(RECORD_MESSAGES)
    if (initScript) await ctx.addInitScript(initScript)
    const lab = await LabPage.open(chromium.browser, labUrl, `${config}${query}`, ctx)
    if (!keep) chromium.cleanups.push(() => lab.close())
    return lab
  }

  function secureFrame(lab: LabPage): Frame {
    const frame = lab.page.frames().find((f) => f.url().startsWith(labEnv.secureSiteUrl!))
    if (!frame) throw new Error('the secure frame is not on the page')
    return frame
  }

  /** the newest mail to `to` whose subject has `subject`, newer than `after` */
  async function mailTo(to: string, subject: string, after = 0) {
    let found: { subject: string; text: string; date: string } | undefined
    await expect
      .poll(
        async () => {
          const res = await fetch(`${labEnv.mailUrl}/api/messages?to=${encodeURIComponent(to)}`)
          const list = (await res.json()) as { subject: string; text: string; date: string }[]
          found = list.find((m) => m.subject.includes(subject) && Date.parse(m.date) >= after)
          return Boolean(found)
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    return found!
  }

  async function submitEmail(lab: LabPage, email: string) {
    await lab.testId('connect-button').click()
    await lab.testId('email-input').fill(email)
    await lab.testId('email-submit').click()
  }

  /**
   * a new user: email → code from the inbox → the frame's recovery code screen → connected (then
   * the dialog closes, unless `thenView` opens in it: e.g. the sign-in view of a SIWX page)
   */
  async function signUp(lab: LabPage, email: string, thenView?: string) {
    const asked = Date.now() - 1000
    await submitEmail(lab, email)
    await lab.testId('email-otp-view').waitFor()
    const code = codeOf(await mailTo(email, 'login code', asked))
    await lab.testId('email-otp-input').fill(code)
    const frame = secureFrame(lab)
    await frame.getByTestId('frame-recovery-code').waitFor({ timeout: 20_000 })
    const recoveryCode = (await frame.getByTestId('frame-recovery-code').textContent())?.trim() ?? ''
    await frame.getByTestId('frame-recovery-saved').check()
    await frame.getByTestId('frame-recovery-continue').click()
    await lab.waitForText('lab-status', 'connected', 20_000)
    if (thenView) await lab.testId(thenView).waitFor({ timeout: 20_000 })
    else await lab.dialog.waitFor({ state: 'hidden' })
    return { recoveryCode }
  }

  async function messagesOf(lab: LabPage): Promise<string[]> {
    const all: string[] = []
    for (const f of lab.page.frames())
      all.push(
        ...((await f.evaluate(
          () => (window as { __porticoMessages?: string[] }).__porticoMessages ?? [],
        )) as string[]),
      )
    return all
  }

  return {
    openEmailLab,
    secureFrame,
    mailTo,
    codeOf,
    submitEmail,
    signUp,
    messagesOf,
    freshEmail,
  }
}
