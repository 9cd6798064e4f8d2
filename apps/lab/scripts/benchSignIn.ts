/**
 * Sign in with X: time from the wallet's approval (the lab wallet's Approve click on the
 * personal_sign prompt) to `useSignIn()` saying "authenticated" (apps/api verified the EIP-4361
 * message and the dialog stored the session), in Chromium against the built lab, median of 10.
 * Baseline: the same approval for a plain `portico.signMessage` (Sign panel) to the signature
 * shown, so the figure says what verification and storing add. A fresh context each run.
 *
 *   npx tsx apps/lab/scripts/benchSignIn.ts
 */
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../e2e/support/launchChromium.js'
import { median, startBuiltLab } from './startBuiltLab.js'

const RUNS = Number(process.env.RUNS ?? 10)
const lab = await startBuiltLab()

/** ms from the Approve click (capture phase, in the page) until `done` holds */
async function timeFromApprove(page: Page, done: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number }
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element | null)?.closest('[data-testid="lab-wallet-approve"]'))
          w.__t0 = performance.now()
      },
      { capture: true },
    )
  })
  await page.getByTestId('lab-wallet-approve').first().click()
  return (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      if (${done}) resolve(performance.now() - window.__t0)
      else requestAnimationFrame(check)
    }
    check()
  })`)) as number
}

async function connect(page: Page, config: string) {
  await page.goto(`${lab.url}?config=${config}`)
  await page.getByTestId('lab-status').waitFor()
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-dev.portico.labwallet').click()
  await page.getByTestId('lab-wallet-approve').first().click()
}

async function signIn(browser: Browser): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await connect(page, 'siwx')
  await page.getByTestId('siwx-sign').click()
  await page.getByTestId('lab-wallet-prompt').first().waitFor()
  const ms = await timeFromApprove(
    page,
    `document.querySelector('[data-testid="lab-siwx-status"]')?.textContent === 'authenticated'`,
  )
  await context.close()
  return ms
}

async function signMessage(browser: Browser): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await connect(page, 'default')
  await page.waitForFunction(
    () => document.querySelector('[data-testid="lab-status"]')?.textContent?.trim() === 'connected',
  )
  await page.getByTestId('lab-sign').click()
  await page.getByTestId('lab-wallet-prompt').first().waitFor()
  const ms = await timeFromApprove(
    page,
    `/^0x/.test(document.querySelector('[data-testid="lab-signature"]')?.textContent ?? '')`,
  )
  await context.close()
  return ms
}

const browser = await launchChromium()
const results = new Map<string, number[]>()
try {
  for (const [label, run] of [
    ['sign in (verified by apps/api, stored)', signIn],
    ['sign a message (baseline)', signMessage],
  ] as const) {
    await run(browser) // warm-up, not counted
    const samples: number[] = []
    for (let i = 0; i < RUNS; i++) samples.push(await run(browser))
    results.set(label, samples)
  }
} finally {
  await browser.close()
  await lab.stop()
}
console.log(`\nwallet approval → done, median of ${RUNS} (min–max)`)
for (const [label, samples] of results) {
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(
    `  ${label.padEnd(40)} ${median(samples).toFixed(0).padStart(5)} ms  (${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)})`,
  )
}
process.exit(0)
