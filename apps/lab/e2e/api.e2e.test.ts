/**
 * apps/api end to end: the lab's dialog against the real API server (started by the global
 * setup with the devnet and two ERC-20s). "API down" and "malformed response" are made by the
 * browser's network layer in front of the real server.
 */
import { DEVNET_ACCOUNTS, mintErc20 } from '@portico/testing/node'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const apiUrl = labEnv.apiUrl!
const TRUST_WALLET_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'
/** a registry wallet with no mobile, desktop or web-app link */
const JADE_WALLET_ID = '13e0cd9c08c3b5788030abce5337e2acaaba259bc93f279332202d4078be8f58'
const chromium = setupLabBrowser()

async function openAllWallets(lab: LabPage) {
  await lab.testId('connect-button').click()
  await lab.dialog.waitFor()
  await lab.testId('wallet-all').click()
  await lab.testId('all-wallets-view').waitFor()
}
const listCount = (lab: LabPage) =>
  lab.page.locator('[data-testid="all-wallets-scroll"] ul').getAttribute('data-count').then(Number)

/** the lab wallet approves by itself (?wallet=auto); opens the Account view afterwards */
async function connectAndOpenAccount(lab: LabPage) {
  await lab.page.goto(`${labUrl}?config=default&wallet=auto`)
  await lab.testId('lab-status').waitFor()
  await lab.testId('connect-button').click()
  await lab.testId('wallet-dev.portico.labwallet').click()
  await lab.waitForText('lab-status', 'connected')
  await lab.dialog.waitFor({ state: 'hidden' })
  await lab.testId('connect-button').click()
  await lab.testId('account-view').waitFor()
}

describe('AllWallets over apps/api', () => {
  it('§9 pages of 40: the second page loads; search finds a wallet by name', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      await openAllWallets(lab)
      await expect.poll(() => listCount(lab)).toBe(40)
      await lab.testId('all-wallets-load-more').click()
      await expect.poll(() => listCount(lab)).toBe(80)
      // windowed: far fewer rows than wallets are in the DOM
      expect(await lab.page.locator('[data-testid="all-wallets-scroll"] li').count()).toBeLessThan(40)
      await lab.testId('all-wallets-search').fill('trust')
      await expect.poll(() => listCount(lab)).toBeLessThan(10)
      expect(await lab.text(`all-wallets-${TRUST_WALLET_ID}`)).toBe('Trust Wallet')
      // a registry wallet that is not installed and has no link to pair with: where to get it
      await lab.testId('all-wallets-search').fill('jade wallet')
      await lab.testId(`all-wallets-${JADE_WALLET_ID}`).click()
      await lab.testId('get-wallet-view').waitFor()
      expect(await lab.testId('get-wallet-link').first().getAttribute('href')).toBe(
        'https://www.jadewallet.io/',
      )
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§7 getWallets chains: the registry is asked for the wallets of the app’s networks (Connect, All Wallets, search)', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      const asked: URL[] = []
      lab.page.on('request', (r) => {
        const url = new URL(r.url())
        if (url.pathname.endsWith('/getWallets')) asked.push(url)
      })
      await openAllWallets(lab)
      await expect.poll(() => listCount(lab)).toBe(40)
      await lab.testId('all-wallets-search').fill('trust')
      await expect.poll(() => listCount(lab)).toBeLessThan(10)
      const lists = asked.filter((u) => !u.searchParams.get('include'))
      // the Connect view's recommended wallets, the All Wallets page and the search
      expect(lists.length).toBeGreaterThanOrEqual(3)
      for (const u of lists) expect(u.searchParams.get('chains'), u.href).toBe('eip155:31337,eip155:31338')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§9 the Connect view lists 4 recommended registry wallets after the connectors, before All Wallets', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      const rows = lab.dialog.locator('[data-testid^="wallet-"]')
      await expect.poll(() => lab.dialog.locator('[data-testid^="wallet-registry-"]').count()).toBe(4)
      const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))
      expect(ids[0]).toBe('wallet-walletConnect')
      // SPEC §9 order: connectors first, the recommended ones last, then the All Wallets row
      expect(ids.slice(-5, -1).every((id) => id.startsWith('wallet-registry-'))).toBe(true)
      expect(ids.at(-1)).toBe('wallet-all')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('a malformed API response gives a clear error, not a crash', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      await lab.context.route(`${apiUrl}/getWallets**`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":"oops","count":-1}' }),
      )
      await openAllWallets(lab)
      await lab.testId('all-wallets-error').waitFor()
      expect(await lab.text('all-wallets-error')).toContain('The API returned an invalid response')
      await lab.context.unroute(`${apiUrl}/getWallets**`)
      await lab.testId('all-wallets-retry').click()
      await expect.poll(() => listCount(lab)).toBe(40)
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })
})

describe('Account over apps/api', () => {
  it('§7 a name registered with the wallet signature is the profile name', async () => {
    const account = privateKeyToAccount(DEVNET_ACCOUNTS[0]!.privateKey)
    const name = `lab-${Date.now().toString(36)}.wcn.id`
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const res = await fetch(`${apiUrl}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    expect(res.status).toBe(201)
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      await connectAndOpenAccount(lab)
      await lab.waitForText('account-name', name)
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§2 an ERC-20 minted on the devnet appears in the Tokens tab with the right amount', async () => {
    const chain = labEnv.chains[0]!
    const token = labEnv.tokens!.find((t) => t.symbol === 'LAB')!
    const to = DEVNET_ACCOUNTS[0]!.address
    // other files send LAB from this account (send.e2e) and the file order varies between runs
    // (vitest runs the slowest or last-failed files first): assert what this test minted, not
    // an absolute balance
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const balanceOf = () =>
      client.readContract({
        address: token.address as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      })
    const before = await balanceOf()
    const minted = 3_250_000_000_000_000_000n
    await mintErc20({ rpcUrl: chain.rpcUrl, token: token.address as `0x${string}`, to, amount: minted })
    const raw = await balanceOf()
    expect(raw - before).toBe(minted)
    const expected = formatUnits(raw, 18)
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      await connectAndOpenAccount(lab)
      await lab.testId('account-tokens').waitFor()
      await lab.waitForText('token-LAB-amount', new RegExp(`^${expected.replace('.', '\\.')} LAB`))
      // amounts are written the page's way (the lab is English: a thousands separator); PUSD too
      // depends on the file order (swaps.e2e buys PUSD for this account): read it from the chain
      const pusd = labEnv.tokens!.find((t) => t.symbol === 'PUSD')!
      const pusdRaw = await client.readContract({
        address: pusd.address as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      })
      const whole = (pusdRaw / 10n ** BigInt(pusd.decimals)).toLocaleString('en-US')
      await lab.waitForText('token-PUSD-amount', new RegExp(`^${whole}(\\.\\d+)? PUSD`))
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§8 the API stops mid-session: Token Balance Unavailable, and the dialog recovers when it returns', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      await connectAndOpenAccount(lab)
      // wait until the first token fetch has landed: a response still in flight would refill
      // the cache after it is cleared below
      await lab.waitForText('account-tokens', /LAB/)
      await lab.page.keyboard.press('Escape')
      await lab.dialog.waitFor({ state: 'hidden' })
      // the API goes away
      await lab.context.route(`${apiUrl}/**`, (route) => route.abort('connectionrefused'))
      // a new network → a new balance fetch, which fails
      await lab.page.evaluate(() =>
        (
          window as unknown as { portico: { getApi(): Promise<{ blockchain: { clearCaches(): void } }> } }
        ).portico
          .getApi()
          .then((api) => api.blockchain.clearCaches()),
      )
      await lab.testId('connect-button').click()
      await lab.waitForText('portico-toast', 'Token Balance Unavailable')
      await lab.waitForText('account-tokens', 'No tokens yet')
      // the dialog keeps working: disconnect, and the wallet list shows the failure with a retry
      await lab.testId('account-disconnect').click()
      await lab.waitForText('lab-status', 'disconnected')
      if (!(await lab.dialog.isVisible())) await lab.testId('connect-button').click()
      await lab.testId('wallet-all').click()
      await lab.testId('all-wallets-error').waitFor()
      expect(await lab.text('all-wallets-error')).toContain('The API is unavailable')
      // the API returns: retry recovers in the same session
      await lab.context.unroute(`${apiUrl}/**`)
      await lab.testId('all-wallets-retry').click()
      await expect.poll(() => listCount(lab)).toBe(40)
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })
})
