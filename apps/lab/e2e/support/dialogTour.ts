/**
 * Every view of the dialog, one after another, in the lab (default config, then the unsupported
 * one): the accessibility, pseudo-locale and gallery runs walk the same tour. `visit(name)` is
 * called on each view once it has settled (finite animations done, its content loaded).
 */
import type { LabPage } from './LabPage.js'

export const TRUST_WALLET_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

export type Visit = (view: string) => Promise<void>
export type OpenLab = (config: string) => Promise<LabPage>

/** polls `read` until `ok` holds (a plain helper: the gallery script runs this tour outside vitest) */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeout = 10_000) {
  const deadline = Date.now() + timeout
  let last: T | undefined
  while (Date.now() < deadline) {
    last = await read()
    if (ok(last)) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${what}: last saw ${JSON.stringify(last)}`)
}

/** waits until the dialog's finite animations (view transitions, fades) have finished */
export async function settle(lab: LabPage) {
  await lab.page.evaluate(async () => {
    const root = document.querySelector('[data-portico-root]')?.shadowRoot
    if (!root) return
    const finite = root
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  })
}

async function at(lab: LabPage, visit: Visit, view: string, testId: string) {
  await lab.testId(testId).first().waitFor()
  await settle(lab)
  await visit(view)
}

/** The default config's views: Connect, AllWallets, WalletConnect, Connecting, Account, Networks, Receive, Activity, NFTs, NFT detail, RegisterAccountName, Swap, Buy, Send. */
export async function tourDialog(lab: LabPage, visit: Visit) {
  await lab.testId('connect-button').click()
  await lab.dialog.waitFor()
  await at(lab, visit, 'connect', 'wallet-dev.portico.labwallet')

  await lab.testId('wallet-all').click()
  await lab.testId('all-wallets-search').fill('trust')
  await until(
    () => lab.text('all-wallets-count'),
    (t) => t !== '',
    'the search result count',
  )
  await at(lab, visit, 'all-wallets', `all-wallets-${TRUST_WALLET_ID}`)

  await lab.testId(`all-wallets-${TRUST_WALLET_ID}`).click()
  await at(lab, visit, 'walletconnect', 'wc-qr')
  await lab.testId('portico-back').click()
  await lab.testId('all-wallets-view').waitFor()
  await lab.testId('portico-back').click()

  await lab.testId('wallet-dev.portico.labwallet').click()
  await lab.waitForPrompt()
  await at(lab, visit, 'connecting', 'connecting-view')
  await lab.testId('lab-wallet-approve').first().click()
  await lab.waitForText('lab-status', 'connected')
  await lab.dialog.waitFor({ state: 'hidden' })

  await lab.testId('connect-button').click()
  await lab.testId('account-view').waitFor()
  await until(
    () => lab.text('account-balance'),
    (t) => /\d/.test(t),
    'the balance',
  )
  await until(
    () => lab.testId('account-tokens').locator('li').count(),
    (n) => n > 0,
    'the token list',
  )
  await at(lab, visit, 'account', 'account-view')

  await lab.testId('account-network').click()
  await at(lab, visit, 'networks', 'networks-view')
  await lab.testId('portico-back').click()

  await lab.testId('account-action-receive').click()
  await at(lab, visit, 'receive', 'receive-qr')
  await lab.testId('portico-back').click()

  // the Account's tabs (the lab mints cards to the account, so both lists have rows)
  await lab.testId('account-tab-activity').click()
  await until(
    () => lab.page.locator('[data-testid^="activity-row-"]').count(),
    (n) => n > 0,
    'the activity rows',
  )
  await at(lab, visit, 'activity', 'account-activity')
  await lab.testId('account-tab-nfts').click()
  const tile = lab.page.locator('[data-testid^="nft-eip155"]').first()
  await tile.waitFor()
  await at(lab, visit, 'nfts', 'account-nfts')
  await tile.click()
  await at(lab, visit, 'nft-detail', 'nft-detail')
  await lab.testId('portico-back').click()
  // the name form, also when another test already named the shared lab account
  await lab.page.evaluate(() =>
    (window as unknown as { portico: { router: { push(v: string): void } } }).portico.router.push(
      'RegisterAccountName',
    ),
  )
  await lab.testId('register-name-input').fill('portico-lab')
  await at(lab, visit, 'register-name', 'register-name-form')
  await lab.testId('portico-back').click()
  await lab.testId('account-view').waitFor()

  // Swap with a live quote (the lab's AMM), then back
  await lab.testId('account-action-swaps').click()
  await until(
    () => lab.text('swap-to-token'),
    (t) => t.includes('PUSD'),
    'the swap tokens',
  )
  await lab.testId('swap-amount').fill('0.1')
  await at(lab, visit, 'swap', 'swap-rate')
  await lab.testId('portico-back').click()
  await lab.testId('account-view').waitFor()

  // Buy with a quote from the sandbox provider, then back
  await lab.testId('account-action-onramp').click()
  await lab.testId('onramp-asset-ETH').waitFor()
  await lab.testId('onramp-amount').fill('100')
  await at(lab, visit, 'onramp', 'onramp-quote')
  await lab.testId('portico-back').click()
  await lab.testId('account-view').waitFor()

  await lab.testId('account-action-send').click()
  await until(
    () => lab.text('send-token'),
    (t) => /\d/.test(t),
    'the send token balance',
  )
  await lab.testId('send-amount').fill('0.01')
  await lab.testId('send-to').fill(RECEIVER)
  await at(lab, visit, 'send', 'send-form')
  await lab.testId('send-review').click()
  await at(lab, visit, 'send-review', 'send-preview-fee')
  await lab.testId('send-confirm').click()
  await lab.approve()
  await at(lab, visit, 'send-success', 'send-success')
}

/** The UnsupportedChain view (the wallet is on a network the host did not list). */
export async function tourUnsupported(lab: LabPage, visit: Visit) {
  await lab.testId('connect-button').click()
  await lab.testId('wallet-dev.portico.labwallet').click()
  await lab.approve()
  await lab.waitForText('lab-network-supported', 'no')
  await at(lab, visit, 'unsupported', 'unsupported-view')
}
