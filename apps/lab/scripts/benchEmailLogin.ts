/**
 * Issue 14's figure: time from entering the code to connected (median of 10), for a person who
 * comes back on a device that already holds its share: the code typed → the frame checks it with
 * the secure site, reads the user, rebuilds the key's shares to check them, and both namespaces
 * connect. A new user's first login adds the recovery-code screen (a person reading), not timed.
 * Baseline: connecting the Lab Wallet (an injected EIP-6963 wallet, `?wallet=auto`) from its click.
 * `npx tsx apps/lab/scripts/benchEmailLogin.ts [--shots DIR]` (--shots saves the screens as PNG).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium, launchChromiumProfile } from '../e2e/support/launchChromium.js'
import { median, startBuiltLab, timeInjectedConnect } from './startBuiltLab.js'

const RUNS = 10
const shotsAt = process.argv.includes('--shots')
  ? process.argv[process.argv.indexOf('--shots') + 1]
  : undefined

const lab = await startBuiltLab()
const env = lab.env
const shot = async (page: Page, name: string) => {
  if (shotsAt) await page.screenshot({ path: `${shotsAt}/${name}.png` })
}

async function mailCode(to: string, after: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const list = (await (await fetch(`${env.mailUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string
      text: string
      date: string
    }[]
    const mail = list.find((m) => m.subject.includes('login code') && Date.parse(m.date) >= after)
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no code for ${to}`)
}

const frameOf = (page: Page) => {
  const f = page.frames().find((x) => x.url().startsWith(env.secureSiteUrl!))
  if (!f) throw new Error('no secure frame')
  return f
}

async function openEmail(ctx: BrowserContext): Promise<Page> {
  const page = await ctx.newPage()
  await page.goto(`${lab.url}?config=email`)
  await page.getByTestId('lab-status').waitFor()
  return page
}

async function askCode(page: Page, email: string): Promise<string> {
  const asked = Date.now() - 1000
  if (!(await page.getByTestId('email-input').isVisible())) await page.getByTestId('connect-button').click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await page.getByTestId('email-otp-view').waitFor()
  return mailCode(email, asked)
}

async function waitConnected(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="lab-status"]')?.textContent?.trim() === 'connected',
    undefined,
    {
      polling: 'raf',
      timeout: 30_000,
    },
  )
}

try {
  // sign up RUNS people, each on their own device (a browser profile that keeps the frame's storage)
  const people: { email: string; ctx: BrowserContext; page: Page; signedUp: number }[] = []
  for (let i = 0; i < RUNS; i++) {
    const ctx = await launchChromiumProfile({ thirdPartyCookies: 'allowed' })
    const page = await openEmail(ctx)
    const email = `bench.${Date.now().toString(36)}.${i}@example.com`
    if (i === 0) {
      await page.getByTestId('connect-button').click()
      await page.waitForTimeout(400)
      await shot(page, 'email-1-connect')
    }
    const code = await askCode(page, email)
    if (i === 0) await shot(page, 'email-2-code')
    await page.getByTestId('email-otp-input').fill(code)
    await frameOf(page).getByTestId('frame-recovery-code').waitFor({ timeout: 20_000 })
    if (i === 0) await shot(page, 'email-3-recovery')
    await frameOf(page).getByTestId('frame-recovery-saved').check()
    await frameOf(page).getByTestId('frame-recovery-continue').click()
    await waitConnected(page)
    if (i === 0) {
      await page.getByTestId('lab-sign').click()
      await frameOf(page).getByTestId('frame-approve').waitFor()
      await page.waitForTimeout(1000)
      await shot(page, 'email-4-approve')
      await frameOf(page).getByTestId('frame-approve').click()
      await page.getByTestId('lab-signature-verified').getByText('valid').waitFor({ timeout: 20_000 })
    }
    await page.evaluate(() =>
      (window as unknown as { portico: { disconnect(): Promise<void> } }).portico.disconnect(),
    )
    await page.getByTestId('lab-status').getByText('disconnected').waitFor()
    people.push({ email, ctx, page, signedUp: Date.now() })
  }

  // each comes back (SPEC §5: 30 s after the sign-up's code) and types the code: timed to connected
  const email: number[] = []
  for (const p of people) {
    await p.page.waitForTimeout(Math.max(0, p.signedUp + 31_000 - Date.now()))
    const code = await askCode(p.page, p.email)
    const t0 = Date.now()
    await p.page.getByTestId('email-otp-input').fill(code)
    await waitConnected(p.page)
    email.push(Date.now() - t0)
    await p.ctx.close()
  }

  // baseline: an injected wallet's connect, from the click to connected
  const browser = await launchChromium()
  const injected = await timeInjectedConnect(browser, lab, RUNS)
  await browser.close()

  console.log(`\nemail login: code entered → connected, median of ${RUNS} (returning user, known device)`)
  console.log(
    `  email wallet (frame + secure site + both namespaces)  ${median(email)} ms   [${email.join(', ')}]`,
  )
  console.log(
    `  baseline: Lab Wallet click → connected (auto-approved) ${median(injected)} ms   [${injected.join(', ')}]`,
  )
} finally {
  await lab.stop()
}
