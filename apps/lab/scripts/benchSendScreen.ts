/**
 * Time from pressing Send in the Account view to the Send screen being shown (its form
 * rendered), in Chromium against the built lab, median of 10: without a hover first (the Send
 * chunk is fetched on the click) and after pointing at the button (the chunk preloads on hover).
 * Each run is a fresh browser context (empty cache) with the lab wallet connected.
 *
 *   npx tsx apps/lab/scripts/benchSendScreen.ts
 */
import type { Browser } from 'playwright-core'
import { launchChromium } from '../e2e/support/launchChromium.js'
import { median, openConnectedLab, startBuiltLab } from './startBuiltLab.js'

const RUNS = Number(process.env.RUNS ?? 10)
const lab = await startBuiltLab()

async function run(browser: Browser, hover: boolean): Promise<number> {
  const { context, page } = await openConnectedLab(browser, lab)
  const send = page.getByTestId('account-action-send')
  await send.waitFor()
  if (hover) {
    await send.hover()
    await page.waitForTimeout(1000)
  }
  // t0 is the click event in the page; t1 the first frame with the form in it
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number }
    document.addEventListener('click', () => (w.__t0 = performance.now()), { capture: true, once: true })
  })
  await send.click()
  // a string: tsx would wrap a named function in a helper the page does not have
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const root = document.querySelector('[data-portico-root]')?.shadowRoot
    const check = () => {
      if (root?.querySelector('[data-testid="send-form"]')) resolve(performance.now() - window.__t0)
      else requestAnimationFrame(check)
    }
    check()
  })`)) as number
  await context.close()
  return ms
}

const browser = await launchChromium()
const results: Record<string, number[]> = { 'no hover': [], 'after a hover': [] }
try {
  for (const [label, hover] of [
    ['no hover', false],
    ['after a hover', true],
  ] as const) {
    await run(browser, hover) // warm-up, not counted
    for (let i = 0; i < RUNS; i++) results[label]!.push(await run(browser, hover))
  }
} finally {
  await browser.close()
  await lab.stop()
}
for (const [label, samples] of Object.entries(results)) {
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(
    `Send pressed → Send screen shown (${label}), median of ${samples.length}: ${median(samples).toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
  )
}
process.exit(0)
