/**
 * Buy crypto end to end on local parts (issue 16): the lab's apps/api with two sandbox providers,
 * whose checkout page runs on its own origin (localhost, the API's other origin) in a new tab;
 * approving there pays out on the devnet from the faucet account and calls the API's signed
 * webhook; the dialog follows the purchase. Balances are read back from the chain.
 */
import { SOLANA_LAB_ADDRESSES } from '@portico/lab-wallet/solana'
import { DEVNET_ACCOUNTS } from '@portico/testing/node'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()
const evm = createPublicClient({ transport: http(env.chains[0]!.rpcUrl) })
const ME = DEVNET_ACCOUNTS[0]!.address

async function openBuy(timezoneId?: string) {
  const context = await chromium.browser.newContext({
    viewport: { width: 1280, height: 860 },
    ...(timezoneId ? { timezoneId } : {}),
  })
  chromium.cleanups.push(() => context.close())
  const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
  chromium.cleanups.push(() => lab.close())
  await lab.connectLabWallet()
  await lab.testId('connect-button').click()
  await lab.testId('account-action-onramp').click()
  return lab
}

/** types the amount, waits for the quote, presses Continue and returns the checkout tab */
async function checkout(lab: LabPage, amount: string): Promise<Page> {
  await lab.testId('onramp-asset-ETH').waitFor()
  await lab.testId('onramp-amount').fill(amount)
  await lab.testId('onramp-quote').waitFor({ timeout: 15_000 })
  const [tab] = await Promise.all([lab.context.waitForEvent('page'), lab.testId('onramp-continue').click()])
  await tab.waitForURL(/\/sandbox\/checkout\//, { timeout: 15_000 })
  return tab
}

describe('Buy crypto', () => {
  it('§3 the quote broken down; the sandbox opens in a new tab on its own origin; approving there pays ETH out on the devnet; the dialog shows it and Activity has it', async () => {
    const lab = await openBuy()
    await lab.testId('onramp-asset-ETH').waitFor()
    await lab.testId('onramp-amount').fill('100')
    await lab.testId('onramp-quote').waitFor({ timeout: 15_000 })
    expect(await lab.text('onramp-provider-fee')).toBe('1.50 USD')
    expect(await lab.text('onramp-network-fee')).toBe('0.50 USD')
    expect(await lab.text('onramp-subtotal')).toBe('98.00 USD')
    expect(await lab.text('onramp-total')).toBe('100.00 USD')
    expect(await lab.text('onramp-receive')).toBe('0.03266666 ETH')
    const before = await evm.getBalance({ address: ME })
    const [tab] = await Promise.all([lab.context.waitForEvent('page'), lab.testId('onramp-continue').click()])
    await tab.waitForURL(/\/sandbox\/checkout\//, { timeout: 15_000 })
    const checkoutUrl = new URL(tab.url())
    expect(checkoutUrl.hostname).toBe('localhost')
    expect(checkoutUrl.origin).not.toBe(new URL(env.apiUrl!).origin)
    // the checkout tab cannot reach the host page
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await lab.testId('onramp-progress').waitFor()
    expect(await lab.testId('onramp-progress').getAttribute('data-status')).toBe('pending')
    expect(await tab.getByTestId('sandbox-amount').textContent()).toBe('0.03266666 ETH')
    await tab.getByTestId('sandbox-approve').click()
    await tab.getByTestId('sandbox-status').filter({ hasText: 'completed' }).waitFor({ timeout: 20_000 })
    await expect
      .poll(() => lab.testId('onramp-progress').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('completed')
    expect(await lab.text('onramp-completed')).toBe('You bought 0.03266666 ETH')
    expect((await evm.getBalance({ address: ME })) - before).toBe(parseEther('0.03266666'))
    const tx = await lab.testId('onramp-progress').getAttribute('data-tx')
    expect(tx).toMatch(/^0x[0-9a-f]{64}$/)
    await lab.testId('onramp-done').click()
    await lab.testId('account-tab-activity').click()
    await lab.testId(`activity-row-${tx}`).waitFor({ timeout: 20_000 })
    await tab.close()
    lab.assertClean()
  })

  it('declined in the sandbox: the dialog says so, nothing is paid out, trying again goes back to the form', async () => {
    const lab = await openBuy()
    const before = await evm.getBalance({ address: ME })
    const tab = await checkout(lab, '20')
    await tab.getByTestId('sandbox-decline').click()
    await expect
      .poll(() => lab.testId('onramp-progress').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('declined')
    expect(await lab.text('onramp-ended')).toBe('You declined the payment. Nothing was charged.')
    expect(await evm.getBalance({ address: ME })).toBe(before)
    await lab.testId('onramp-try-again').click()
    await lab.testId('onramp-form').waitFor()
    await tab.close()
    lab.assertClean()
  })

  it('issue 27 item 8: a page on another site posting the checkout form (CSRF) changes nothing; the person’s own click still pays', async () => {
    const lab = await openBuy()
    const before = await evm.getBalance({ address: ME })
    const tab = await checkout(lab, '20')
    const url = tab.url()
    const id = new URL(url).pathname.split('/').pop()!
    // another site in the same browser (127.0.0.1 is not localhost's site) submits the form for them
    const evil = await lab.context.newPage()
    chromium.cleanups.push(() => evil.close())
    await evil.goto(`${env.apiUrl}/health`)
    const [posted] = await Promise.all([
      evil.waitForResponse((r) => r.url() === url && r.request().method() === 'POST'),
      evil.evaluate((action) => {
        const form = document.createElement('form')
        form.method = 'post'
        form.action = action
        const field = document.createElement('input')
        field.name = 'action'
        field.value = 'approve'
        form.append(field)
        document.body.append(form)
        form.submit()
      }, url),
    ])
    expect(posted.status()).toBe(403)
    const status = async () =>
      ((await (await fetch(`${env.apiUrl}/v1/onramp/sessions/${id}`)).json()) as { status: string }).status
    expect(await status()).toBe('pending')
    expect(await evm.getBalance({ address: ME })).toBe(before)
    expect(await lab.testId('onramp-progress').getAttribute('data-status')).toBe('pending')
    // the person's own click on the checkout page
    await tab.getByTestId('sandbox-approve').click()
    await tab.getByTestId('sandbox-status').filter({ hasText: 'completed' }).waitFor({ timeout: 20_000 })
    expect(await status()).toBe('completed')
    await tab.close()
    lab.assertClean()
  })

  it('§9 limits: card 10–7500, bank up to 25000, with clear messages; the quote follows the method', async () => {
    const lab = await openBuy()
    await lab.testId('onramp-asset-ETH').waitFor()
    expect(await lab.text('onramp-limits')).toBe('From 10 to 7500 USD')
    await lab.testId('onramp-amount').fill('5')
    await expect.poll(() => lab.text('onramp-problem'), { timeout: 10_000 }).toBe('The minimum is 10 USD.')
    await lab.testId('onramp-amount').fill('8000')
    await expect.poll(() => lab.text('onramp-problem'), { timeout: 10_000 }).toBe('The maximum is 7500 USD.')
    expect(await lab.testId('onramp-continue').isDisabled()).toBe(true)
    await lab.testId('onramp-method-bank').click()
    expect(await lab.text('onramp-limits')).toBe('From 10 to 25000 USD')
    await lab.testId('onramp-quote').waitFor({ timeout: 15_000 })
    expect(await lab.text('onramp-total')).toBe('8000.00 USD')
    await lab.testId('onramp-currency-EUR').click()
    await lab.testId('onramp-quote').waitFor({ timeout: 15_000 })
    await expect.poll(() => lab.text('onramp-total'), { timeout: 10_000 }).toBe('8000.00 EUR')
    lab.assertClean()
  })

  it('§9 two providers: their offers compared, the best marked and picked; another can be picked; the checkout opens with the one picked', async () => {
    const lab = await openBuy()
    const before = await evm.getBalance({ address: ME })
    await lab.testId('onramp-asset-ETH').waitFor()
    await lab.testId('onramp-amount').fill('1000')
    await lab.testId('onramp-offers').waitFor({ timeout: 15_000 })
    // above 200 USD the 1% provider gives more, so it comes first and is picked
    const pressed = () =>
      Promise.all(
        ['sandbox-express', 'sandbox'].map(async (id) =>
          lab.testId(`onramp-offer-${id}`).getAttribute('aria-pressed'),
        ),
      )
    expect(await pressed()).toEqual(['true', 'false'])
    expect(await lab.text('onramp-offer-sandbox-express')).toContain('Best rate')
    expect(await lab.text('onramp-provider-fee')).toBe('10.00 USD')
    expect(await lab.text('onramp-receive')).toBe('0.32950000 ETH')
    await lab.testId('onramp-offer-sandbox').click()
    expect(await lab.text('onramp-provider-fee')).toBe('15.00 USD')
    expect(await lab.text('onramp-continue')).toBe('Continue with Portico Sandbox')
    await lab.testId('onramp-offer-sandbox-express').click()
    expect(await lab.text('onramp-receive')).toBe('0.32950000 ETH')
    const [tab] = await Promise.all([lab.context.waitForEvent('page'), lab.testId('onramp-continue').click()])
    await tab.waitForURL(/\/sandbox\/checkout\//, { timeout: 15_000 })
    expect(await tab.getByTestId('sandbox-provider').textContent()).toBe('Sandbox Express: buy ETH')
    await tab.getByTestId('sandbox-approve').click()
    await expect
      .poll(() => lab.testId('onramp-progress').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('completed')
    expect((await evm.getBalance({ address: ME })) - before).toBe(parseEther('0.3295'))
    await tab.close()
    lab.assertClean()
  })

  it('§9 a restricted time zone: buying is not offered', async () => {
    const lab = await openBuy('Asia/Shanghai')
    await lab.testId('onramp-blocked').waitFor({ timeout: 10_000 })
    expect(await lab.text('onramp-problem')).toBe('Buying crypto is not available in your region.')
    lab.assertClean()
  })

  it('a Solana purchase: SOL bought with the Lab Solana Wallet connected is paid out on the local ledger', async () => {
    const lamportsOf = async (a: string) => {
      const res = await fetch(env.solanaRpcUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [a] }),
      })
      return BigInt(((await res.json()) as { result: { value: number } }).result.value)
    }
    const lab = await LabPage.open(chromium.browser, labUrl, 'solana')
    chromium.cleanups.push(() => lab.close())
    await lab.connectLabSolanaWallet()
    const before = await lamportsOf(SOLANA_LAB_ADDRESSES.wallet)
    await lab.testId('connect-button').click()
    await lab.testId('account-action-onramp').click()
    await lab.testId('onramp-asset-SOL').waitFor()
    expect(await lab.testId('onramp-asset-ETH').count()).toBe(0)
    await lab.testId('onramp-amount').fill('30')
    await lab.testId('onramp-quote').waitFor({ timeout: 15_000 })
    expect(await lab.text('onramp-receive')).toBe('0.19366666 SOL')
    // only one provider sells on solana: nothing to compare
    expect(await lab.testId('onramp-offers').count()).toBe(0)
    const [tab] = await Promise.all([lab.context.waitForEvent('page'), lab.testId('onramp-continue').click()])
    await tab.waitForURL(/\/sandbox\/checkout\//, { timeout: 15_000 })
    expect(await tab.getByTestId('sandbox-destination').textContent()).toBe(SOLANA_LAB_ADDRESSES.wallet)
    await tab.getByTestId('sandbox-approve').click()
    await expect
      .poll(() => lab.testId('onramp-progress').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('completed')
    expect((await lamportsOf(SOLANA_LAB_ADDRESSES.wallet)) - before).toBe(193_666_660n)
    await tab.close()
    lab.assertClean()
  })
})
