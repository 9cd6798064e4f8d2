/**
 * The host's legal documents and the collapsed wallet list, as a person meets them in Chromium:
 * the lab's `?config=legal` (termsConditionsUrl, privacyPolicyUrl, collapseWallets under the email
 * login) and `?config=legal-checkbox` (features.legalCheckbox).
 */
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()
const LAB_WALLET = 'wallet-dev.portico.labwallet'

describe('legal documents and collapsed wallets on Connect', () => {
  it('§3 termsConditionsUrl and privacyPolicyUrl: the line under the wallets opens the host’s pages; collapseWallets lists the wallets on demand', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'legal')
    try {
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      // collapseWallets: the email login first, the wallets one row under it
      await lab.testId('email-input').waitFor()
      expect(await lab.testId(LAB_WALLET).count()).toBe(0)
      expect(await lab.text('legal-notice')).toBe(
        'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
      )
      expect(await lab.testId('legal-checkbox').count()).toBe(0)
      // the link opens the host's page in a new tab
      const [terms] = await Promise.all([lab.context.waitForEvent('page'), lab.testId('legal-terms').click()])
      await terms.waitForLoadState()
      expect(terms.url()).toBe(new URL('legal/terms.html', labUrl).href)
      expect(await terms.locator('h1').textContent()).toBe('Terms of Service')
      await terms.close()
      expect(await lab.testId('legal-privacy').getAttribute('href')).toBe(
        new URL('legal/privacy.html', labUrl).href,
      )

      await lab.testId('connect-show-wallets').click()
      await lab.testId(LAB_WALLET).click()
      await lab.approve()
      await lab.waitForText('lab-status', 'connected')
    } finally {
      await lab.close()
    }
  })

  it('§3 features.legalCheckbox: no way to connect starts before the box is ticked; ticked, the wallet connects, and it stays ticked', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'legal-checkbox')
    try {
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      const box = lab.testId('legal-checkbox')
      await box.waitFor()
      expect(await lab.testId('legal-notice').count()).toBe(0)
      expect(await box.isChecked()).toBe(false)
      // the wallets, All Wallets and the email login are disabled, for the pointer and the keyboard
      const wallet = lab.testId(LAB_WALLET)
      for (const id of [LAB_WALLET, 'wallet-all', 'email-input', 'email-submit'])
        expect(await lab.testId(id).isDisabled(), id).toBe(true)
      await wallet.click({ force: true })
      await lab.page.keyboard.press('Tab')
      await lab.page.keyboard.press('Tab')
      await lab.page.keyboard.press('Enter')
      await lab.page.waitForTimeout(300)
      expect(await lab.testId('lab-wallet-prompt').count()).toBe(0)
      expect(await lab.text('lab-status')).toBe('disconnected')
      expect(await lab.dialog.getByText('Connection declined').count()).toBe(0)

      await box.check()
      expect(await wallet.isDisabled()).toBe(false)
      await wallet.click()
      await lab.approve()
      await lab.waitForText('lab-status', 'connected')
      await lab.dialog.waitFor({ state: 'hidden' })

      // disconnected and back on Connect: the box the person ticked is still ticked
      await lab.testId('connect-button').click()
      await lab.testId('account-disconnect').click()
      await lab.waitForText('lab-status', 'disconnected')
      await lab.page.keyboard.press('Escape')
      await lab.dialog.waitFor({ state: 'hidden' })
      await lab.testId('connect-button').click()
      await box.waitFor()
      expect(await box.isChecked()).toBe(true)
      expect(await wallet.isDisabled()).toBe(false)
    } finally {
      await lab.close()
    }
  })
})
