import { expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()

it('§4 a wallet on an unsupported network gets the UnsupportedChain view; picking a network fixes it', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl, 'unsupported')
  try {
    await lab.testId('connect-button').click()
    await lab.testId('wallet-dev.portico.labwallet').click()
    await lab.approve()
    await lab.waitForText('lab-network-supported', 'no')
    await expect.poll(() => lab.dialog.textContent()).toMatch(/doesn.t support your current network/)
    await lab.testId('network-eip155:31338').click()
    await lab.approve() // wallet_addEthereumChain
    await lab.waitForText('lab-network-supported', 'yes')
    await lab.waitForText('lab-caip-network', 'eip155:31338')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})

it('§4 allowUnsupportedChain: no UnsupportedChain view', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl, 'allow-unsupported')
  try {
    await lab.testId('connect-button').click()
    await lab.testId('wallet-dev.portico.labwallet').click()
    await lab.approve()
    await lab.waitForText('lab-network-supported', 'no')
    await lab.waitForText('lab-dialog-state', 'closed')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})

it('§5 the debug page shows the Project ID Not Configured alert', async () => {
  const lab = await LabPage.open(chromium.browser, labUrl, 'debug')
  try {
    await lab.testId('connect-button').click()
    await lab.testId('portico-alert').waitFor()
    expect(await lab.testId('portico-alert').textContent()).toContain('Project ID Not Configured')
    lab.assertClean()
  } finally {
    await lab.close()
  }
})

it("a host's own wagmi config is reused: wagmi's hooks see the connection Portico made", async () => {
  const lab = await LabPage.open(chromium.browser, labUrl, 'wagmi-host')
  try {
    await lab.connectLabWallet()
    const address = await lab.text('lab-address')
    await lab.waitForText('wagmi-status', 'connected')
    expect(await lab.text('wagmi-address')).toBe(address)
    await lab.waitForText('wagmi-balance', /\d+ wei/)
    lab.assertClean()
  } finally {
    await lab.close()
  }
})
