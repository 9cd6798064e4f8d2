/**
 * WalletConnect end to end: the lab in Chromium is the dapp, the lab mobile wallet
 * (@reown/walletkit, in this Node process) is the wallet, and they meet only through a local
 * relay on 127.0.0.1. Nothing is mocked.
 */
import { type Relay, startRelay } from '@portico/testing/node'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'
import { approveNext, openMobileWallet, readUri, startWalletConnect } from './support/walletConnectSteps.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { cleanups } = chromium

const mobileWallet = (relayUrl: string, approval: 'prompt' | 'auto-approve' | 'auto-reject' = 'prompt') =>
  openMobileWallet(relayUrl, approval, cleanups)

async function openLab(query = 'config=default') {
  const lab = await LabPage.open(chromium.browser, labUrl)
  cleanups.push(() => lab.close())
  if (query !== 'config=default') {
    await lab.page.goto(`${labUrl}?${query}`)
    await lab.testId('lab-status').waitFor()
  }
  return lab
}

describe('WalletConnect', () => {
  it('§4 QR → the mobile wallet pairs → approve → address → sign → wallet switches chain → wallet ends the session', async () => {
    const lab = await openLab()
    const wallet = await mobileWallet(labEnv.relayUrl!)
    const uri = await startWalletConnect(lab)
    expect(await lab.dialog.getByRole('img').getAttribute('aria-label')).toBe(
      'QR code to connect a wallet with WalletConnect',
    )
    await wallet.pair(uri)
    await approveNext(wallet, 'connect')
    await lab.waitForText('lab-status', 'connected')
    expect(await lab.text('lab-address')).toBe(wallet.addresses.eip155)
    expect(await lab.text('lab-wallet-name')).toBe('WalletConnect')

    // sign over the session; the lab verifies the signature with viem
    await lab.testId('lab-sign').click()
    await approveNext(wallet, 'sign')
    await lab.waitForText('lab-signature-verified', 'valid')

    // the wallet switches chain: the dapp follows (chainChanged over the session)
    await wallet.switchChain('eip155:31338')
    await lab.waitForText('lab-caip-network', 'eip155:31338')
    await lab.waitForText('lab-caip-address', `eip155:31338:${wallet.addresses.eip155}`)

    // the wallet ends the session: the dapp shows disconnected
    await wallet.disconnect()
    await lab.waitForText('lab-status', 'disconnected')
    expect(wallet.sessions()).toEqual([])
    lab.assertClean()
  })

  it('§3 AllWallets → a registry wallet with a mobile_link → its name and a deep link with the wc: URI → pairs, then Recent', async () => {
    const TRUST_WALLET_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'
    // a phone: the view offers the wallet's mobile deep link instead of the QR code
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    })
    const lab = await LabPage.open(chromium.browser, labUrl, 'default', context)
    cleanups.push(() => lab.close())
    const wallet = await mobileWallet(labEnv.relayUrl!, 'auto-approve')
    await lab.testId('connect-button').click()
    await lab.dialog.waitFor()
    await lab.testId('wallet-all').click()
    await lab.testId('all-wallets-search').fill('trust')
    await lab.testId(`all-wallets-${TRUST_WALLET_ID}`).click()
    await lab.testId('wc-view').waitFor()
    expect(await lab.text('wc-wallet-name')).toBe('Trust Wallet')
    // the registry image, served by apps/api
    expect(await lab.testId('wc-wallet').locator('img').getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:/,
    )
    const link = lab.testId(`wc-link-mobile-${TRUST_WALLET_ID}`)
    await expect
      .poll(() => link.getAttribute('href'), { timeout: 15_000 })
      .toMatch(/^https:\/\/link\.trustwallet\.com\/wc\?uri=wc%3A/)
    const href = (await link.getAttribute('href')) ?? ''
    const uri = decodeURIComponent(href.split('?uri=')[1] ?? '')
    expect(uri).toBe(await lab.testId('wc-view').getAttribute('data-uri'))
    await wallet.pair(uri)
    await lab.waitForText('lab-status', 'connected')
    expect(await lab.text('lab-address')).toBe(wallet.addresses.eip155)

    // §3 Recent: the registry wallet (described by apps/api) is Recent on Connect, after WalletConnect
    await wallet.disconnect()
    await lab.waitForText('lab-status', 'disconnected')
    await lab.testId('connect-button').click()
    await lab.dialog.waitFor()
    const recent = lab.testId(`wallet-registry-${TRUST_WALLET_ID}`)
    await recent.waitFor()
    expect(await recent.textContent()).toBe('Trust WalletRecent')
    expect(
      await lab.dialog
        .locator('li > button[data-testid^="wallet-"]')
        .evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-testid'))),
    ).toEqual(['wallet-walletConnect', `wallet-registry-${TRUST_WALLET_ID}`])
    lab.assertClean()
  })

  it('§3 customWallets: the host’s wallet is on Connect in the §9 custom place, shown by name while it pairs over WalletConnect, then Recent', async () => {
    const lab = await openLab('config=custom-wallets')
    const wallet = await mobileWallet(labEnv.relayUrl!, 'auto-approve')
    await lab.testId('connect-button').click()
    await lab.dialog.waitFor()
    const row = lab.testId('wallet-custom-lab-custom')
    await row.waitFor()
    // after the installed wallet and the featured registry wallets, before the recommended ones
    const order = await lab.dialog
      .locator('li > button[data-testid^="wallet-"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')))
    const at = order.indexOf('wallet-custom-lab-custom')
    expect(order.indexOf('wallet-dev.portico.labwallet')).toBeLessThan(at)
    expect(order.slice(at + 1).every((id) => id?.startsWith('wallet-registry-') || id === 'wallet-all')).toBe(
      true,
    )
    await row.click()
    await lab.testId('wc-view').waitFor()
    expect(await lab.text('wc-wallet-name')).toBe('Lab Custom Wallet')
    await wallet.pair(await readUri(lab))
    await lab.waitForText('lab-status', 'connected')
    expect(await lab.text('lab-address')).toBe(wallet.addresses.eip155)

    // §3 Recent: after a reload and a disconnect, the wallet is Recent, right after WalletConnect
    await lab.reload()
    await lab.waitForText('lab-status', 'connected')
    await wallet.disconnect()
    await lab.waitForText('lab-status', 'disconnected')
    await lab.testId('connect-button').click()
    await lab.dialog.waitFor()
    await expect
      .poll(() =>
        lab.dialog
          .locator('li > button[data-testid^="wallet-"]')
          .evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-testid'))),
      )
      .toEqual(['wallet-walletConnect', 'wallet-custom-lab-custom'])
    expect(await lab.text('wallet-custom-lab-custom')).toContain('Recent')
    lab.assertClean()
  })

  it('§4 the wallet rejects the proposal → declined view; retry shows a new QR that connects', async () => {
    const lab = await openLab()
    const wallet = await mobileWallet(labEnv.relayUrl!, 'auto-reject')
    const uri = await startWalletConnect(lab)
    await wallet.pair(uri)
    await lab.testId('connecting-retry').waitFor()
    await expect.poll(() => lab.dialog.textContent()).toContain('Connection declined')
    expect(await lab.text('lab-status')).toBe('disconnected')
    wallet.approvals.setMode('auto-approve')
    await lab.testId('connecting-retry').click()
    const second = await readUri(lab, uri)
    expect(second).not.toBe(uri)
    await wallet.pair(second)
    await lab.waitForText('lab-status', 'connected')
    lab.assertClean()
  })

  it('the relay restarts mid-session → the dapp reconnects and the next request still succeeds', async () => {
    const relay: Relay = await startRelay()
    cleanups.push(() => relay.stop())
    const lab = await openLab(`config=default&relay=${encodeURIComponent(relay.url)}`)
    const wallet = await mobileWallet(relay.url, 'auto-approve')
    await wallet.pair(await startWalletConnect(lab))
    await lab.waitForText('lab-status', 'connected')
    await relay.restart()
    await lab.testId('lab-sign').click()
    await lab.waitForText('lab-signature-verified', 'valid', 30_000)
    expect(await lab.text('lab-status')).toBe('connected')
    lab.assertClean()
  })

  it('issue "Hardening" 7: the relay crashes and loses the proposal while the QR is shown → a new QR appears and connects', async () => {
    const relay: Relay = await startRelay()
    cleanups.push(() => relay.stop())
    const lab = await openLab(`config=default&relay=${encodeURIComponent(relay.url)}`)
    const first = await startWalletConnect(lab)
    await relay.crash()
    // the proposal behind `first` is gone from the relay: the view must offer a new pairing
    const second = await readUri(lab, first)
    expect(second).not.toBe(first)
    const wallet = await mobileWallet(relay.url, 'auto-approve')
    await wallet.pair(second)
    await lab.waitForText('lab-status', 'connected')
    lab.assertClean()
  })

  for (const when of ['at once', 'after the page started again'] as const)
    it(`issue "Hardening" 7: a wallet scans a QR shown before a reload (${when}) → the reloaded page connects`, async () => {
      const relay: Relay = await startRelay()
      cleanups.push(() => relay.stop())
      const lab = await openLab(`config=default&relay=${encodeURIComponent(relay.url)}`)
      const first = await startWalletConnect(lab)
      await lab.reload()
      // the page listens again once its WalletConnect client is up (it opened its relay socket)
      if (when !== 'at once') await expect.poll(() => relay.clientCount()).toBe(1)
      const wallet = await mobileWallet(relay.url, 'auto-approve')
      await wallet.pair(first)
      await lab.waitForText('lab-status', 'connected')
      await lab.testId('lab-sign').click()
      await lab.waitForText('lab-signature-verified', 'valid')
      lab.assertClean()
    })

  it('§1 a multi-namespace proposal (eip155 + solana) is approved with both', async () => {
    const lab = await openLab('config=solana')
    const wallet = await mobileWallet(labEnv.relayUrl!, 'auto-approve')
    await wallet.pair(await startWalletConnect(lab))
    await lab.waitForText('lab-status', 'connected')
    const accounts = await lab.page.evaluate(() => {
      const p = (window as unknown as { portico: { getState(): { accounts: Record<string, unknown> } } })
        .portico
      return p.getState().accounts as Record<
        string,
        { status: string; caipAddress?: string; address?: string }
      >
    })
    expect(accounts.eip155).toMatchObject({ status: 'connected', address: wallet.addresses.eip155 })
    expect(accounts.solana).toMatchObject({ status: 'connected', address: wallet.addresses.solana })
    expect(accounts.solana?.caipAddress).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]+:/)
    expect(wallet.sessions()[0]?.namespaces.sort()).toEqual(['eip155', 'solana'])
    lab.assertClean()
  })
})
