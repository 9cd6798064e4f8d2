import { createPublicClient, formatEther, http, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const devnet = inject('devnet')
const chromium = setupLabBrowser()

describe('the full path: host page → dialog → lab wallet → devnet', () => {
  it('§4 connect, balance from the chain, switch network, sign, reload, disconnect', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      // connect with the lab wallet announced over EIP-6963
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      expect(await lab.dialog.getAttribute('aria-modal')).toBe('true')
      await lab.testId('wallet-dev.portico.labwallet').click()
      await lab.approve()
      await lab.waitForText('lab-status', 'connected')
      const address = await lab.text('wallet-address')
      expect(await lab.text('lab-address')).toBe(address)
      expect(await lab.text('lab-caip-address')).toBe(`eip155:31337:${address}`)
      await lab.dialog.waitFor({ state: 'hidden' })

      // the Account view shows the short address and the on-chain balance
      const rpc = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
      const onChain = formatEther(await rpc.getBalance({ address: address as `0x${string}` }))
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      await expect
        .poll(() => lab.dialog.textContent(), { timeout: 10_000 })
        .toContain(`${address.slice(0, 6)}…${address.slice(-4)}`)
      // the whole part, grouped as the (English) dialog writes it: 9,999
      const whole = new Intl.NumberFormat('en').format(BigInt(onChain.split('.')[0]!))
      await expect.poll(() => lab.dialog.textContent(), { timeout: 10_000 }).toContain(whole)
      await expect.poll(() => lab.dialog.textContent()).toContain('ETH')

      // switch network from the dialog: the wallet does not know chain B → wallet_addEthereumChain
      await lab.testId('account-network').click()
      await lab.testId('network-eip155:31338').click()
      await lab.approve()
      await lab.waitForText('lab-caip-network', 'eip155:31338')
      await lab.waitForText('wallet-chain', '31338')
      expect(await lab.text('lab-network')).toBe('Portico Devnet B')
      await lab.page.keyboard.press('Escape')
      await lab.dialog.waitFor({ state: 'hidden' })

      // sign a message and verify the signature with viem, in the page and here
      await lab.testId('lab-sign').click()
      await lab.approve()
      await lab.waitForText('lab-signature-verified', 'valid')
      const signature = (await lab.text('lab-signature')) as `0x${string}`
      expect(
        await verifyMessage({
          address: address as `0x${string}`,
          message: 'Hello from Portico Lab',
          signature,
        }),
      ).toBe(true)

      // reload: still connected, still on chain B
      await lab.reload()
      await lab.waitForText('lab-status', 'connected')
      expect(await lab.text('lab-address')).toBe(address)
      await lab.waitForText('lab-caip-network', 'eip155:31338')

      // disconnect from the dialog
      await lab.testId('connect-button').click()
      await lab.testId('account-disconnect').click()
      await lab.waitForText('lab-status', 'disconnected')
      await lab.reload()
      await lab.waitForText('lab-status', 'disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })

  it('§4 the wallet switching chain and ending the connection is followed by the dialog', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl)
    try {
      await lab.connectLabWallet()
      // wallet side: the user picks chain B inside the wallet (it knows it after adding it)
      await lab.testId('lab-switch-31338').click()
      await lab.approve()
      await lab.waitForText('lab-caip-network', 'eip155:31338')
      await lab.testId('wallet-set-chain-31337').click()
      await lab.waitForText('lab-caip-network', 'eip155:31337')
      await lab.testId('wallet-disconnect').click()
      await lab.waitForText('lab-status', 'disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })
})
