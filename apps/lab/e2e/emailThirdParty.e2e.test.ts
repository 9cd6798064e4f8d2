/**
 * The email wallet with third-party cookies blocked (issue 14): Chromium then also denies the
 * cross-site frame its storage (localStorage and IndexedDB throw). The frame keeps its session and
 * its device share in memory instead: the login, the wallet and signing still work for the visit;
 * nothing falls back to a cookie or to the host page's storage (a reload asks to log in again).
 */
import { verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { emailSteps } from './support/emailSteps.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { openEmailLab, secureFrame, signUp, freshEmail } = emailSteps(chromium, labUrl, labEnv, 'blocked')

describe('the email wallet with third-party cookies blocked', () => {
  it('§4 log in and sign while the frame has no storage; no cookie is set', async () => {
    const lab = await openEmailLab()
    await signUp(lab, freshEmail('blocked'))
    const storage = await secureFrame(lab).evaluate(() => {
      try {
        localStorage.getItem('x')
        return 'available'
      } catch {
        return 'blocked'
      }
    })
    expect(storage).toBe('blocked')
    const address = (await lab.text('lab-address')) as `0x${string}`
    await lab.testId('lab-sign').click()
    await secureFrame(lab).getByTestId('frame-approve').click()
    await lab.waitForText('lab-signature-verified', 'valid', 20_000)
    const signature = (await lab.text('lab-signature')) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from Portico Lab', signature })).toBe(true)
    expect(await lab.context.cookies(labEnv.secureSiteUrl!)).toEqual([])
    lab.assertClean()
  })
})
