/**
 * A click must land where the person aimed: controls never move when content arrives after the
 * dialog opened (registry wallets on the Connect view, tokens and profile on the Account view).
 * The root cause of the clicks the suite lost (docs/architecture.md "Flaky clicks"): the card was
 * centred, so every row moved by half of any growth, between Playwright's stability check and
 * its mouse events just as under a person's pointer. Here the late content is held back by the
 * test and released once the target is in place, so the movement is measured, not raced.
 * The secure frame's controls (issue 27): a press counts the moment they can be pressed, and
 * a press held while the view slides in still counts (the page places the frame only where it
 * stays, and the frame's screens take pointer input only once placed and still).
 */
import type { Page, Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { emailSteps } from './support/emailSteps.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()

/** holds every request matching `pattern` until `release()` */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = []
  let released = false
  await page.route(pattern, (route) => {
    if (released) return route.continue()
    held.push(route)
  })
  return {
    count: () => held.length,
    release: async () => {
      released = true
      for (const r of held.splice(0)) await r.continue()
    },
  }
}

const top = async (lab: LabPage, id: string) => (await lab.testId(id).boundingBox())?.y

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 860 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  describe(`controls stay under the pointer (${device})`, () => {
    it('Connect: the installed wallet does not move when the registry wallets arrive', async () => {
      const context = await chromium.browser.newContext({ viewport })
      const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
      chromium.cleanups.push(() => lab.close())
      const registry = await holdRequests(lab.page, `${env.apiUrl}/getWallets**`)
      await lab.testId('connect-button').click()
      await lab.testId('wallet-dev.portico.labwallet').waitFor()
      await expect.poll(() => registry.count()).toBeGreaterThan(0)
      await lab.page.waitForTimeout(300) // the open animation is over
      const before = await top(lab, 'wallet-dev.portico.labwallet')
      await registry.release()
      await lab.dialog.locator('[data-testid^="wallet-registry-"]').first().waitFor()
      await lab.page.waitForTimeout(300) // the height transition is over
      expect(await top(lab, 'wallet-dev.portico.labwallet')).toBe(before)
      lab.assertClean()
    })

    it('Account: the network button does not move when the tokens and the profile arrive', async () => {
      const context = await chromium.browser.newContext({ viewport })
      const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
      chromium.cleanups.push(() => lab.close())
      await lab.connectLabWallet()
      const api = await holdRequests(lab.page, `${env.apiUrl}/v1/**`)
      await lab.testId('connect-button').click()
      await lab.testId('account-network').waitFor()
      await expect.poll(() => api.count()).toBeGreaterThan(0)
      await lab.page.waitForTimeout(300)
      const before = await top(lab, 'account-network')
      await api.release()
      await lab.testId('token-ETH').waitFor()
      await lab.page.waitForTimeout(300)
      expect(await top(lab, 'account-network')).toBe(before)
      lab.assertClean()
    })
  })
}

/** the lab wallet connected, the Send form filled with a valid transfer */
async function openSendForm(): Promise<LabPage> {
  const lab = await LabPage.open(chromium.browser, labUrl)
  chromium.cleanups.push(() => lab.close())
  await lab.connectLabWallet()
  await lab.testId('connect-button').click()
  await lab.testId('account-action-send').click()
  await lab.testId('send-token').waitFor()
  await lab.testId('send-amount').fill('0.01')
  await lab.testId('send-to').fill('0x00000000000000000000000000000000000000b0')
  return lab
}

describe('a click on a control the body is still growing to show', () => {
  // Found by the 10-run e2e loop (docs/architecture.md "Flaky clicks"): content grew under the
  // Send form while the body's height was mid-transition, so Review was cut off; bringing it into
  // view (Playwright does before a click, a keyboard focus does too) scrolled the body, which
  // overflow: hidden allows; as the body went on growing its scroll offset shrank back to 0 and
  // the form slid down under the pointer between mousedown and mouseup: no click. Here the
  // transition is held still, then let go while the button is held down, as a person holds it.
  it('Send: Review pressed while it is cut off still reviews', async () => {
    const lab = await openSendForm()
    await lab.page.waitForTimeout(300) // every transition is over
    // from now on the body's height transition stands still at its start
    const cdp = await lab.context.newCDPSession(lab.page)
    await cdp.send('Animation.enable')
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
    // content arrives above Review (24 px): the body keeps its old height, Review is cut off
    await lab.page.evaluate(() => {
      const root = document.querySelector('[data-portico-root]')?.shadowRoot
      const late = document.createElement('div')
      late.style.height = '24px'
      root?.querySelector('[data-testid="send-review"]')?.before(late)
    })
    await lab.page.waitForTimeout(100)
    const body = lab.dialog.locator('.pt-body')
    const review = lab.testId('send-review')
    const bodyBox = await body.boundingBox()
    const cut = await review.boundingBox()
    expect(cut!.y + cut!.height).toBeGreaterThan(bodyBox!.y + bodyBox!.height)
    // what a click or a keyboard focus does first: bring the control into view
    await review.scrollIntoViewIfNeeded()
    const box = await review.boundingBox()
    await lab.page.mouse.move(box!.x + 40, box!.y + 8)
    await lab.page.mouse.down()
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
    await lab.page.waitForTimeout(300) // held while the body finishes growing
    await lab.page.mouse.up()
    await lab.testId('send-preview').waitFor({ timeout: 5_000 })
    expect(await body.evaluate((el) => el.scrollTop)).toBe(0)
    lab.assertClean()
  })

  // Found the same way: after a declined signature the toast slides in over the Edit button at
  // the bottom of the review; a press that started on Edit ended on the toast and no click fired.
  it('Send: Edit under the "Signature declined" toast still edits', async () => {
    const lab = await openSendForm()
    await lab.testId('send-review').click()
    await lab.testId('send-confirm').click()
    await lab.reject()
    const toast = lab.testId('portico-toast')
    await toast.waitFor()
    await lab.page.waitForTimeout(300) // the toast has slid in
    const [t, edit] = [await toast.boundingBox(), await lab.testId('send-edit').boundingBox()]
    const cx = edit!.x + edit!.width / 2
    const cy = edit!.y + edit!.height / 2
    // the toast is over the middle of Edit
    expect(cx > t!.x && cx < t!.x + t!.width && cy > t!.y && cy < t!.y + t!.height).toBe(true)
    // a person's click where Edit is, while the toast is there (no waiting for it to go)
    await lab.page.mouse.click(cx, cy)
    await lab.testId('send-form').waitFor()
    lab.assertClean()
  })
})

const { openEmailLab, secureFrame, mailTo, codeOf, submitEmail, signUp, freshEmail } = emailSteps(
  chromium,
  labUrl,
  env,
  'allowed',
)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The page point of a control in the secure frame as soon as a person could press it: what
 * Playwright checks before a click (the control enabled and hit at its centre inside the frame,
 * the frame hit there on the page), polled without Playwright's pauses between tries.
 */
async function pressable(lab: LabPage, testId: string): Promise<{ x: number; y: number }> {
  const frame = secureFrame(lab)
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    // (the frame's viewport is empty while the page hides it: nothing is hit there)
    const inFrame = await frame.waitForFunction(
      (id) => {
        const el = document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)
        if (!el || el.disabled) return null
        const r = el.getBoundingClientRect()
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2]
        const hit = document.elementFromPoint(x, y)
        return hit && el.contains(hit) ? { x, y } : null
      },
      testId,
      { polling: 'raf', timeout: 20_000 },
    )
    const onPage = await lab.page.evaluate(
      ({ x, y }) => {
        const iframe = document.getElementById('w3m-iframe')!
        const r = iframe.getBoundingClientRect()
        const at = { x: r.left + x, y: r.top + y }
        return document.elementFromPoint(at.x, at.y) === iframe ? at : null
      },
      (await inFrame.jsonValue())!,
    )
    if (onPage) return onPage
  }
  throw new Error(`${testId} never became pressable`)
}

/** a new person up to the code: the frame's recovery-code screen comes once the code is in */
async function upToTheCode(): Promise<{ lab: LabPage; code: string }> {
  const lab = await openEmailLab()
  const email = freshEmail('press')
  const asked = Date.now() - 1000
  await submitEmail(lab, email)
  await lab.testId('email-otp-view').waitFor()
  return { lab, code: codeOf(await mailTo(email, 'login code', asked)) }
}

describe('a press on the secure frame counts the moment it can be pressed (issue 27)', () => {
  // The page shows the secure site's frame over the dialog's slot. A click made as soon as the
  // control could be pressed (the frame placed on the page, the control enabled and hit in the
  // frame) reached the page, not the frame: the browser routes input by what it last drew, which
  // lags behind the page (the frame's first paint; far more on a busy machine). The CI failure:
  // mousedown on the iframe element, "I saved it" never checked. Without the fix this failed in 5
  // of 6 runs here; the test after it (the slide-in held still) fails every time.
  it('recovery-save: "I saved it" clicked as soon as it is pressable is checked', async () => {
    const { lab, code } = await upToTheCode()
    await lab.testId('email-otp-input').fill(code)
    const at = await pressable(lab, 'frame-recovery-saved')
    await lab.page.mouse.click(at.x, at.y)
    await expect.poll(() => secureFrame(lab).getByTestId('frame-recovery-saved').isChecked()).toBe(true)
    lab.assertClean()
  })

  // The view slides in for 150 ms; the page moved the frame with it every animation frame, so a
  // press that began on the checkbox (20 px wide) ended 16 px further: no click. Here the slide is
  // held still (Animation domain), then let go while the button is held down, as a person holds it.
  it('recovery-save: "I saved it" pressed while the view slides in is checked', async () => {
    const { lab, code } = await upToTheCode()
    const cdp = await lab.context.newCDPSession(lab.page)
    await cdp.send('Animation.enable')
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 })
    await lab.testId('email-otp-input').fill(code)
    await lab.testId('embedded-frame-slot').waitFor({ timeout: 20_000 })
    // the slide-in stands still at its start for a second, then plays
    const released = sleep(1000).then(() => cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }))
    const at = await pressable(lab, 'frame-recovery-saved')
    await lab.page.mouse.move(at.x, at.y)
    await lab.page.mouse.down()
    await released
    await sleep(300) // held while the view finishes sliding in
    await lab.page.mouse.up()
    await expect.poll(() => secureFrame(lab).getByTestId('frame-recovery-saved').isChecked()).toBe(true)
    lab.assertClean()
  })

  // Approve waits until the frame has been visible for 600 ms; Reject took clicks at once, so its
  // first click met the same gap (issue 15's lost Reject, which the tests' clickInFrame waited out).
  // Without the fix this failed in 2 of 6 runs here.
  it('approve: Reject clicked as soon as it is pressable rejects', async () => {
    const lab = await openEmailLab()
    await signUp(lab, freshEmail('reject'))
    await lab.testId('lab-sign').click()
    const at = await pressable(lab, 'frame-reject')
    await lab.page.mouse.click(at.x, at.y)
    // SPEC §4: a rejected request closes the dialog; the lab shows the rejection
    await lab.dialog.waitFor({ state: 'hidden', timeout: 5_000 })
    await lab.testId('lab-sign-error').waitFor()
    lab.assertClean()
  })
})
