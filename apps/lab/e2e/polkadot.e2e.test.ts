import {
  loadPolkadotLabRuntime,
  offlinePolkadotApi,
  POLKADOT_LAB_GENESIS_HASH,
  verifyPolkadotSignature,
} from '@portico/lab-wallet/polkadot'
import { describe, expect, inject, it } from 'vitest'
import { POLKADOT_LAB_AMOUNT, POLKADOT_LAB_DEST } from '../src/panels/PolkadotPanel.js'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'
import {
  approveNext,
  nextSummary,
  openMobileWallet,
  rejectNext,
  startWalletConnect,
} from './support/walletConnectSteps.js'

const labUrl = inject('labUrl')
const labEnv = inject('labEnv')
const chromium = setupLabBrowser()
const { cleanups } = chromium

const LAB_CHAIN = POLKADOT_LAB_GENESIS_HASH.slice(2, 34)

describe('polkadot: dialog → adapter-polkadot → lab polkadot extension', () => {
  it('§4 reject → declined, connect, signRaw verified with util-crypto, offline transfer, reload, disconnect', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'polkadot')
    try {
      // the extension is discovered from window.injectedWeb3; rejecting shows the declined view
      await lab.testId('connect-button').click()
      await lab.dialog.waitFor()
      await lab.testId('wallet-polkadot:portico-lab').click()
      await lab.reject()
      await lab.testId('connecting-retry').waitFor()
      await expect.poll(() => lab.dialog.textContent()).toContain('Connection declined')
      expect(await lab.text('polkadot-status')).toBe('disconnected')

      // retry and approve: a CAIP-10 account on the first polkadot network
      await lab.testId('connecting-retry').click()
      await lab.approve()
      await lab.waitForText('polkadot-status', 'connected')
      const caip = await lab.text('polkadot-caip-address')
      expect(caip).toMatch(new RegExp(`^polkadot:${LAB_CHAIN}:1[1-9A-HJ-NP-Za-km-z]{46,47}$`))
      const address = caip.split(':')[2]!
      expect(await lab.text('lab-caip-address')).toBe(caip)
      expect(await lab.text('lab-wallet-name')).toBe('Lab Polkadot Wallet')

      // signRaw, verified in the page and here with @polkadot/util-crypto
      await lab.testId('polkadot-sign').click()
      await lab.approve()
      await lab.waitForText('polkadot-signature-verified', 'valid')
      const signature = await lab.text('polkadot-signature')
      const check = await verifyPolkadotSignature({ message: 'Hello from Portico Lab', signature, address })
      expect(check).toEqual({ isValid: true, crypto: 'sr25519' })

      // a balance transfer built offline and signed by the wallet; decoded here (nothing is submitted)
      await lab.testId('polkadot-transfer').click()
      await lab.approve()
      await lab.waitForText('polkadot-transfer-decoded', /not submitted/)
      const api = await offlinePolkadotApi(POLKADOT_LAB_GENESIS_HASH, await loadPolkadotLabRuntime())
      const xt = api.createType('Extrinsic', await lab.text('polkadot-extrinsic'))
      expect(xt.isSigned).toBe(true)
      expect(`${xt.method.section}.${xt.method.method}`).toBe('balances.transferKeepAlive')
      expect(xt.signer.toString()).toBe(address)
      expect(xt.method.args[0]?.toString()).toBe(POLKADOT_LAB_DEST)
      expect(BigInt(xt.method.args[1]?.toString() ?? '0')).toBe(POLKADOT_LAB_AMOUNT)

      // switch to Polkadot mainnet: extensions have no chain, so no prompt; the CAIP-10 follows
      await lab.testId('lab-switch-91b171bb158e2d3848fa23a9f1c25182').click()
      await lab.waitForText('polkadot-caip-address', `polkadot:91b171bb158e2d3848fa23a9f1c25182:${address}`)
      await lab.testId(`lab-switch-${LAB_CHAIN}`).click()
      await lab.waitForText('polkadot-caip-address', caip)

      // reload: still connected (the extension remembers the origin, core the connection)
      await lab.reload()
      await lab.waitForText('polkadot-status', 'connected')
      expect(await lab.text('polkadot-caip-address')).toBe(caip)
      expect(await lab.testId('lab-wallet-prompt').count()).toBe(0)

      // disconnect
      await lab.testId('lab-disconnect').click()
      await lab.waitForText('polkadot-status', 'disconnected')
      await lab.reload()
      expect(await lab.text('polkadot-status')).toBe('disconnected')
      lab.assertClean()
    } finally {
      await lab.close()
    }
  })
})

describe('polkadot over WalletConnect: dialog → QR → lab mobile wallet (walletkit, local relay)', () => {
  it('§4 WalletConnect: connect by QR, signMessage verified with util-crypto, offline transfer over the session, rejection, switch, reload, disconnect', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'polkadot')
    cleanups.push(() => lab.close())
    const wallet = await openMobileWallet(labEnv.relayUrl!, 'prompt', cleanups)
    const address = wallet.addresses.polkadot

    // WalletConnect is the first connector; the wallet approves eip155 + polkadot
    await wallet.pair(await startWalletConnect(lab))
    await approveNext(wallet, 'connect')
    await lab.waitForText('polkadot-status', 'connected')
    const caip = `polkadot:${LAB_CHAIN}:${address}`
    expect(await lab.text('polkadot-caip-address')).toBe(caip)
    expect(wallet.sessions()[0]?.accounts).toContain(caip)

    // polkadot_signMessage: the wallet shows the text; the page and the test verify (ed25519)
    await lab.testId('polkadot-sign').click()
    expect(await nextSummary(wallet)).toBe('Sign a Polkadot message: Hello from Portico Lab')
    await approveNext(wallet, 'sign')
    await lab.waitForText('polkadot-signature-verified', 'valid')
    const signature = await lab.text('polkadot-signature')
    expect(await verifyPolkadotSignature({ message: 'Hello from Portico Lab', signature, address })).toEqual({
      isValid: true,
      crypto: 'ed25519',
    })

    // polkadot_signTransaction: a transferKeepAlive built offline, signed by the wallet, decoded here
    await lab.testId('polkadot-transfer').click()
    expect(await nextSummary(wallet)).toMatch(/^Sign a Polkadot transaction \(nonce 0\) on chain 0x/)
    await approveNext(wallet, 'sign')
    await lab.waitForText('polkadot-transfer-decoded', /not submitted/)
    const api = await offlinePolkadotApi(POLKADOT_LAB_GENESIS_HASH, await loadPolkadotLabRuntime())
    const xt = api.createType('Extrinsic', await lab.text('polkadot-extrinsic'))
    expect(xt.isSigned).toBe(true)
    expect(`${xt.method.section}.${xt.method.method}`).toBe('balances.transferKeepAlive')
    expect(xt.signer.toString()).toBe(address)
    expect(xt.method.args[0]?.toString()).toBe(POLKADOT_LAB_DEST)
    expect(BigInt(xt.method.args[1]?.toString() ?? '0')).toBe(POLKADOT_LAB_AMOUNT)

    // the wallet rejects: the panel shows the error, the connection stays
    await lab.testId('polkadot-sign').click()
    await rejectNext(wallet)
    await lab.waitForText('polkadot-error', 'User rejected the request')
    expect(await lab.text('polkadot-signature')).toBe('—')
    expect(await lab.text('polkadot-status')).toBe('connected')

    // switching runs over the session (both polkadot chains were approved): the CAIP-10 follows
    await lab.testId('lab-switch-91b171bb158e2d3848fa23a9f1c25182').click()
    await lab.waitForText('polkadot-caip-address', `polkadot:91b171bb158e2d3848fa23a9f1c25182:${address}`)
    await lab.testId(`lab-switch-${LAB_CHAIN}`).click()
    await lab.waitForText('polkadot-caip-address', caip)

    // reload: the session is restored without a wallet prompt and still signs
    await lab.reload()
    await lab.waitForText('polkadot-status', 'connected')
    expect(await lab.text('polkadot-caip-address')).toBe(caip)
    expect(wallet.approvals.pending()).toEqual([])
    await lab.testId('polkadot-sign').click()
    await approveNext(wallet, 'sign')
    await lab.waitForText('polkadot-signature-verified', 'valid')

    // disconnect: the dapp forgets, core ends the WalletConnect session
    await lab.testId('lab-disconnect').click()
    await lab.waitForText('polkadot-status', 'disconnected')
    expect(await lab.text('polkadot-caip-address')).toBe('—')
    await expect.poll(() => wallet.sessions().length, { timeout: 15_000 }).toBe(0)
    lab.assertClean()
  })
})
