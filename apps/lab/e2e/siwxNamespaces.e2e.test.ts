/**
 * Sign in with X on solana and bip122 end to end: the lab's Solana wallet signs in with its own
 * `solana:signIn` (it writes the text for the fields the dialog asked, with apps/api's nonce), the
 * Bitcoin wallet signs the CAIP-122 text the dialog built; apps/api verifies (ed25519, BIP-322).
 */
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()

describe('Sign in with X on solana and bip122', () => {
  it('§4 the Lab Solana Wallet signs the Sign-In-With-Solana text; apps/api verifies it (ed25519)', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'siwx-solana')
    chromium.cleanups.push(() => lab.close())
    await lab.connectLabSolanaWallet()
    await lab.testId('siwx-view').waitFor({ timeout: 20_000 })
    await lab.testId('siwx-sign').click()
    // the wallet has solana:signIn: it writes the Sign-In-With-Solana text itself (one approval)
    await lab.waitForPrompt()
    expect(await lab.testId('lab-wallet-prompt').first().textContent()).toContain('sign in to this site')
    expect(await lab.text('lab-wallet-details')).toContain('wants you to sign in with your Solana account:')
    await lab.approve()
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    // the panel asks apps/api's /auth/v1/me once the session is stored: a base58 address
    await lab.waitForText('lab-siwx-me', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    lab.assertClean()
  })

  it('§4 the Lab Bitcoin Wallet signs the same form with BIP-322; apps/api verifies it', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'siwx-bitcoin')
    chromium.cleanups.push(() => lab.close())
    await lab.testId('connect-button').click()
    await lab.testId('wallet-bip122.lab-bitcoin-wallet').click()
    await lab.approve()
    await lab.waitForText('bitcoin-status', 'connected')
    await lab.testId('siwx-view').waitFor({ timeout: 20_000 })
    await lab.testId('siwx-sign').click()
    await lab.approve()
    await lab.waitForText('lab-siwx-status', 'authenticated', 20_000)
    await lab.waitForText('lab-siwx-me', /^(bcrt1|tb1|bc1)[0-9a-z]+$/)
    lab.assertClean()
  })
})
