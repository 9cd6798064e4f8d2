import {
  type AdapterEvent,
  createMemoryStorage,
  isPorticoError,
  isUserRejection,
  type PorticoNetwork,
  toCaipAddress,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { createNamespaceSession, createStorage } from '@portico/core/internal'
import type { Wallet } from '@wallet-standard/base'
import { address as btcAddress, networks, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { verifyBip322Simple } from './bip322.js'
import { type BitcoinAdapterOptions, bitcoinAdapter } from './bitcoinAdapter.js'
import {
  BITCOIN_MAINNET_REF,
  BITCOIN_REGTEST_REF,
  BITCOIN_TESTNET_REF,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinTestnet,
} from './bitcoinNetworks.js'
import {
  addressOn,
  type FakeWalletOptions,
  fakeBitcoinWalletConnect,
  publicKeyOf,
  verifyHash,
} from './test/fakeBitcoinWalletConnect.js'

const REGTEST = `bip122:${BITCOIN_REGTEST_REF}` as const
const TESTNET = `bip122:${BITCOIN_TESTNET_REF}` as const
const MAINNET = `bip122:${BITCOIN_MAINNET_REF}` as const
const ADDRESS = addressOn(BITCOIN_REGTEST_REF)
const TO = 'bcrt1q2vfxp232rx0z9rzn0hay9jptagk8c86ddphpjv'
const UTXOS = [
  { txid: 'a1'.repeat(32), vout: 0, value: 50_000_000 },
  { txid: 'b2'.repeat(32), vout: 1, value: 25_000_000 },
]
const noStandard = () => ({ get: () => [] as Wallet[], on: () => () => undefined })

function setup(
  wallet: FakeWalletOptions = {},
  options: { networks?: PorticoNetwork[]; adapter?: BitcoinAdapterOptions } = {},
) {
  const fake = fakeBitcoinWalletConnect(wallet)
  const events: AdapterEvent[] = []
  const storage = createStorage(createMemoryStorage())
  const adapter = bitcoinAdapter({
    window: {},
    wallets: noStandard,
    utxos: async () => UTXOS,
    ...options.adapter,
  })
  adapter.setup({
    networks: options.networks ?? [bitcoinRegtest, bitcoinTestnet],
    storage,
    emit: (e) => events.push(e),
  })
  return { ...fake, adapter, events, storage }
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  )

describe('adapter-bitcoin over a WalletConnect session', () => {
  it('§4 connects the payment account the wallet names (getAccountAddresses); §5 CAIP-10 bip122:<ref>:<address>', async () => {
    const { adapter, session, calls, publicKey } = setup()
    const r = await adapter.connectWalletConnect!(session)
    expect(r).toEqual({
      address: ADDRESS,
      chainId: BITCOIN_REGTEST_REF,
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    })
    expect(toCaipAddress('bip122', r.chainId, r.address)).toBe(`${REGTEST}:${ADDRESS}`)
    expect(calls).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: ADDRESS, intentions: ['payment'] },
        chainId: REGTEST,
      },
    ])
    expect(adapter.getAccount()).toEqual({
      address: ADDRESS,
      publicKey: Buffer.from(publicKey).toString('hex'),
      purpose: 'payment',
    })
  })

  it('§6 the payment address, not an ordinals one, even when the session lists the ordinals address first', async () => {
    // a taproot (bech32m, v1) address of another key
    const ordinals = btcAddress.toBech32(publicKeyOf(`0x${'44'.repeat(32)}`).subarray(1), 1, 'bcrt')
    const { adapter, session } = setup({
      extraAccounts: [`${REGTEST}:${ordinals}`],
      override: ({ method }) =>
        method === 'getAccountAddresses'
          ? [
              { address: ordinals, intention: 'ordinal' },
              { address: ADDRESS, intention: 'payment' },
            ]
          : undefined,
    })
    expect(session.addresses()[0]).toBe(ordinals)
    expect((await adapter.connectWalletConnect!(session)).address).toBe(ADDRESS)
  })

  it('§4 a restore after a reload sends no request (the phone may be away): the session addresses', async () => {
    const { adapter, session, calls } = setup()
    expect(await adapter.connectWalletConnect!(session, { restore: true })).toMatchObject({
      address: ADDRESS,
    })
    expect(calls).toEqual([])
    // core restores WalletConnect itself: restore() does not wait for a connector
    expect(await adapter.restore({ connectorId: WALLET_CONNECT_CONNECTOR_ID })).toBeNull()
  })

  it('without getAccountAddresses approved, the session address is the account', async () => {
    const { adapter, session, calls } = setup({ methods: ['signMessage', 'signPsbt'] })
    expect(await adapter.connectWalletConnect!(session)).toMatchObject({ address: ADDRESS })
    expect(calls).toEqual([])
    expect(adapter.getAccount()?.publicKey).toBe('')
  })

  it('signMessage: a BIP-322 simple signature over the session, verified by the adapter verifier', async () => {
    const { adapter, session, calls } = setup()
    await adapter.connectWalletConnect!(session)
    const message = 'Hello from a WalletConnect session'
    const signature = await adapter.signMessage({ message, address: ADDRESS })
    expect(calls.at(-1)).toEqual({
      method: 'signMessage',
      params: { account: ADDRESS, address: ADDRESS, message, protocol: 'bip322' },
      chainId: REGTEST,
    })
    expect(await verifyBip322Simple({ address: ADDRESS, message, signature, verify: verifyHash })).toBe(true)
    expect(
      await verifyBip322Simple({ address: ADDRESS, message: `${message}!`, signature, verify: verifyHash }),
    ).toBe(false)
  })

  it('signPsbt + signTransfer: the wallet signs the PSBT, the finalized tx decodes, outputs unchanged', async () => {
    const { adapter, session, calls, publicKey } = setup()
    await adapter.connectWalletConnect!(session)
    const tx = await adapter.signTransfer({ to: TO, amount: 60_000_000n, feeRate: 3 })
    const sign = calls.at(-1)!
    expect(sign.method).toBe('signPsbt')
    expect(sign.params).toMatchObject({
      account: ADDRESS,
      signInputs: [
        { address: ADDRESS, index: 0 },
        { address: ADDRESS, index: 1 },
      ],
      broadcast: false,
    })
    // what the adapter asked to sign is what got finalized
    const asked = Psbt.fromBase64(String(sign.params.psbt), { network: networks.regtest })
    const decoded = Transaction.fromHex(tx.hex)
    expect(decoded.getId()).toBe(tx.txid)
    expect(Transaction.fromBuffer(asked.data.globalMap.unsignedTx.toBuffer()).getId()).toBe(tx.txid)
    expect(
      decoded.outs.map((o) => [btcAddress.fromOutputScript(o.script, networks.regtest), o.value]),
    ).toEqual([
      [TO, 60_000_000n],
      [ADDRESS, BigInt(75_000_000 - 60_000_000 - tx.fee)],
    ])
    expect(asked.txOutputs.map((o) => o.value)).toEqual(decoded.outs.map((o) => o.value))
    expect(decoded.ins.map((i) => Buffer.from(i.hash).reverse().toString('hex'))).toEqual(
      UTXOS.map((u) => u.txid),
    )
    // every input is spent by the wallet's key with a valid BIP-143 signature
    const scriptCode = payments.p2pkh({ pubkey: publicKey }).output!
    for (const [i, input] of decoded.ins.entries()) {
      const [sig, key] = input.witness as [Uint8Array, Uint8Array]
      expect(Buffer.from(key).equals(Buffer.from(publicKey))).toBe(true)
      const hash = decoded.hashForWitnessV0(i, scriptCode, BigInt(UTXOS[i]!.value), Transaction.SIGHASH_ALL)
      const { signature } = script.signature.decode(sig)
      expect(await verifyHash(hash, publicKey, signature)).toBe(true)
    }
    // and the adapter's own signPsbt returns the signed PSBT
    const again = await adapter.signPsbt({ psbt: String(sign.params.psbt), signInputs: { [ADDRESS]: [0] } })
    expect(Psbt.fromBase64(again).data.inputs[0]?.partialSig?.length).toBe(1)
  })

  it('a wallet that changes the transaction, or answers junk, is WALLET_RESPONSE_INVALID', async () => {
    const other = new Psbt({ network: networks.regtest })
    other.addOutput({ address: TO, value: 1n })
    const answers: Record<string, unknown>[] = [
      { signPsbt: { psbt: other.toBase64() } },
      { signPsbt: { psbt: 'not a psbt' } },
      { signPsbt: 'junk' },
      { signPsbt: { psbt: 'x', txid: 'nope' } },
      // BIP-137 (65 bytes), not a BIP-322 witness
      {
        signMessage: {
          address: ADDRESS,
          signature: btoa(String.fromCharCode(...new Uint8Array(65).fill(31))),
        },
      },
      // a witness whose key is not the address's
      { signMessage: { signature: witnessWithKey(publicKeyOf(`0x${'55'.repeat(32)}`)) } },
      { signMessage: { signature: 42 } },
      { signMessage: { address: TO, signature: 'AA==' } },
    ]
    for (const answer of answers) {
      const [method, value] = Object.entries(answer)[0]!
      const { adapter, session } = setup({
        override: (c) => (c.method === method ? value : undefined),
      })
      await adapter.connectWalletConnect!(session)
      const e =
        method === 'signPsbt'
          ? await errorOf(adapter.signTransfer({ to: TO, amount: 100_000n }))
          : await errorOf(adapter.signMessage({ message: 'm', address: ADDRESS }))
      expect(isPorticoError(e, 'WALLET_RESPONSE_INVALID'), JSON.stringify(answer)).toBe(true)
    }
    // getAccountAddresses answers are checked too
    for (const bad of [
      'nope',
      [{ address: 7 }],
      [{ address: ADDRESS, publicKey: `02${'11'.repeat(32)}` }],
      [{ address: addressOn(BITCOIN_TESTNET_REF), intention: 'payment' }],
    ]) {
      const { adapter, session } = setup({
        override: (c) => (c.method === 'getAccountAddresses' ? bad : undefined),
      })
      const e = await errorOf(adapter.connectWalletConnect!(session))
      expect(isPorticoError(e, 'WALLET_RESPONSE_INVALID'), JSON.stringify(bad)).toBe(true)
    }
  })

  it('§6 a method the wallet did not approve is not sent: METHOD_NOT_ALLOWED', async () => {
    const { adapter, session, calls } = setup({ methods: ['getAccountAddresses'] })
    await adapter.connectWalletConnect!(session)
    expect(
      isPorticoError(
        await errorOf(adapter.signMessage({ message: 'm', address: ADDRESS })),
        'METHOD_NOT_ALLOWED',
      ),
    ).toBe(true)
    expect(
      isPorticoError(await errorOf(adapter.signTransfer({ to: TO, amount: 100_000n })), 'METHOD_NOT_ALLOWED'),
    ).toBe(true)
    expect(calls.map((c) => c.method)).toEqual(['getAccountAddresses'])
  })

  it('a rejection in the wallet is USER_REJECTED (the declined view)', async () => {
    const { adapter, session } = setup({ reject: ['signMessage', 'signPsbt'] })
    await adapter.connectWalletConnect!(session)
    expect(isUserRejection(await errorOf(adapter.signMessage({ message: 'm', address: ADDRESS })))).toBe(true)
    const e = await errorOf(adapter.signTransfer({ to: TO, amount: 100_000n }))
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
    const rejectedConnect = setup({ reject: ['getAccountAddresses'] })
    expect(
      isUserRejection(await errorOf(rejectedConnect.adapter.connectWalletConnect!(rejectedConnect.session))),
    ).toBe(true)
  })

  it('§4 the wallet ends the session: a disconnect event, the adapter forgets it; disconnect() only forgets', async () => {
    const { adapter, session, events, end, calls } = setup()
    await adapter.connectWalletConnect!(session)
    end()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(adapter.getAccount()).toBeUndefined()
    expect(
      isPorticoError(await errorOf(adapter.signMessage({ message: 'm', address: ADDRESS })), 'NOT_CONNECTED'),
    ).toBe(true)
    const second = setup()
    await second.adapter.connectWalletConnect!(second.session)
    await second.adapter.disconnect()
    expect(second.adapter.getAccount()).toBeUndefined()
    expect(second.calls.map((c) => c.method)).toEqual(['getAccountAddresses'])
    expect(second.session.accounts().length).toBeGreaterThan(0) // the session itself is core's to end
    expect(calls.length).toBe(1)
  })

  it('§4 a chain or account change in the wallet moves the account (chainChanged / accountsChanged)', async () => {
    const { adapter, session, events, update } = setup()
    await adapter.connectWalletConnect!(session)
    session.setChain(TESTNET)
    await expect
      .poll(() => events.at(-1))
      .toEqual({
        type: 'account',
        address: addressOn(BITCOIN_TESTNET_REF),
        chainId: BITCOIN_TESTNET_REF,
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
      })
    const other = addressOn(BITCOIN_TESTNET_REF, `0x${'66'.repeat(32)}`)
    update([`${TESTNET}:${other}`])
    await expect.poll(() => adapter.getAccount()?.address).toBe(other)
    expect(events.at(-1)).toMatchObject({ type: 'account', address: other, chainId: BITCOIN_TESTNET_REF })
  })

  it('§5 network rules: configured namespace and networks; switching stays inside the session', async () => {
    // a session of another namespace is not this adapter's
    const solana = createNamespaceSession({
      namespace: 'solana',
      topic: 't',
      namespaces: () => ({ solana: { accounts: ['solana:abc:xyz'], methods: [], events: [] } }),
      send: async () => null,
    })
    const a = setup()
    expect(
      isPorticoError(await errorOf(a.adapter.connectWalletConnect!(solana)), 'NAMESPACE_NOT_CONFIGURED'),
    ).toBe(true)
    // the session's only chain is not a configured network
    const mainnetOnly = setup({ refs: [BITCOIN_MAINNET_REF] })
    expect(
      isPorticoError(
        await errorOf(mainnetOnly.adapter.connectWalletConnect!(mainnetOnly.session)),
        'NETWORK_NOT_FOUND',
      ),
    ).toBe(true)
    // the session's default chain is not configured, another of its chains is: that one
    const mixed = setup({ refs: [BITCOIN_MAINNET_REF, BITCOIN_TESTNET_REF] })
    expect(mixed.session.chainId()).toBe(MAINNET)
    expect(await mixed.adapter.connectWalletConnect!(mixed.session)).toMatchObject({
      address: addressOn(BITCOIN_TESTNET_REF),
      chainId: BITCOIN_TESTNET_REF,
    })
    // switching: to a session chain → setChain; to a configured chain outside the session → not supported
    const { adapter, session, events } = setup(
      { refs: [BITCOIN_REGTEST_REF, BITCOIN_TESTNET_REF] },
      { networks: [bitcoinRegtest, bitcoinTestnet, bitcoinMainnet] },
    )
    await adapter.connectWalletConnect!(session)
    await adapter.switchNetwork(bitcoinTestnet)
    expect(session.chainId()).toBe(TESTNET)
    expect(events.at(-1)).toMatchObject({ type: 'account', chainId: BITCOIN_TESTNET_REF })
    expect(adapter.getAccount()?.address).toBe(addressOn(BITCOIN_TESTNET_REF))
    expect(isPorticoError(await errorOf(adapter.switchNetwork(bitcoinMainnet)), 'CHAIN_NOT_SUPPORTED')).toBe(
      true,
    )
    expect(session.chainId()).toBe(TESTNET)
    const unconfigured = {
      ...bitcoinMainnet,
      caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c' as const,
    }
    expect(isPorticoError(await errorOf(adapter.switchNetwork(unconfigured)), 'NETWORK_NOT_FOUND')).toBe(true)
    // requests go to the session's current chain
    await adapter.signMessage({ message: 'm', address: addressOn(BITCOIN_TESTNET_REF) })
  })

  it('UTXOs: WalletConnect has no UTXO call, so without the utxos option a transfer is NOT_SUPPORTED_FOR_NAMESPACE', async () => {
    const { adapter, session } = setup({}, { adapter: { utxos: undefined } })
    await adapter.connectWalletConnect!(session)
    const e = await errorOf(adapter.signTransfer({ to: TO, amount: 100_000n }))
    expect(isPorticoError(e, 'NOT_SUPPORTED_FOR_NAMESPACE')).toBe(true)
    expect(JSON.stringify((e as { details?: unknown }).details)).toMatch(/utxos/)
    // with the option: balance from it
    const withUtxos = setup()
    await withUtxos.adapter.connectWalletConnect!(withUtxos.session)
    expect(await withUtxos.adapter.getBalance({ address: ADDRESS, network: bitcoinRegtest })).toMatchObject({
      value: 75_000_000n,
      formatted: '0.75',
    })
  })
})

function witnessWithKey(key: Uint8Array): string {
  const sig = new Uint8Array(71).fill(1)
  return btoa(String.fromCharCode(...[2, sig.length, ...sig, key.length, ...key]))
}
