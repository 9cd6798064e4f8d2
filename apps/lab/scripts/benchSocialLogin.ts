/**
 * Issue 15's figure: time from the provider's consent (Continue on its page, in the popup) to
 * connected on eip155 and solana, median of 10, for a person who comes back on a device that
 * already holds its share: the popup's callback → the frame's long poll returns → the code is
 * traded with the PKCE verifier (the secure site calls the provider's token and user endpoints)
 * → the user is read, the shares checked → both namespaces connect. The first sign-in adds the
 * recovery-code screen (a person reading), not timed. GitHub's local fake (Google's oidc-provider
 * keeps a session in the browser, so a returning person's second sign-in there may skip the
 * consent page: not comparable). Baseline: the Lab Wallet's click → connected, auto-approved.
 * `npx tsx apps/lab/scripts/benchSocialLogin.ts`
 */
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium, launchChromiumProfile } from '../e2e/support/launchChromium.js'
import { median, startBuiltLab, timeInjectedConnect } from './startBuiltLab.js'

const RUNS = 10
const lab = await startBuiltLab()
const env = lab.env

const frameOf = (page: Page) => {
  const f = page.frames().find((x) => x.url().startsWith(env.secureSiteUrl!))
  if (!f) throw new Error('no secure frame')
  return f
}

async function waitStatus(page: Page, status: string) {
  await page.waitForFunction(
    (s) => document.querySelector('[data-testid="lab-status"]')?.textContent?.trim() === s,
    status,
    { polling: 'raf', timeout: 30_000 },
  )
}

/** the provider's popup after its button; `who` makes the account another person's */
async function consentPage(page: Page, provider: string, who: string): Promise<Page> {
  await page.getByTestId('connect-button').click()
  const popup = page.context().waitForEvent('page')
  await page.getByTestId(`social-${provider}`).click()
  const p = await popup
  await p
    .getByTestId('idp-continue')
    .waitFor({ timeout: 15_000 })
    .catch(async (e) => {
      throw new Error(
        `${provider}: no consent page at ${p.url()}: ${(await p.textContent('body'))?.slice(0, 300)}`,
        {
          cause: e,
        },
      )
    })
  if (provider === 'github') await p.getByTestId('idp-username').fill(who)
  await p.getByTestId('idp-email').fill(`${who}@example.com`)
  return p
}

async function timed(provider: string): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const ctx: BrowserContext = await launchChromiumProfile({ thirdPartyCookies: 'allowed' })
    const page = await ctx.newPage()
    await page.goto(`${lab.url}?config=socials`)
    await page.getByTestId('lab-status').waitFor()
    const who = `bench-${provider}-${Date.now().toString(36)}-${i}`
    // first sign-in: the wallet is made (recovery code screen), then sign out
    await (await consentPage(page, provider, who)).getByTestId('idp-continue').click()
    await frameOf(page).getByTestId('frame-recovery-code').waitFor({ timeout: 20_000 })
    await frameOf(page).getByTestId('frame-recovery-saved').check()
    await frameOf(page).getByTestId('frame-recovery-continue').click()
    await waitStatus(page, 'connected')
    await page.evaluate(() =>
      (window as unknown as { portico: { disconnect(): Promise<void> } }).portico.disconnect(),
    )
    await waitStatus(page, 'disconnected')
    // the same person comes back on this device: timed from the consent to connected
    const popup = await consentPage(page, provider, who)
    const t0 = Date.now()
    await popup.getByTestId('idp-continue').click()
    await waitStatus(page, 'connected')
    times.push(Date.now() - t0)
    await ctx.close()
  }
  return times
}

try {
  const github = await timed('github')
  const browser = await launchChromium()
  const injected = await timeInjectedConnect(browser, lab, RUNS)
  await browser.close()
  console.log(
    `\nsocial login: the provider's consent → connected, median of ${RUNS} (returning user, known device)`,
  )
  console.log(
    `  GitHub (local fake)                                  ${median(github)} ms   [${github.join(', ')}]`,
  )
  console.log(
    `  baseline: Lab Wallet click → connected (auto-approved) ${median(injected)} ms   [${injected.join(', ')}]`,
  )
} finally {
  await lab.stop()
}
