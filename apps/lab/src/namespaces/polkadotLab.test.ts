// adapter-polkadot against the real lab polkadot extension (packages/testing), in Node: no mocks.
import { polkadotAdapter } from '@portico/adapter-polkadot'
import { type AdapterEvent, createMemoryStorage, isPorticoError } from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { createApprovalQueue } from '@portico/lab-wallet'
import {
  createPolkadotLabWallet,
  loadPolkadotLabRuntime,
  offlinePolkadotApi,
  POLKADOT_LAB_GENESIS_HASH,
  verifyPolkadotSignature,
} from '@portico/lab-wallet/polkadot'
import { describe, expect, it } from 'vitest'
import { POLKADOT_LAB_ADAPTER_OPTIONS, polkadotLabNetwork } from './polkadotLab.js'

async function setup(mode: 'auto-approve' | 'auto-reject' = 'auto-approve') {
  const page: object = {}
  const approvals = createApprovalQueue(mode)
  const wallet = await createPolkadotLabWallet({ approval: approvals, storage: createMemoryStorage() })
  wallet.install(page)
  const events: AdapterEvent[] = []
  const adapter = polkadotAdapter({ ...POLKADOT_LAB_ADAPTER_OPTIONS, global: page })
  adapter.setup({
    networks: [polkadotLabNetwork],
    storage: createStorage(createMemoryStorage()),
    emit: (e) => events.push(e),
  })
  return { wallet, adapter, events, approvals }
}

describe('adapter-polkadot with the lab polkadot extension', () => {
  it('discovers the extension by name and icon, connects with a CAIP-10 ready account', async () => {
    const { adapter, wallet, events } = await setup()
    expect(events[0]).toMatchObject({
      type: 'connectors',
      connectors: [
        { id: 'polkadot:portico-lab', name: 'Lab Polkadot Wallet', type: 'INJECTED', chain: 'polkadot' },
      ],
    })
    const r = await adapter.connect({ connectorId: 'polkadot:portico-lab' })
    expect(r).toEqual({
      address: wallet.address,
      chainId: polkadotLabNetwork.id,
      connectorId: 'polkadot:portico-lab',
    })
    expect(`polkadot:${r.chainId}:${r.address}`).toMatch(
      /^polkadot:[0-9a-f]{32}:1[1-9A-HJ-NP-Za-km-z]{46,47}$/,
    )
  })

  it('signRaw: the signature verifies with @polkadot/util-crypto over <Bytes>-wrapped bytes', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: 'polkadot:portico-lab' })
    const signature = await adapter.signMessage({ message: 'Hello Polkadot', address: wallet.address })
    expect(
      await verifyPolkadotSignature({ message: 'Hello Polkadot', signature, address: wallet.address }),
    ).toEqual({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(
      (await verifyPolkadotSignature({ message: 'other', signature, address: wallet.address })).isValid,
    ).toBe(false)
  })

  it('§4 rejecting in the wallet is a user rejection (declined), typed USER_REJECTED', async () => {
    const { adapter } = await setup('auto-reject')
    const e = await adapter.connect({ connectorId: 'polkadot:portico-lab' }).catch((x: unknown) => x)
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
  })

  it('a transferKeepAlive is built offline, signed by the wallet and decodes to signer/dest/amount (not submitted)', async () => {
    const { adapter, wallet } = await setup()
    await adapter.connect({ connectorId: 'polkadot:portico-lab' })
    const dest = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
    const signed = await adapter.signTransfer({ to: dest, amount: 1_234_567_890n, nonce: 5 })
    expect(signed.submitted).toBe(false)
    expect(signed.decoded).toEqual({
      signer: wallet.address,
      dest,
      amount: 1_234_567_890n,
      nonce: 5,
      section: 'balances',
      method: 'transferKeepAlive',
    })
    // decoded again, independently, with the wallet side's API
    const api = await offlinePolkadotApi(POLKADOT_LAB_GENESIS_HASH, await loadPolkadotLabRuntime())
    const xt = api.createType('Extrinsic', signed.extrinsic)
    expect(xt.isSigned).toBe(true)
    expect(xt.signer.toString()).toBe(wallet.address)
    expect(xt.method.args[1]?.toString()).toBe('1234567890')
  }, 30_000)

  it('bad transfer input is a typed error before the wallet is asked: SS58 checksum, amount', async () => {
    const { adapter, approvals } = await setup()
    await adapter.connect({ connectorId: 'polkadot:portico-lab' })
    approvals.setMode('prompt')
    const badChecksum = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf4'
    const e1 = await adapter.signTransfer({ to: badChecksum, amount: 1n }).catch((x: unknown) => x)
    expect(isPorticoError(e1, 'INVALID_CAIP')).toBe(true)
    const e2 = await adapter
      .signTransfer({ to: '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3', amount: 0n })
      .catch((x: unknown) => x)
    expect(isPorticoError(e2, 'INVALID_OPTIONS')).toBe(true)
    expect(approvals.pending()).toEqual([])
  })
})
