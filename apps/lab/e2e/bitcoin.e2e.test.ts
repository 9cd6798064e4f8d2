import { BITCOIN_REGTEST_REF, BITCOIN_TESTNET_REF, verifyBip322Simple } from '@portico/adapter-bitcoin'
import { BITCOIN_LAB_UTXOS } from '@portico/testing'
import { secp256k1Verify, verifyP2wpkhTransaction } from '@portico/testing/node'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { BITCOIN_LAB_RECEIVERS } from '../src/panels/NamespacePanelBitcoin.js'
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

describe('bip122 end to end: Lab Bitcoin Wallet (sats-connect style) → adapter-bitcoin (no node)', () => {
  it('§4 connect a payment account, BIP-322 verified, a signed PSBT payment, network switch, reload, disconnect', async () => {
    const lab = await LabPage.open(browser, labUrl, 'bitcoin')
    try {
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      await lab.testId('wallet-bip122.lab-bitcoin-wallet').click()
      await lab.approve()
      await lab.waitForText('bitcoin-status', 'connected')
      const caip = await lab.text('bitcoin-caip-address')
      expect(caip).toMatch(new RegExp(`^bip122:${BITCOIN_REGTEST_REF}:bcrt1q[a-z0-9]+$`))
      const address = caip.split(':')[2]!
      // §6: bip122 accounts are payment accounts by default
      expect(await lab.text('bitcoin-account-type')).toBe('payment')
      await lab.waitForText('bitcoin-balance', '0.85 BTC')

      // BIP-322: verified in the page (viem secp256k1) and here (tiny-secp256k1)
      await lab.testId('bitcoin-sign').click()
      await lab.approve()
      await lab.waitForText('bitcoin-signature-verified', 'valid')
      const signature = await lab.text('bitcoin-signature')
      expect(
        await verifyBip322Simple({
          address,
          message: 'Hello from Portico Lab',
          signature,
          verify: secp256k1Verify,
        }),
      ).toBe(true)

      // a payment: built by the adapter, signed by the wallet, finalized; NOT broadcast (no node)
      await lab.testId('bitcoin-send').click()
      await lab.approve()
      await lab.waitForText('bitcoin-txid', /^[0-9a-f]{64}$/)
      const hex = await lab.text('bitcoin-tx-hex')
      const utxo = BITCOIN_LAB_UTXOS[0]!
      const checked = verifyP2wpkhTransaction(hex, [{ address, value: utxo.value }])
      expect(checked.valid).toBe(true)
      expect(checked.txid).toBe(await lab.text('bitcoin-txid'))
      expect(checked.outputs[0]).toEqual({ address: BITCOIN_LAB_RECEIVERS.regtest, value: 100_000n })

      // network switch from the dialog: the wallet moves to testnet, the account follows
      await lab.testId('connect-button').click()
      await lab.testId('account-network').click()
      await lab.testId(`network-bip122:${BITCOIN_TESTNET_REF}`).click()
      await lab.waitForText('bitcoin-caip-address', new RegExp(`^bip122:${BITCOIN_TESTNET_REF}:tb1q`))
      await lab.page.keyboard.press('Escape')

      // reload: still connected, still on testnet
      await lab.reload()
      await lab.waitForText('bitcoin-status', 'connected')
      await lab.waitForText('bitcoin-caip-address', new RegExp(`^bip122:${BITCOIN_TESTNET_REF}:tb1q`))

      await lab.testId('connect-button').click()
      await lab.testId('account-disconnect').click()
      await lab.waitForText('bitcoin-status', 'disconnected')
      await lab.reload()
      await lab.waitForText('bitcoin-status', 'disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§4 rejecting in the Lab Bitcoin Wallet shows the declined view', async () => {
    const lab = await LabPage.open(browser, labUrl, 'bitcoin')
    try {
      await lab.testId('connect-button').click()
      await lab.testId('wallet-bip122.lab-bitcoin-wallet').click()
      await lab.reject()
      await lab.testId('connecting-retry').waitFor()
      await expect.poll(() => lab.dialog.textContent()).toContain('Connection declined')
      expect(await lab.text('bitcoin-status')).toBe('disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })
})
