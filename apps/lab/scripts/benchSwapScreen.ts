/**
 * Time from pressing Swap in the Account view to the first quote shown, in Chromium against the
 * built lab (the devnet's Uniswap V2 and apps/api's convert endpoints), median of 10. The amount
 * is typed the moment the form is there; the quote waits for the typing pause (300 ms, so the API
 * is not asked on each keystroke), then one request. Side by side: the Swap screen shown (its
 * tokens and balances loaded) and the quote on screen after it. Each run is a fresh browser
 * context (empty cache) with the lab wallet connected, no hover first.
 *
 *   npx tsx apps/lab/scripts/benchSwapScreen.ts
 */
import type { Browser } from 'playwright-core'
import { launchChromium } from '../e2e/support/launchChromium.js'
import { median, openConnectedLab, startBuiltLab } from './startBuiltLab.js'

const RUNS = Number(process.env.RUNS ?? 10)
const lab = await startBuiltLab()

async function run(browser: Browser): Promise<{ screen: number; quote: number }> {
  const { context, page } = await openConnectedLab(browser, lab)
  const swap = page.getByTestId('account-action-swaps')
  await swap.waitFor()
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number }
    document.addEventListener('click', () => (w.__t0 = performance.now()), { capture: true, once: true })
  })
  await swap.click()
  // the form with its tokens; then the amount typed as a person would, and the quote
  const screen = (await page.evaluate(`new Promise((resolve) => {
    const root = document.querySelector('[data-portico-root]')?.shadowRoot
    const check = () => {
      const to = root?.querySelector('[data-testid="swap-to-token"]')
      if (to && /PUSD/.test(to.textContent ?? '')) resolve(performance.now() - window.__t0)
      else requestAnimationFrame(check)
    }
    check()
  })`)) as number
  await page.getByTestId('swap-amount').fill('0.25')
  const quote = (await page.evaluate(`new Promise((resolve) => {
    const root = document.querySelector('[data-portico-root]')?.shadowRoot
    const check = () => {
      if (root?.querySelector('[data-testid="swap-rate"]')) resolve(performance.now() - window.__t0)
      else requestAnimationFrame(check)
    }
    check()
  })`)) as number
  await context.close()
  return { screen, quote }
}

const browser = await launchChromium()
const screens: number[] = []
const quotes: number[] = []
try {
  await run(browser) // warm-up, not counted
  for (let i = 0; i < RUNS; i++) {
    const r = await run(browser)
    screens.push(r.screen)
    quotes.push(r.quote)
  }
} finally {
  await browser.close()
  await lab.stop()
}
const line = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return `${label}, median of ${samples.length}: ${median(samples).toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`
}
console.log(line('Swap pressed → Swap screen with its tokens', screens))
console.log(line('Swap pressed → first quote shown (amount typed at once, 300 ms typing pause)', quotes))
process.exit(0)
