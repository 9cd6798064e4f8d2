import { BITCOIN_REGTEST_REF, BITCOIN_TESTNET_REF, verifyBip322Simple } from '@portico/adapter-bitcoin'
import { BITCOIN_LAB_UTXOS } from '@portico/lab-wallet/bitcoin'
import type { MobileWallet } from '@portico/testing'
import { secp256k1Verify, verifyP2wpkhTransaction } from '@portico/testing/node'
import { describe, expect, inject, it } from 'vitest'
import { BITCOIN_LAB_RECEIVERS } from '../src/panels/NamespacePanelBitcoin.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'
import { openMobileWallet, rejectNext, startWalletConnect } from './support/walletConnectSteps.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { cleanups } = chromium

/** approves the mobile wallet's next request after checking what its prompt says */
async function approveNextWith(wallet: MobileWallet, kind: string, summary: RegExp) {
  await expect.poll(() => wallet.approvals.pending().length, { timeout: 15_000 }).toBeGreaterThan(0)
  const [req] = wallet.approvals.pending()
  expect(req?.kind).toBe(kind)
  expect(req?.summary).toMatch(summary)
  wallet.approvals.approve(req!.id)
}

describe('bip122 end to end: Lab Bitcoin Wallet (sats-connect style) → adapter-bitcoin (no node)', () => {
  it('§4 connect a payment account, BIP-322 verified, a signed PSBT payment, network switch, reload, disconnect', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'bitcoin')
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
    const lab = await LabPage.open(chromium.browser, labUrl, 'bitcoin')
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

  it('§4 WalletConnect: the lab mobile wallet over the relay → its payment address, BIP-322 verified, a PSBT transfer signed over the session, a rejection, reload, disconnect', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'bitcoin')
    cleanups.push(() => lab.close())
    const wallet = await openMobileWallet(labEnv.relayUrl!, 'prompt', cleanups)
    // connect through the QR URI: approve the session, then the wallet names its payment address
    await wallet.pair(await startWalletConnect(lab))
    await approveNextWith(wallet, 'connect', /^Connect to /)
    // the mobile wallet's own key on regtest (its `addresses` are mainnet ones), as it put it in the session
    const regtest = `bip122:${BITCOIN_REGTEST_REF}:`
    await expect.poll(() => wallet.sessions().length, { timeout: 15_000 }).toBe(1)
    const account = wallet.sessions()[0]?.accounts.find((a) => a.startsWith(regtest)) ?? ''
    const address = account.slice(regtest.length)
    expect(address).toMatch(/^bcrt1q[a-z0-9]{38}$/)
    expect(wallet.addresses.bip122).toMatch(/^bc1q[a-z0-9]{38}$/)
    await approveNextWith(wallet, 'connect', /^Share your Bitcoin addresses$/)
    await lab.waitForText('bitcoin-status', 'connected')
    expect(await lab.text('bitcoin-caip-address')).toBe(`bip122:${BITCOIN_REGTEST_REF}:${address}`)
    expect(wallet.sessions()[0]?.accounts).toContain(`bip122:${BITCOIN_REGTEST_REF}:${address}`)
    // §6: payment account; the balance comes from the lab's indexer stand-in (no UTXO call over WalletConnect)
    expect(await lab.text('bitcoin-account-type')).toBe('payment')
    await lab.waitForText('bitcoin-balance', '0.85 BTC')

    // BIP-322 over the session: approved in the wallet, verified in the page and here
    await lab.testId('bitcoin-sign').click()
    await approveNextWith(wallet, 'sign', /^Sign a Bitcoin message \(BIP-322\): Hello from Portico Lab$/)
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
    expect(
      await verifyBip322Simple({
        address,
        message: 'Hello from Portico Lab!',
        signature,
        verify: secp256k1Verify,
      }),
    ).toBe(false)

    // a transfer: the adapter builds the PSBT, the mobile wallet signs it (signPsbt), the adapter finalizes
    await lab.testId('bitcoin-send').click()
    await approveNextWith(
      wallet,
      'sign',
      /^Sign a Bitcoin transaction: 1 input\(s\) of yours, outputs 0\.001 BTC, /,
    )
    await lab.waitForText('bitcoin-txid', /^[0-9a-f]{64}$/)
    const hex = await lab.text('bitcoin-tx-hex')
    const utxo = BITCOIN_LAB_UTXOS[0]!
    const checked = verifyP2wpkhTransaction(hex, [{ address, value: utxo.value }])
    expect(checked.valid).toBe(true)
    expect(checked.txid).toBe(await lab.text('bitcoin-txid'))
    expect(checked.inputs).toEqual([{ txid: utxo.txid, vout: utxo.vout }])
    const fee = Number(await lab.text('bitcoin-fee'))
    expect(checked.outputs).toEqual([
      { address: BITCOIN_LAB_RECEIVERS.regtest, value: 100_000n },
      { address, value: BigInt(utxo.value - 100_000 - fee) },
    ])

    // a request the wallet rejects: the panel shows the error
    await lab.testId('bitcoin-sign').click()
    await rejectNext(wallet)
    await lab.waitForText('bitcoin-error', 'User rejected the request')
    expect(await lab.text('bitcoin-status')).toBe('connected')

    // reload: core restores the session, the adapter reconnects without asking the wallet
    await lab.reload()
    await lab.waitForText('bitcoin-status', 'connected')
    expect(await lab.text('bitcoin-caip-address')).toBe(`bip122:${BITCOIN_REGTEST_REF}:${address}`)
    expect(wallet.approvals.pending()).toEqual([])

    // disconnect from the dialog: every namespace of the session, and the session itself
    await lab.testId('connect-button').click()
    await lab.testId('account-disconnect').click()
    await lab.waitForText('bitcoin-status', 'disconnected')
    await expect.poll(() => wallet.sessions().length, { timeout: 15_000 }).toBe(0)
    await lab.reload()
    await lab.waitForText('bitcoin-status', 'disconnected')
    lab.assertClean()
  })
})
