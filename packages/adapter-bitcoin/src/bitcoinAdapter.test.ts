import { type AdapterEvent, createMemoryStorage, isPorticoError, isUserRejection } from '@portico/core'
import { createStorage } from '@portico/core/internal'
import type { Wallet } from '@wallet-standard/base'
import { networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet } from './bitcoinNetworks.js'
import { findInjectedBitcoinWallets } from './bitcoinWalletClient.js'

const ADDRESS = 'bcrt1ql3e9pgs3mmwuwrh95fecme0s0qtn2880hlwwpw'
const TO = 'bcrt1q2vfxp232rx0z9rzn0hay9jptagk8c86ddphpjv'
const PUBKEY = `02${'11'.repeat(32)}`

function fakeProvider(
  opts: { reject?: boolean; authorized?: boolean; tamper?: boolean; gate?: Promise<unknown> } = {},
) {
  let authorized = opts.authorized ?? false
  const calls: string[] = []
  const listeners = new Map<string, () => void>()
  const account = { address: ADDRESS, publicKey: PUBKEY, purpose: 'payment' }
  const provider = {
    async request(method: string, params?: Record<string, unknown>) {
      calls.push(method)
      const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
      const err = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } })
      switch (method) {
        case 'getAccounts':
          await opts.gate
          if (opts.reject) return err(4001, 'User rejected the request.')
          authorized = true
          return ok([{ ...account, purpose: 'ordinals', address: 'bcrt1pordinals' }, account])
        case 'wallet_getAccount':
          return authorized ? ok({ addresses: [account] }) : err(4100, 'unauthorized')
        case 'getUtxos':
          return ok([
            { txid: 'ab'.repeat(32), vout: 0, value: 100_000 },
            { txid: 'nothex', vout: 0, value: 5 },
          ])
        case 'signPsbt': {
          if (!opts.tamper) return ok({ psbt: params?.psbt })
          const p = new Psbt({ network: networks.regtest })
          p.addOutput({ address: TO, value: 1n })
          return ok({ psbt: p.toBase64() })
        }
        case 'wallet_renouncePermissions':
          authorized = false
          return ok(true)
        default:
          return err(-32601, 'nope')
      }
    },
    addListener(event: string, cb: () => void) {
      listeners.set(event, cb)
      return () => listeners.delete(event)
    },
  }
  const win = {
    btc_providers: [
      { id: 'Fake.Provider', name: 'Fake BTC', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
      { id: 'Missing.Provider', name: 'Gone' },
      { id: 42, name: 'Bad' },
      null,
    ],
    Fake: { Provider: provider },
  }
  return { win, calls, fire: (e: string) => listeners.get(e)?.() }
}

const noStandard = () => ({ get: () => [] as Wallet[], on: () => () => undefined })

function setup(p = fakeProvider(), networksList = [bitcoinRegtest, bitcoinTestnet]) {
  const events: AdapterEvent[] = []
  const storage = createStorage(createMemoryStorage())
  const adapter = bitcoinAdapter({ window: p.win, wallets: noStandard, reconnectTimeoutMs: 50 })
  adapter.setup({ networks: networksList, storage, emit: (e) => events.push(e) })
  return { adapter, events, storage, ...p }
}

describe('adapter-bitcoin rules', () => {
  it('§5 Adapter not found before setup; §5 namespace not configured; network not found', async () => {
    const bare = bitcoinAdapter({ window: {} })
    const e1 = await bare.connect({ connectorId: 'x' }).catch((e) => e)
    expect(isPorticoError(e1, 'ADAPTER_NOT_FOUND')).toBe(true)
    const { adapter } = setup()
    const evm = { ...bitcoinRegtest, chainNamespace: 'eip155' as const, caipNetworkId: 'eip155:1' as const }
    expect(isPorticoError(await adapter.switchNetwork(evm).catch((e) => e), 'NAMESPACE_NOT_CONFIGURED')).toBe(
      true,
    )
    expect(
      isPorticoError(await adapter.switchNetwork(bitcoinMainnet).catch((e) => e), 'NETWORK_NOT_FOUND'),
    ).toBe(true)
    expect(() => bitcoinAdapter({ feeRate: 0 })).toThrow(/Invalid options/)
  })

  it('discovers sats-connect providers from window.btc_providers, skipping bad entries', () => {
    const { win } = fakeProvider()
    expect(findInjectedBitcoinWallets(win).map((w) => w.name)).toEqual(['Fake BTC'])
    expect(findInjectedBitcoinWallets(undefined)).toEqual([])
    const { events } = setup()
    expect(events[0]).toEqual({
      type: 'connectors',
      connectors: [
        {
          id: 'bip122.fake-btc',
          type: 'INJECTED',
          name: 'Fake BTC',
          chain: 'bip122',
          imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      ],
    })
  })

  it('§6 picks the payment account (not ordinals); §5 CAIP-10 chain id is the genesis reference', async () => {
    const { adapter } = setup()
    const r = await adapter.connect({ connectorId: 'bip122.fake-btc' })
    expect(r).toEqual({ address: ADDRESS, chainId: bitcoinRegtest.id, connectorId: 'bip122.fake-btc' })
    expect(adapter.getAccount()?.purpose).toBe('payment')
  })

  it('a rejection is a user rejection (declined view)', async () => {
    const { adapter } = setup(fakeProvider({ reject: true }))
    expect(isUserRejection(await adapter.connect({ connectorId: 'bip122.fake-btc' }).catch((e) => e))).toBe(
      true,
    )
  })

  it('§4 restore is silent and restores the connector core stored; a wallet-side disconnect is reported', async () => {
    const p = fakeProvider({ authorized: true })
    const { adapter, events, calls } = setup(p)
    expect(await adapter.restore({ connectorId: 'bip122.gone' })).toBeNull()
    expect(await adapter.restore({ connectorId: 'bip122.fake-btc' })).toMatchObject({ address: ADDRESS })
    expect(calls).toEqual(['wallet_getAccount'])
    p.fire('disconnect')
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    const unauthorized = setup(fakeProvider({ authorized: false }))
    expect(await unauthorized.adapter.restore({ connectorId: 'bip122.fake-btc' })).toBeNull()
  })

  it('balance sums valid UTXOs only; §5 send needs an amount and a receiver; bad receivers are typed errors', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'bip122.fake-btc' })
    const b = await adapter.getBalance({ address: ADDRESS, network: bitcoinRegtest })
    expect(b).toMatchObject({ value: 100_000n, formatted: '0.001' })
    for (const p of [
      { to: '', amount: 10_000n },
      { to: TO, amount: 0n },
      { to: TO, amount: -1n },
    ]) {
      const e = await adapter.signTransfer(p).catch((x: unknown) => x)
      expect(isPorticoError(e, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED')).toBe(true)
    }
    // a testnet address while on regtest is not a valid receiver
    const testnetAddress = 'tb1q2vfxp232rx0z9rzn0hay9jptagk8c86d0gwv99'
    const wrongNet = await adapter
      .signTransfer({ to: testnetAddress, amount: 10_000n })
      .catch((e: unknown) => e)
    expect(isPorticoError(wrongNet, 'INVALID_ADDRESS')).toBe(true)
    expect(await adapter.isAddress(testnetAddress, bitcoinRegtest)).toBe(false)
    expect(await adapter.isAddress(TO, bitcoinRegtest)).toBe(true)
  })

  it('a wallet that changes the transaction while signing is refused', async () => {
    const { adapter } = setup(fakeProvider({ tamper: true }))
    await adapter.connect({ connectorId: 'bip122.fake-btc' })
    const e = await adapter.signTransfer({ to: TO, amount: 10_000n }).catch((x: unknown) => x)
    expect(isPorticoError(e, 'WALLET_RESPONSE_INVALID')).toBe(true)
  })
})

describe('issue 27: a wallet answering after the person left its attempt', () => {
  it('is not adopted: the wallet connected since stays the session (it signs), the late one is told to disconnect', async () => {
    let answer = () => {}
    const slow = fakeProvider({ gate: new Promise<void>((r) => (answer = r)) })
    const lab = fakeProvider()
    const win = {
      btc_providers: [
        { id: 'Slow.Provider', name: 'Slow BTC' },
        { id: 'Fake.Provider', name: 'Fake BTC' },
      ],
      Slow: { Provider: slow.win.Fake.Provider },
      Fake: { Provider: lab.win.Fake.Provider },
    }
    const events: AdapterEvent[] = []
    const adapter = bitcoinAdapter({ window: win, wallets: noStandard })
    adapter.setup({
      networks: [bitcoinRegtest],
      storage: createStorage(createMemoryStorage()),
      emit: (e) => events.push(e),
    })
    const left = new AbortController()
    const late = adapter
      .connect({ connectorId: 'bip122.slow-btc', signal: left.signal })
      .catch((e: unknown) => e)
    left.abort()
    await adapter.connect({ connectorId: 'bip122.fake-btc', signal: new AbortController().signal })
    answer()
    expect(isPorticoError(await late, 'REQUEST_ABORTED')).toBe(true)
    expect(slow.calls).toEqual(['getAccounts', 'wallet_renouncePermissions'])
    await adapter.signMessage({ message: 'hi', address: ADDRESS }).catch(() => undefined)
    expect(lab.calls).toContain('signMessage')
    expect(slow.calls).not.toContain('signMessage')
    expect(events.filter((e) => e.type !== 'connectors')).toEqual([])
  })
})
