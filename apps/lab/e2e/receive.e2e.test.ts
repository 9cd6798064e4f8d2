/**
 * Receive in the dialog: the QR code is read from a screenshot, as a phone would, and must hold
 * the chain-aware payment URI (EIP-681 on eip155, Solana Pay on solana), or the bare address.
 */
import { COSMOS_LAB_GLOBAL } from '@portico/lab-wallet/cosmos'
import { SOLANA_LAB_ADDRESSES } from '@portico/lab-wallet/solana'
import { describe, expect, inject, it } from 'vitest'
import { decodeQrScreenshot } from './support/decodeQr.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const chromium = setupLabBrowser()

async function openReceive(lab: LabPage) {
  await lab.testId('connect-button').click()
  await lab.testId('account-action-receive').click()
  await lab.testId('receive-view').waitFor()
  await lab.testId('receive-qr').waitFor()
}

describe('Receive', () => {
  it('§2 eip155: the QR code read from the screen is EIP-681 with the chain id; the switch gives the bare address', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    chromium.cleanups.push(() => lab.close())
    await lab.connectLabWallet()
    const address = await lab.text('wallet-address')
    await openReceive(lab)
    const qr = lab.testId('receive-qr')
    expect(await decodeQrScreenshot(qr)).toBe(`ethereum:${address}@31337`)
    expect(await lab.text('receive-address')).toBe(address)
    await expect.poll(() => lab.testId('receive-networks').textContent()).toContain('Portico Devnet B')
    await lab.testId('receive-include-network').click()
    await expect.poll(() => decodeQrScreenshot(qr)).toBe(address)
    lab.assertClean()
  })

  it('§2 solana: the QR code is a Solana Pay URI of the connected account', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'solana')
    chromium.cleanups.push(() => lab.close())
    await lab.connectLabSolanaWallet()
    await openReceive(lab)
    expect(await decodeQrScreenshot(lab.testId('receive-qr'))).toBe(`solana:${SOLANA_LAB_ADDRESSES.wallet}`)
    lab.assertClean()
  })

  it.each([
    ['bitcoin', 'wallet-bip122.lab-bitcoin-wallet', 'bitcoin-caip-address', 'bitcoin:'],
    ['polkadot', 'wallet-polkadot:portico-lab', 'polkadot-caip-address', ''],
    ['cosmos', `wallet-cosmos:${COSMOS_LAB_GLOBAL}`, 'cosmos-caip-address', ''],
  ])(
    '§2 %s: Receive shows the account (BIP-21 for bitcoin, the bare address elsewhere) for one network',
    async (config, wallet, caipId, scheme) => {
      const lab = await LabPage.open(chromium.browser, labUrl, `${config}&wallet=auto`)
      chromium.cleanups.push(() => lab.close())
      await lab.testId('connect-button').click()
      await lab.testId(wallet).click()
      await lab.waitForText(caipId, /:/)
      const address = (await lab.text(caipId)).split(':').pop()!
      await openReceive(lab)
      expect(await decodeQrScreenshot(lab.testId('receive-qr'))).toBe(`${scheme}${address}`)
      expect(await lab.testId('receive-include-network').count()).toBe(scheme ? 1 : 0)
      expect(await lab.testId('receive-networks').locator('li').count()).toBe(1)
      // a namespace that cannot send offers no Send
      expect(await lab.testId('account-action-send').count()).toBe(0)
      lab.assertClean()
    },
  )
})
