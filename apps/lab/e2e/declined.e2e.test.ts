import { expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()

it('§4 rejecting in the wallet shows the declined view; retry connects', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl)
  try {
    await lab.testId('connect-button').click()
    await lab.testId('wallet-dev.portico.labwallet').click()
    await lab.reject()
    await lab.testId('connecting-retry').waitFor()
    await expect.poll(() => lab.dialog.textContent()).toContain('Connection declined')
    expect(await lab.text('lab-status')).toBe('disconnected')
    await lab.testId('connecting-retry').click()
    await lab.approve()
    await lab.waitForText('lab-status', 'connected')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})

it('§4 a rejected signature surfaces as an error and keeps the connection', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl)
  try {
    await lab.connectLabWallet()
    await lab.testId('lab-sign').click()
    await lab.reject()
    await lab.waitForText('lab-sign-error', /rejected/i)
    expect(await lab.text('lab-status')).toBe('connected')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})
