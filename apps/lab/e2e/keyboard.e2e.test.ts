import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { launchChromium } from './support/launchChromium.js'

const labUrl = inject('labUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** data-testid of the focused element, looking inside the dialog's shadow root */
const focused = (lab: LabPage) =>
  lab.page.evaluate(() => {
    let el: Element | null = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el?.getAttribute('data-testid') ?? el?.tagName ?? null
  })

it('keyboard only: open, Tab stays inside the dialog, arrows move through wallets, Esc closes, focus returns', async () => {
  const lab = await LabPage.open(browser, labUrl)
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
    await lab.dialog.waitFor({ state: 'detached' })
    expect(await focused(lab)).toBe('connect-button')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})

it('the dialog announces connection state through an aria-live region and has an accessible name', async () => {
  const lab = await LabPage.open(browser, labUrl)
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
