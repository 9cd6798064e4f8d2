import { expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()

/** data-testid of the focused element, looking inside the dialog's shadow root */
const focused = (lab: LabPage) =>
  lab.page.evaluate(() => {
    let el: Element | null = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el?.getAttribute('data-testid') ?? el?.tagName ?? null
  })

it('keyboard only: open, Tab stays inside the dialog, arrows move through wallets, Esc closes, focus returns', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl)
  try {
    await lab.testId('connect-button').focus()
    expect(await focused(lab)).toBe('connect-button')
    await lab.page.keyboard.press('Enter')
    await lab.dialog.waitFor()
    const inside = new Set<string | null>()
    for (let i = 0; i < 8; i++) {
      await lab.page.keyboard.press('Tab')
      inside.add(await focused(lab))
    }
    const insideDialog = await lab.page.evaluate(() => {
      const host = document.querySelector('[data-portico-root]')
      return host?.shadowRoot?.activeElement !== null && document.activeElement === host
    })
    expect(insideDialog).toBe(true)
    expect(inside.has('connect-button')).toBe(false)
    expect(inside.has('portico-close')).toBe(true)
    // arrow keys move through the wallet list
    await lab.testId('wallet-dev.portico.labwallet').focus()
    await lab.page.keyboard.press('End')
    await lab.page.keyboard.press('Home')
    expect(await focused(lab)).toMatch(/^wallet-/)
    await lab.page.keyboard.press('Escape')
    await lab.dialog.waitFor({ state: 'hidden' })
    expect(await focused(lab)).toBe('connect-button')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})

it('the dialog announces connection state through an aria-live region and has an accessible name', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl)
  try {
    await lab.testId('connect-button').click()
    await lab.dialog.waitFor()
    const labelledBy = await lab.dialog.getAttribute('aria-labelledby')
    expect(labelledBy).toBeTruthy()
    expect(await lab.page.locator('[data-portico-root] [aria-live]').count()).toBeGreaterThan(0)
    await lab.testId('wallet-dev.portico.labwallet').click()
    await expect
      .poll(() => lab.page.locator('[data-portico-root] [aria-live]').first().textContent())
      .toMatch(/connect/i)
    await lab.approve()
    await lab.waitForText('lab-status', 'connected')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})

/** presses Tab until the control `testId` has focus (inside the dialog's shadow root); fails after 30 */
async function tabTo(lab: LabPage, testId: string) {
  for (let i = 0; i < 30; i++) {
    if ((await focused(lab)) === testId) return
    await lab.page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${testId} (last: ${await focused(lab)})`)
}

it('keyboard only: Receive copies the address, Send goes from the form to the confirmation and back to Account', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl)
  try {
    await lab.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await lab.connectLabWallet()
    await lab.testId('connect-button').focus()
    await lab.page.keyboard.press('Enter')
    await lab.testId('account-view').waitFor()
    await tabTo(lab, 'account-action-receive')
    await lab.page.keyboard.press('Enter')
    await lab.testId('receive-view').waitFor()
    await tabTo(lab, 'receive-copy')
    await lab.page.keyboard.press('Enter')
    await expect
      .poll(() => lab.page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^0x[0-9a-fA-F]{40}$/)
    await tabTo(lab, 'portico-back')
    await lab.page.keyboard.press('Enter')
    await tabTo(lab, 'account-action-send')
    await lab.page.keyboard.press('Enter')
    await lab.testId('send-form').waitFor()
    await expect.poll(() => lab.testId('send-token').textContent(), { timeout: 10_000 }).toMatch(/\d/)
    await tabTo(lab, 'send-amount')
    await lab.page.keyboard.type('0.01')
    await tabTo(lab, 'send-to')
    await lab.page.keyboard.type('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    await lab.page.keyboard.press('Enter') // submits the form: Review
    await lab.testId('send-preview-fee').waitFor()
    await tabTo(lab, 'send-confirm')
    await lab.page.keyboard.press('Enter')
    await lab.approve() // the wallet's own prompt, outside the dialog
    await lab.testId('send-success').waitFor()
    await tabTo(lab, 'send-done')
    await lab.page.keyboard.press('Enter')
    await lab.testId('account-view').waitFor()
    lab.assertClean()
  } finally {
    await lab.close()
  }
})
