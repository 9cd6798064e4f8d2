import { createMemoryKeyValueStorage } from '@portico/lab-wallet'
import { COSMOS_LAB_GLOBAL, createCosmosLabWallet } from '@portico/lab-wallet/cosmos'
import { verifyAdr36Signature, verifyDirectTxSignature } from '@portico/testing/node'
import { describe, expect, inject, it } from 'vitest'
import { COSMOS_LAB_DEST } from '../src/panels/CosmosPanel.js'
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

describe('cosmos: dialog → adapter-cosmos → Keplr-like lab wallet', () => {
  it('§4 reject → declined, connect, ADR-36 verified with cosmjs, offline MsgSend, reload, disconnect', async () => {
    // the same key in this process: the page must report exactly this public key
    const expected = await createCosmosLabWallet({
      chains: [{ chainId: 'portico-local-1', bech32Prefix: 'cosmos' }],
      storage: createMemoryKeyValueStorage(),
    })
    const lab = await LabPage.open(chromium.browser, labUrl, 'cosmos')
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

describe('cosmos over WalletConnect: dialog → QR → lab mobile wallet (walletkit, local relay)', () => {
  it('§4 WalletConnect: connect by QR, ADR-36 verified with cosmjs, MsgSend over the session, rejection, switch, dapp disconnect, reload, wallet disconnect', async () => {
    const lab = await LabPage.open(chromium.browser, labUrl, 'cosmos')
    cleanups.push(() => lab.close())
    const wallet = await openMobileWallet(labEnv.relayUrl!, 'prompt', cleanups)
    // the lab's cosmos networks (portico-local-1 first) both use the `cosmos` bech32 prefix
    const address = wallet.addresses.cosmos
    expect(address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)

    await wallet.pair(await startWalletConnect(lab))
    await approveNext(wallet, 'connect')
    // adapter-cosmos asks the wallet for its public key (cosmos_getAccounts) once
    expect(await nextSummary(wallet)).toBe('Share your Cosmos account')
    await approveNext(wallet, 'connect')
    await lab.waitForText('cosmos-status', 'connected')
    const caip = `cosmos:portico-local-1:${address}`
    expect(await lab.text('cosmos-caip-address')).toBe(caip)
    expect(wallet.sessions()[0]?.accounts).toContain(caip)
    const pubKey = await lab.text('cosmos-pubkey')
    expect(Buffer.from(pubKey, 'base64')).toHaveLength(33)

    // ADR-36 over cosmos_signAmino: the wallet shows the text, the test verifies with cosmjs
    await lab.testId('cosmos-sign').click()
    expect(await nextSummary(wallet)).toBe('Sign a Cosmos message: Hello from Portico Lab')
    await approveNext(wallet, 'sign')
    await lab.waitForText('cosmos-signature', /^[A-Za-z0-9+/]{86}==$/)
    const signature = await lab.text('cosmos-signature')
    expect(
      await verifyAdr36Signature({ signer: address, data: 'Hello from Portico Lab', pubKey, signature }),
    ).toBe(true)

    // MsgSend signed over cosmos_signDirect (never broadcast), verified here
    await lab.testId('cosmos-send-direct').click()
    expect(await nextSummary(wallet)).toBe('Sign a Cosmos transaction (direct) on portico-local-1')
    await approveNext(wallet, 'sign')
    await lab.waitForText('cosmos-send-decoded', /not broadcast/)
    expect(await lab.text('cosmos-send-decoded')).toBe(
      `direct ${address} → ${COSMOS_LAB_DEST} 1000stake (not broadcast)`,
    )
    expect(
      await verifyDirectTxSignature({
        txBase64: await lab.text('cosmos-tx'),
        chainId: 'portico-local-1',
        accountNumber: 0,
        pubKey: Uint8Array.from(Buffer.from(pubKey, 'base64')),
      }),
    ).toBe(true)

    // and over cosmos_signAmino (legacy amino JSON)
    await lab.testId('cosmos-send-amino').click()
    expect(await nextSummary(wallet)).toBe(
      'Sign a Cosmos transaction (amino) on portico-local-1: cosmos-sdk/MsgSend',
    )
    await approveNext(wallet, 'sign')
    await lab.waitForText(
      'cosmos-send-decoded',
      `amino ${address} → ${COSMOS_LAB_DEST} 1000stake (not broadcast)`,
    )

    // the wallet rejects: the panel shows the error, the connection stays
    await lab.testId('cosmos-sign').click()
    await rejectNext(wallet)
    await lab.waitForText('cosmos-error', 'User rejected the request')
    expect(await lab.text('cosmos-signature')).toBe('—')
    expect(await lab.text('cosmos-status')).toBe('connected')

    // switching stays within the session's chains (same key: no wallet prompt)
    await lab.testId('lab-switch-cosmoshub-4').click()
    await lab.waitForText('cosmos-caip-address', `cosmos:cosmoshub-4:${address}`)
    await lab.testId('lab-switch-portico-local-1').click()
    await lab.waitForText('cosmos-caip-address', caip)
    expect(wallet.approvals.pending()).toEqual([])

    // disconnect from the dapp: the adapter forgets, core ends the WalletConnect session
    await lab.testId('lab-disconnect').click()
    await lab.waitForText('cosmos-status', 'disconnected')
    expect(await lab.text('cosmos-caip-address')).toBe('—')
    await expect.poll(() => wallet.sessions().length, { timeout: 15_000 }).toBe(0)

    // connect again: a new session, whose key is asked for once more
    await wallet.pair(await startWalletConnect(lab))
    await approveNext(wallet, 'connect')
    expect(await nextSummary(wallet)).toBe('Share your Cosmos account')
    await approveNext(wallet, 'connect')
    await lab.waitForText('cosmos-caip-address', caip)

    // reload: the session is restored with no wallet prompt (the public key is remembered)
    await lab.reload()
    await lab.waitForText('cosmos-status', 'connected')
    expect(await lab.text('cosmos-caip-address')).toBe(caip)
    expect(await lab.text('cosmos-pubkey')).toBe(pubKey)
    expect(wallet.approvals.pending()).toEqual([])
    // and still signs over the session
    await lab.testId('cosmos-sign').click()
    await approveNext(wallet, 'sign')
    await lab.waitForText('cosmos-signature', /^[A-Za-z0-9+/]{86}==$/)
    expect(
      await verifyAdr36Signature({
        signer: address,
        data: 'Hello from Portico Lab',
        pubKey,
        signature: await lab.text('cosmos-signature'),
      }),
    ).toBe(true)

    // the wallet ends the session (SPEC §4): the dapp forgets the account
    await wallet.disconnect()
    await lab.waitForText('cosmos-status', 'disconnected')
    expect(await lab.text('cosmos-caip-address')).toBe('—')
    lab.assertClean()
  })
})
