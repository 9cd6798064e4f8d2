/**
 * Sign in with X end to end on local parts: the lab wallet (EIP-1193) signs the EIP-4361 text the
 * dialog asked apps/api's nonce for; apps/api verifies it and keeps the session (`/auth/v1/me`).
 * SPEC §4 sign-in transitions, §6 required mode, §8 'Signature declined'.
 */
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'
import { approveNext, openMobileWallet, startWalletConnect } from './support/walletConnectSteps.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** the lab wallet's second account (DEVNET_ACCOUNTS[1]) */
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function openLab(config: string) {
  const lab = await LabPage.open(chromium.browser, labUrl, config)
  chromium.cleanups.push(() => lab.close())
  return lab
}

async function connectAndWaitForSignIn(lab: LabPage) {
  await lab.testId('connect-button').click()
  await lab.testId('wallet-dev.portico.labwallet').click()
  await lab.approve()
  await lab.testId('siwx-view').waitFor({ timeout: 20_000 })
}

describe('Sign in with X', () => {
  it('§4 connect → SIWXSignMessage → sign → the server knows the address; reload and chain switch ask nothing', async () => {
    const lab = await openLab('siwx')
    await connectAndWaitForSignIn(lab)
    await lab.testId('siwx-sign').click()
    await lab.approve() // personal_sign of the EIP-4361 text
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.dialog.waitFor({ state: 'hidden' })
    await lab.waitForText('lab-siwx-me', new RegExp(`^${ME}$`, 'i'))

    // reload: the session is restored without a prompt
    await lab.reload()
    await lab.waitForText('lab-status', 'connected')
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    expect(await lab.testId('siwx-view').count()).toBe(0)
    expect(await lab.testId('lab-wallet-prompt').count()).toBe(0)

    // another chain of the same namespace: still signed in, nothing asked
    await lab.testId('connect-button').click()
    await lab.testId('account-network').click()
    await lab.testId('network-eip155:31338').click()
    await lab.approve() // wallet_addEthereumChain
    await lab.waitForText('lab-caip-network', 'eip155:31338')
    await lab.page.waitForTimeout(500)
    expect(await lab.testId('siwx-view').count()).toBe(0)
    expect(await lab.text('lab-siwx-status')).toBe('authenticated')

    // sign out ends the session on the server
    await lab.page.keyboard.press('Escape')
    await lab.testId('lab-siwx-sign-out').click()
    await lab.waitForText('lab-siwx-me', '—')
    expect(await lab.text('lab-siwx-status')).not.toBe('authenticated')
    lab.assertClean()
  })

  it('§8 declined in the wallet: Signature declined, the view stays, signing again works', async () => {
    const lab = await openLab('siwx')
    await lab.page.evaluate(() => localStorage.clear())
    await lab.reload()
    await connectAndWaitForSignIn(lab)
    await lab.testId('siwx-sign').click()
    await lab.reject()
    await expect.poll(() => lab.text('portico-toast')).toBe('Signature declined')
    await lab.testId('siwx-view').waitFor()
    await lab.testId('siwx-sign').click()
    await lab.approve()
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    lab.assertClean()
  })

  it('§6 required mode: the dialog cannot be closed before signing; cancel disconnects and goes back to Connect', async () => {
    const lab = await openLab('siwx-required')
    await lab.page.evaluate(() => localStorage.clear())
    await lab.reload()
    await connectAndWaitForSignIn(lab)
    expect(await lab.text('lab-siwx-enabled')).toBe('required')
    await lab.page.keyboard.press('Escape')
    await lab.page.waitForTimeout(300)
    expect(await lab.testId('siwx-view').count()).toBe(1)
    await lab.testId('siwx-cancel').click()
    await lab.waitForText('lab-status', 'disconnected')
    lab.assertClean()
  })

  it('§4 another account in the wallet is asked to sign in; its session is its own', async () => {
    const lab = await openLab('siwx')
    await lab.page.evaluate(() => localStorage.clear())
    await lab.reload()
    await connectAndWaitForSignIn(lab)
    await lab.testId('siwx-sign').click()
    await lab.approve()
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.dialog.waitFor({ state: 'hidden' })

    // the user picks the second account in the wallet: SIWXSignMessage opens for it
    await lab.page.evaluate(() =>
      (window as unknown as { labWallet: { setAccount(i: number): void } }).labWallet.setAccount(1),
    )
    await lab.waitForText('lab-address', SECOND)
    await lab.testId('siwx-view').waitFor({ timeout: 20_000 })
    expect(await lab.text('lab-siwx-status')).not.toBe('authenticated')
    await lab.testId('siwx-sign').click()
    await lab.approve()
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.waitForText('lab-siwx-me', new RegExp(`^${SECOND}$`, 'i'))

    // back to the first account: its session still holds, nothing is asked
    await lab.page.evaluate(() =>
      (window as unknown as { labWallet: { setAccount(i: number): void } }).labWallet.setAccount(0),
    )
    await lab.waitForText('lab-address', ME)
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.page.waitForTimeout(300)
    expect(await lab.testId('siwx-view').count()).toBe(0)
    lab.assertClean()
  })

  it('one-click sign-in over WalletConnect: the lab mobile wallet connects and signs in with one approval', async () => {
    const lab = await openLab('siwx')
    await lab.page.evaluate(() => localStorage.clear())
    await lab.reload()
    const wallet = await openMobileWallet(labEnv.relayUrl!, 'prompt', chromium.cleanups)
    const uri = await startWalletConnect(lab)
    await wallet.pair(uri)
    await expect.poll(() => wallet.approvals.pending().length, { timeout: 15_000 }).toBe(1)
    const [req] = wallet.approvals.pending()
    expect(req?.summary).toMatch(/and sign in$/)
    // the wallet shows the EIP-4361 text it signs: the lab's own domain, apps/api's nonce
    expect(req?.details).toContain(`${new URL(labUrl).host} wants you to sign in with your Ethereum account:`)
    expect(req?.details).toContain('Sign in to the Portico lab')
    await approveNext(wallet, 'connect')
    await lab.waitForText('lab-status', 'connected')
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.waitForText('lab-siwx-me', new RegExp(`^${wallet.addresses.eip155}$`, 'i'))
    // nothing else was asked: no sign-in view, no second request in the wallet
    expect(await lab.testId('siwx-view').count()).toBe(0)
    expect(wallet.approvals.pending()).toEqual([])
    lab.assertClean()
  })
})
