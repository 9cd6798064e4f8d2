import {
  BITCOIN_REGTEST_REF,
  bitcoinAdapter,
  bitcoinRegtest,
  bitcoinTestnet,
  verifyBip322Simple,
} from '@portico/adapter-bitcoin'
import {
  type AdapterEvent,
  createMemoryStorage,
  DEFAULT_ACCOUNT_TYPES,
  isUserRejection,
  toCaipAddress,
} from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { createMemoryKeyValueStorage } from '@portico/lab-wallet'
import {
  BITCOIN_LAB_UTXOS,
  createLabBitcoinWallet,
  injectLabBitcoinWallet,
  verifySecp256k1,
} from '@portico/lab-wallet/bitcoin'
import { secp256k1Verify, verifyP2wpkhTransaction } from '@portico/testing/node'
import { describe, expect, it } from 'vitest'
import { BITCOIN_LAB_RECEIVERS } from '../panels/NamespacePanelBitcoin.js'

function setup(approval: 'auto-approve' | 'auto-reject' = 'auto-approve') {
  const lab = createLabBitcoinWallet({ approval, storage: createMemoryKeyValueStorage(), origin: 'test' })
  const win: Record<string, unknown> = {}
  injectLabBitcoinWallet(lab.provider, win)
  const adapter = bitcoinAdapter({
    window: win,
    wallets: () => ({ get: () => [], on: () => () => undefined }),
  })
  const events: AdapterEvent[] = []
  adapter.setup({
    networks: [bitcoinRegtest, bitcoinTestnet],
    storage: createStorage(createMemoryStorage()),
    emit: (e) => events.push(e),
  })
  return { lab, adapter, events }
}

describe('adapter-bitcoin with the Lab Bitcoin Wallet (sats-connect style, no node)', () => {
  it('§6 connects a payment account; §5 CAIP-10 bip122:<genesis ref>:<address>', async () => {
    const { adapter, events } = setup()
    expect(events[0]).toMatchObject({ type: 'connectors', connectors: [{ id: 'bip122.lab-bitcoin-wallet' }] })
    const r = await adapter.connect({ connectorId: 'bip122.lab-bitcoin-wallet' })
    expect(r.address).toMatch(/^bcrt1q/)
    expect(r.chainId).toBe(BITCOIN_REGTEST_REF)
    expect(toCaipAddress('bip122', r.chainId, r.address)).toBe(`bip122:${BITCOIN_REGTEST_REF}:${r.address}`)
    expect(adapter.getAccount()?.purpose).toBe('payment')
    expect(DEFAULT_ACCOUNT_TYPES.bip122).toBe('payment')
  })

  it('BIP-322 simple: the wallet signs, two independent secp256k1 verifiers accept, tampering fails', async () => {
    const { adapter } = setup()
    const { address } = await adapter.connect({ connectorId: 'bip122.lab-bitcoin-wallet' })
    const signature = await adapter.signMessage({ message: 'Hello World', address })
    expect(
      await verifyBip322Simple({ address, message: 'Hello World', signature, verify: secp256k1Verify }),
    ).toBe(true)
    expect(
      await verifyBip322Simple({ address, message: 'Hello World', signature, verify: verifySecp256k1 }),
    ).toBe(true)
    expect(
      await verifyBip322Simple({ address, message: 'Hello Worle', signature, verify: secp256k1Verify }),
    ).toBe(false)
    expect(
      await verifyBip322Simple({
        address: BITCOIN_LAB_RECEIVERS.regtest,
        message: 'Hello World',
        signature,
        verify: secp256k1Verify,
      }),
    ).toBe(false)
  })

  it('balance from the UTXO fixture; signTransfer builds a PSBT the wallet signs: a valid finalized tx', async () => {
    const { adapter } = setup()
    const { address } = await adapter.connect({ connectorId: 'bip122.lab-bitcoin-wallet' })
    const balance = await adapter.getBalance({ address, network: bitcoinRegtest })
    expect(balance).toMatchObject({ value: 85_000_000n, formatted: '0.85', symbol: 'BTC', decimals: 8 })
    const tx = await adapter.signTransfer({
      to: BITCOIN_LAB_RECEIVERS.regtest,
      amount: 60_000_000n,
      feeRate: 3,
    })
    expect(tx.txid).toMatch(/^[0-9a-f]{64}$/)
    // the contract's shape: the id the network will know it by, the raw transaction to broadcast
    expect(tx.id).toBe(tx.txid)
    expect(tx.raw).toBe(tx.hex)
    // largest first: 0.5 + 0.25 BTC cover 0.6 + fee; change goes back to the wallet
    const [a, b] = BITCOIN_LAB_UTXOS as [(typeof BITCOIN_LAB_UTXOS)[0], (typeof BITCOIN_LAB_UTXOS)[0]]
    const checked = verifyP2wpkhTransaction(tx.hex, [
      { address, value: a.value },
      { address, value: b.value },
    ])
    expect(checked.valid).toBe(true)
    expect(checked.txid).toBe(tx.txid)
    expect(checked.inputs).toEqual([
      { txid: a.txid, vout: a.vout },
      { txid: b.txid, vout: b.vout },
    ])
    expect(checked.outputs).toEqual([
      { address: BITCOIN_LAB_RECEIVERS.regtest, value: 60_000_000n },
      { address, value: BigInt(a.value + b.value - 60_000_000 - tx.fee) },
    ])
    // a tampered amount breaks the signature check
    expect(
      verifyP2wpkhTransaction(tx.hex, [
        { address, value: a.value + 1 },
        { address, value: b.value },
      ]).valid,
    ).toBe(false)
    expect(
      (
        (await adapter
          .signTransfer({ to: BITCOIN_LAB_RECEIVERS.regtest, amount: 200_000_000n })
          .catch((e: unknown) => e)) as { code?: string }
      ).code,
    ).toBe('INSUFFICIENT_FUNDS')
  })

  it('reject → user rejection; network switch follows the wallet (regtest → testnet)', async () => {
    const rejecting = setup('auto-reject')
    const e = await rejecting.adapter.connect({ connectorId: 'bip122.lab-bitcoin-wallet' }).catch((x) => x)
    expect(isUserRejection(e)).toBe(true)
    const { adapter, events, lab } = setup()
    await adapter.connect({ connectorId: 'bip122.lab-bitcoin-wallet' })
    await adapter.switchNetwork(bitcoinTestnet)
    expect(lab.getNetwork()).toBe('Testnet')
    expect(events.at(-1)).toMatchObject({ type: 'account', chainId: bitcoinTestnet.id })
    expect(adapter.getAccount()?.address).toMatch(/^tb1q/)
  })
})

describe('verifyBip322Simple against the BIP-322 test vectors (tiny-secp256k1)', () => {
  const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
  const vectors = [
    [
      '',
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'Hello World',
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
  ] as const
  it.each(vectors)('message %j verifies, and not for another message', async (message, signature) => {
    expect(await verifyBip322Simple({ address, message, signature, verify: secp256k1Verify })).toBe(true)
    expect(
      await verifyBip322Simple({ address, message: `${message}!`, signature, verify: secp256k1Verify }),
    ).toBe(false)
  })
})
