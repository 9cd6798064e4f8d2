/**
 * The Account's Activity tab end to end on local parts: transfers made on the devnet (anvil),
 * indexed by apps/api, paged by its cursor into the dialog in Chromium, grouped by month in the
 * page's time zone; a send from the dialog shows pending, then confirmed; the API failing shows
 * SPEC §8's toast and the tab recovers.
 */
import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()
const ME = DEVNET_ACCOUNTS[0]!.address

async function anvil(rpcUrl: string, method: string, params: unknown[] = []) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** a fresh funded sender on the chain (its own nonces: other files' transfers never interleave) */
async function fundedSender(chainIndex: number) {
  const chain = env.chains[chainIndex]!
  const key = generatePrivateKey()
  await anvil(chain.rpcUrl, 'anvil_setBalance', [privateKeyToAddress(key), `0x${(10n ** 21n).toString(16)}`])
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
}

const receipt = (chainIndex: number, hash: `0x${string}`) =>
  createPublicClient({ transport: http(env.chains[chainIndex]!.rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })

async function openActivity(opts: { timezoneId?: string } = {}) {
  const context = await chromium.browser.newContext({
    viewport: { width: 1280, height: 860 },
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  })
  chromium.cleanups.push(() => context.close())
  const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
  await lab.connectLabWallet()
  await lab.testId('connect-button').click()
  await lab.testId('account-tab-activity').click()
  return lab
}

const rowHashes = (page: Page) =>
  page.$$eval('[data-portico-root]', (roots) =>
    roots.flatMap((r) =>
      [...(r.shadowRoot ?? r).querySelectorAll('[data-testid^="activity-row-"]')].map((e) =>
        (e.getAttribute('data-testid') ?? '').replace('activity-row-', ''),
      ),
    ),
  )

/** scrolls the dialog down to the list's end until no page is left (the tab loads the next itself) */
async function scrollToEnd(lab: LabPage) {
  for (let i = 0; i < 40; i++) {
    const more = lab.testId('activity-load-more')
    if ((await more.count()) === 0) {
      await lab.page.waitForTimeout(300)
      const busy = await lab.testId('account-activity').getAttribute('aria-busy')
      if (busy !== 'true' && (await more.count()) === 0) return
      continue
    }
    // as a person scrolling: the end of the list comes into view (no click)
    await more.scrollIntoViewIfNeeded().catch(() => undefined)
    await lab.page.waitForTimeout(150)
  }
  throw new Error('the Activity tab never reached its last page')
}

describe('Activity tab', () => {
  it('§4 45 transfers: the first page shows, scrolling loads the rest, nothing repeats, months grouped', async () => {
    const sender = await fundedSender(0)
    const sent: `0x${string}`[] = []
    for (let i = 0; i < 45; i++)
      sent.push(await sender.sendTransaction({ to: ME, value: parseEther('0.001') }))
    // anvil answers before its automined block is in: wait for the last one as any client would
    await receipt(0, sent[44]!)
    const lab = await openActivity()
    await lab.testId(`activity-row-${sent[44]}`).waitFor({ timeout: 20_000 })
    // the first page only (the server pages by 20)
    const first = await rowHashes(lab.page)
    expect(first.length).toBeGreaterThan(0)
    expect(first.length).toBeLessThanOrEqual(20)
    await scrollToEnd(lab)
    const all = await rowHashes(lab.page)
    expect(new Set(all).size, 'a row shown twice').toBe(all.length)
    for (const h of sent) expect(all, `transfer ${h}`).toContain(h)
    // newest first: the transfers keep their order in the list
    const positions = sent.map((h) => all.indexOf(h))
    expect([...positions].sort((a, b) => b - a)).toEqual(positions)
    // every row sits under its month's heading (the month of now, in the page's zone)
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date())
    const section = lab.page.locator('[data-testid^="activity-month-"]', { hasText: month })
    for (const h of sent.slice(0, 3)) expect(await section.getByTestId(`activity-row-${h}`).count()).toBe(1)
    lab.assertClean()
  })

  it('§3 months are read in the page time zone: one transaction, two zones, two months', async () => {
    // chain B's clock moves to 2027-01-01 02:00 UTC: still December 2026 in New York
    const chainB = env.chains[1]!
    const at = Date.UTC(2027, 0, 1, 2, 0, 0) / 1000
    await anvil(chainB.rpcUrl, 'evm_setNextBlockTimestamp', [at])
    const sender = await fundedSender(1)
    const hash = await sender.sendTransaction({ to: ME, value: parseEther('0.002') })
    await receipt(1, hash)
    for (const [zone, heading] of [
      ['UTC', 'January 2027'],
      ['America/New_York', 'December 2026'],
    ] as const) {
      const lab = await openActivity({ timezoneId: zone })
      await lab.testId('account-network').click()
      await lab.testId('network-eip155:31338').click()
      await lab.approve() // the wallet does not know chain B: wallet_addEthereumChain
      await lab.waitForText('lab-caip-network', 'eip155:31338')
      await lab.testId('account-view').waitFor()
      await lab.testId('account-tab-activity').click()
      const row = lab.testId(`activity-row-${hash}`)
      await row.waitFor({ timeout: 20_000 })
      const section = lab.page.locator('[data-testid^="activity-month-"]', { has: row })
      expect(await section.locator('h3').textContent()).toBe(heading)
      lab.assertClean()
    }
  })

  it('§4/§8 the API failing: Failed to fetch transactions, empty, and the tab recovers', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 860 } })
    chromium.cleanups.push(() => context.close())
    const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
    await lab.connectLabWallet()
    // the blockchain API's history route answers 503 (as a server that is down behind a proxy)
    await lab.page.route('**/v1/account/*/history*', (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    )
    type EventsWindow = { portico: { onEvent(l: (e: { event: string }) => void): void }; tracked?: string[] }
    await lab.page.evaluate(() => {
      const w = window as unknown as EventsWindow
      w.tracked = []
      w.portico.onEvent((e) => w.tracked!.push(e.event))
    })
    await lab.testId('connect-button').click()
    await lab.testId('account-tab-activity').click()
    await expect.poll(() => lab.text('portico-toast')).toBe('Failed to fetch transactions')
    await lab.testId('activity-failed').waitFor()
    expect(await lab.page.evaluate(() => (window as unknown as EventsWindow).tracked)).toContain(
      'ERROR_FETCH_TRANSACTIONS',
    )
    await lab.page.unroute('**/v1/account/*/history*')
    await lab.testId('activity-retry').click()
    await expect.poll(async () => (await rowHashes(lab.page)).length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await lab.testId('activity-failed').count()).toBe(0)
    lab.assertClean()
  })

  it('a send from the dialog shows at once as pending, then confirmed', async () => {
    const chainA = env.chains[0]!
    const lab = await openActivity()
    const to = privateKeyToAddress(generatePrivateKey())
    await anvil(chainA.rpcUrl, 'evm_setAutomine', [false])
    try {
      await lab.page.keyboard.press('Escape')
      await lab.testId('connect-button').click()
      await lab.testId('account-action-send').click()
      await lab.testId('send-amount').fill('0.01')
      await lab.testId('send-to').fill(to)
      await lab.testId('send-review').click()
      await lab.testId('send-confirm').click()
      await lab.approve()
      // the wallet has sent it; nothing is mined yet: back to the account, Activity
      await lab.testId('portico-back').click()
      await lab.testId('portico-back').click()
      await lab.testId('account-tab-activity').click()
      const pending = lab.page.locator('[data-testid^="activity-row-"]', { hasText: /Pending/ })
      await pending.waitFor({ timeout: 15_000 })
      expect(await pending.textContent()).toContain('−0.01 ETH')
      await anvil(chainA.rpcUrl, 'evm_mine')
      await expect.poll(() => pending.count(), { timeout: 20_000 }).toBe(0)
    } finally {
      await anvil(chainA.rpcUrl, 'evm_setAutomine', [true])
    }
    lab.assertClean()
  })
})
