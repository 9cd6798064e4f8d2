/**
 * Time from pressing the Activity tab to its first rows on screen, in Chromium against the built
 * lab and its apps/api (45 transfers to the account first, so a full first page comes back),
 * median of 10: without a hover (the tab's chunk is fetched on the click), after pointing at the
 * tab (it preloads), and the Tokens tab as the baseline (code in the dialog chunk, one API call).
 * Each run is a fresh browser context (empty cache) with the lab wallet connected.
 *
 *   npx tsx apps/lab/scripts/benchActivity.ts
 */
import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import type { Browser } from 'playwright-core'
import { createWalletClient, defineChain, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { launchChromium } from '../e2e/support/launchChromium.js'
import { median, openConnectedLab, startBuiltLab } from './startBuiltLab.js'

const RUNS = Number(process.env.RUNS ?? 10)
const lab = await startBuiltLab()
const chain = lab.env.chains[0]!
const sender = createWalletClient({
  account: privateKeyToAccount(DEVNET_ACCOUNTS[7]!.privateKey),
  chain: defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }),
  transport: http(chain.rpcUrl),
})
for (let i = 0; i < 45; i++)
  await sender.sendTransaction({ to: DEVNET_ACCOUNTS[0]!.address, value: parseEther('0.001') })

type Variant = { tab: 'activity' | 'tokens'; hover: boolean; shown: string }
async function run(browser: Browser, v: Variant): Promise<number> {
  const { context, page } = await openConnectedLab(browser, lab)
  // the Tokens tab shows first: the baseline starts from the Activity tab and comes back
  if (v.tab === 'tokens') {
    await page.getByTestId('account-tab-activity').click()
    await page.locator('[data-testid^="activity-row-"]').first().waitFor()
  }
  const tab = page.getByTestId(`account-tab-${v.tab}`)
  await tab.waitFor()
  if (v.hover) {
    await tab.hover()
    await page.waitForTimeout(1000)
  }
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number }
    document.addEventListener('click', () => (w.__t0 = performance.now()), { capture: true, once: true })
  })
  await tab.click()
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const root = document.querySelector('[data-portico-root]')?.shadowRoot
    const check = () => {
      if (root?.querySelector('${v.shown}')) resolve(performance.now() - window.__t0)
      else requestAnimationFrame(check)
    }
    check()
  })`)) as number
  await context.close()
  return ms
}

const VARIANTS: [string, Variant][] = [
  ['Activity, no hover', { tab: 'activity', hover: false, shown: '[data-testid^="activity-row-"]' }],
  ['Activity, after a hover', { tab: 'activity', hover: true, shown: '[data-testid^="activity-row-"]' }],
  ['Tokens (baseline)', { tab: 'tokens', hover: false, shown: '[data-testid^="token-"]' }],
]
const browser = await launchChromium()
const results = new Map<string, number[]>()
try {
  for (const [label, v] of VARIANTS) {
    await run(browser, v) // warm-up, not counted
    const samples: number[] = []
    for (let i = 0; i < RUNS; i++) samples.push(await run(browser, v))
    results.set(label, samples)
  }
} finally {
  await browser.close()
  await lab.stop()
}
console.log(`\ntab pressed → first rows shown, median of ${RUNS} (min–max)`)
for (const [label, samples] of results) {
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(
    `  ${label.padEnd(26)} ${median(samples).toFixed(0).padStart(5)} ms  (${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)})`,
  )
}
process.exit(0)
