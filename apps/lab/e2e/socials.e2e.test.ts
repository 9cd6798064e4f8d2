/**
 * Social login end to end on local parts (issue 15): the lab's `?config=socials`, the popup on the
 * click, the local identity providers' consent pages (oidc-provider playing Google, fakes of
 * GitHub, Discord, X, Facebook and Apple), the secure site's callback and hand-off, the frame's
 * PKCE and wallet step. SPEC §1 social login, §5 providers, §9; no request leaves 127.0.0.1 or
 * localhost (LabPage aborts and records any).
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { emailSteps } from './support/emailSteps.js'
import type { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { openEmailLab, secureFrame } = emailSteps(chromium, labUrl, labEnv, 'allowed')

const stateOf = (lab: LabPage) =>
  lab.page.evaluate(() => {
    const s = (
      window as unknown as {
        portico: {
          getState(): {
            accounts: Record<
              string,
              { status: string; address?: string; user?: { email?: string; username?: string } }
            >
          }
        }
      }
    ).portico.getState()
    return { eip155: s.accounts.eip155, solana: s.accounts.solana }
  })

/** clicks the provider's button; the popup it opened on the click */
async function openProvider(lab: LabPage, provider: string): Promise<Page> {
  await lab.testId('connect-button').click()
  const popup = lab.page.context().waitForEvent('page')
  await lab.testId(`social-${provider}`).click()
  return popup
}

/** a first sign-in makes the wallet: the frame's recovery code screen */
async function saveRecoveryCode(lab: LabPage) {
  // after the redirect mode's return the page makes its frame anew
  await expect
    .poll(() => lab.page.frames().some((f) => f.url().startsWith(labEnv.secureSiteUrl!)), { timeout: 20_000 })
    .toBe(true)
  const frame = secureFrame(lab)
  await frame.getByTestId('frame-recovery-code').waitFor({ timeout: 20_000 })
  await frame.getByTestId('frame-recovery-saved').check()
  await frame.getByTestId('frame-recovery-continue').click()
}

describe('social login (issue 15)', () => {
  it.each(['google', 'github', 'discord', 'x', 'facebook', 'apple'])(
    '§1 %s: the popup opens on the click, the provider’s consent → the wallet on eip155 and solana',
    async (provider) => {
      const lab = await openEmailLab('', 'socials')
      const popup = await openProvider(lab, provider)
      // listening before the click: the popup may close before the click's promise settles
      const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout: 20_000 })
      await popup.getByTestId('idp-continue').click()
      await closed
      await saveRecoveryCode(lab)
      await lab.waitForText('lab-status', 'connected', 20_000)
      const { eip155, solana } = await stateOf(lab)
      expect(eip155?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(solana?.status).toBe('connected')
      // X gives no email; the others a verified one
      if (provider !== 'x') expect(eip155?.user?.email).toMatch(/@/)
      expect(lab.offHost).toEqual([])
    },
  )

  it('§1 the popup closed by the person: back with a clear message, and a retry works', async () => {
    const lab = await openEmailLab('', 'socials')
    const popup = await openProvider(lab, 'github')
    await popup.getByTestId('idp-continue').waitFor()
    await popup.close()
    await lab.testId('social-problem').waitFor({ timeout: 10_000 })
    expect(await lab.testId('social-problem').getAttribute('data-code')).toBe('SOCIAL_CANCELLED')
    expect(await lab.text('social-problem')).toMatch(/window was closed/)
    const again = lab.page.context().waitForEvent('page')
    await lab.testId('social-retry').click()
    const second = await again
    // another GitHub account than the first test's (that one has a wallet: a new device asks for its recovery code)
    const tag = Date.now().toString(36)
    await second.getByTestId('idp-username').fill(`octo-${tag}`)
    await second.getByTestId('idp-email').fill(`octo-${tag}@example.com`)
    await second.getByTestId('idp-continue').click()
    await saveRecoveryCode(lab)
    await lab.waitForText('lab-status', 'connected', 20_000)
  })

  it('§1 redirect mode (an in-app browser, where popups fail): the provider in this tab, back to the page, connected', async () => {
    const lab = await openEmailLab('', 'socials')
    const cdp = await lab.page.context().newCDPSession(lab.page)
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/156.0.0.0 Mobile Safari/537.36 Instagram 300.0.0.0',
    })
    await lab.goto('socials')
    const pages = lab.page.context().pages().length
    await lab.testId('connect-button').click()
    await lab.testId('social-github').click()
    // the provider's page in this tab, no popup
    await lab.page.getByTestId('idp-continue').waitFor({ timeout: 20_000 })
    expect(lab.page.context().pages()).toHaveLength(pages)
    const tag = Date.now().toString(36)
    await lab.page.getByTestId('idp-username').fill(`redirect-${tag}`)
    await lab.page.getByTestId('idp-email').fill(`redirect-${tag}@example.com`)
    await lab.page.getByTestId('idp-continue').click()
    await lab.page.waitForURL((u) => u.href.startsWith(labUrl), { timeout: 20_000 })
    await saveRecoveryCode(lab)
    await lab.waitForText('lab-status', 'connected', 20_000)
    // the answer's fragment left the address bar; the page's own query stayed
    expect(new URL(lab.page.url()).hash).toBe('')
    expect(new URL(lab.page.url()).searchParams.get('config')).toBe('socials')
    const { eip155 } = await stateOf(lab)
    expect(eip155?.user?.email).toBe(`redirect-${tag}@example.com`)
  })

  it('§1 cancelled at the provider: the dialog says so; a forged callback (wrong state) is refused', async () => {
    const lab = await openEmailLab('', 'socials')
    const popup = await openProvider(lab, 'discord')
    await popup.getByTestId('idp-cancel').click()
    await lab.testId('social-problem').waitFor({ timeout: 10_000 })
    expect(await lab.testId('social-problem').getAttribute('data-code')).toBe('SOCIAL_DENIED')
    // a callback with a state the secure site never issued
    const forged = await lab.page.context().newPage()
    const res = await forged.goto(
      `${labEnv.secureSiteUrl}/social/callback?code=stolen&state=${'A'.repeat(43)}`,
    )
    expect(res?.status()).toBe(400)
    expect(await forged.textContent('body')).toMatch(/This sign-in link is not valid/)
    await forged.close()
    expect(await lab.text('lab-status')).toBe('disconnected')
  })
})
