import { COSMOS_LAB_GLOBAL, createCosmosLabWallet, createMemoryKeyValueStorage } from '@portico/testing'
import { verifyAdr36Signature, verifyDirectTxSignature } from '@portico/testing/node'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { COSMOS_LAB_DEST } from '../src/panels/CosmosPanel.js'
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

describe('cosmos: dialog → adapter-cosmos → Keplr-like lab wallet', () => {
  it('§4 reject → declined, connect, ADR-36 verified with cosmjs, offline MsgSend, reload, disconnect', async () => {
    // the same key in this process: the page must report exactly this public key
    const expected = await createCosmosLabWallet({
      chains: [{ chainId: 'portico-local-1', bech32Prefix: 'cosmos' }],
      storage: createMemoryKeyValueStorage(),
    })
    const lab = await LabPage.open(browser, labUrl, 'cosmos')
    try {
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      await lab.testId(`wallet-cosmos:${COSMOS_LAB_GLOBAL}`).click()
      await lab.reject()
      await lab.testId('connecting-retry').waitFor()
      await expect.poll(() => lab.dialog.textContent()).toContain('Connection declined')
      expect(await lab.text('cosmos-status')).toBe('disconnected')

      await lab.testId('connecting-retry').click()
      await lab.approve()
      await lab.waitForText('cosmos-status', 'connected')
      const caip = await lab.text('cosmos-caip-address')
      expect(caip).toBe(`cosmos:portico-local-1:${expected.address('portico-local-1')}`)
      expect(await lab.text('lab-wallet-name')).toBe('Lab Cosmos Wallet')
      const address = caip.split(':')[2]!
      const pubKey = await lab.text('cosmos-pubkey')
      expect(pubKey).toBe(Buffer.from(expected.publicKey).toString('base64'))

      // ADR-36 signArbitrary, verified here with cosmjs
      await lab.testId('cosmos-sign').click()
      await lab.approve()
      await lab.waitForText('cosmos-signature', /^[A-Za-z0-9+/]{86}==$/)
      const signature = await lab.text('cosmos-signature')
      expect(
        await verifyAdr36Signature({ signer: address, data: 'Hello from Portico Lab', pubKey, signature }),
      ).toBe(true)

      // MsgSend signed offline (direct), verified here; nothing is broadcast
      await lab.testId('cosmos-send-direct').click()
      await lab.approve()
      await lab.waitForText('cosmos-send-decoded', /not broadcast/)
      expect(await lab.text('cosmos-send-decoded')).toContain(
        `direct ${address} → ${COSMOS_LAB_DEST} 1000stake`,
      )
      const txBase64 = await lab.text('cosmos-tx')
      const verified = await verifyDirectTxSignature({
        txBase64,
        chainId: 'portico-local-1',
        accountNumber: 0,
        pubKey: expected.publicKey,
      })
      expect(verified).toBe(true)

      // switch to Cosmos Hub: the wallet is asked to enable the new chain id
      await lab.testId('lab-switch-cosmoshub-4').click()
      await lab.approve()
      await lab.waitForText('cosmos-caip-address', `cosmos:cosmoshub-4:${address}`)
      await lab.testId('lab-switch-portico-local-1').click()
      await lab.waitForText('cosmos-caip-address', caip)

      // reload: still connected, no prompt (the wallet remembers the chain for this origin)
      await lab.reload()
      await lab.waitForText('cosmos-status', 'connected')
      expect(await lab.text('cosmos-caip-address')).toBe(caip)
      expect(await lab.testId('lab-wallet-prompt').count()).toBe(0)

      await lab.testId('lab-disconnect').click()
      await lab.waitForText('cosmos-status', 'disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })
})
