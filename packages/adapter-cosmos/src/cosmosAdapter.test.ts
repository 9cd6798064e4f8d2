import {
  type AdapterEvent,
  createMemoryStorage,
  createPortico,
  isPorticoError,
  isUserRejection,
  parseCaipAddress,
} from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter.js'
import { cosmosHub, cosmosNetwork } from './cosmosNetworks.js'
import { createFakeKeplr } from './test/createFakeKeplr.js'

const local = cosmosNetwork({ chainId: 'local-1', name: 'Local', testnet: true })

async function setup() {
  const { fake, address, pubKeyB64 } = await createFakeKeplr()
  const page = { keplr: fake }
  const events: AdapterEvent[] = []
  const adapter = cosmosAdapter({ global: page })
  adapter.setup({
    networks: [cosmosHub, local],
    storage: createStorage(createMemoryStorage()),
    emit: (e) => events.push(e),
  })
  return { adapter, fake, address, pubKeyB64, events }
}

async function code(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  )
  return isPorticoError(e) ? e.code : e
}

describe('discovery (Keplr-style globals)', () => {
  it('a wallet injected after setup appears on discover() (the Connect view opens) and on its own after load', async () => {
    vi.useFakeTimers()
    try {
      const { fake } = await createFakeKeplr()
      const page: Record<string, unknown> = {}
      const events: AdapterEvent[] = []
      const adapter = cosmosAdapter({ global: page })
      adapter.setup({
        networks: [cosmosHub],
        storage: createStorage(createMemoryStorage()),
        emit: (e) => events.push(e),
      })
      const ids = () => (events.at(-1) as { connectors?: { id: string }[] }).connectors?.map((c) => c.id)
      expect(ids()).toEqual([])
      page.keplr = fake
      adapter.discover()
      expect(ids()).toEqual(['cosmos:keplr'])
      page.leap = fake
      await vi.advanceTimersByTimeAsync(4_000)
      expect(ids()).toEqual(['cosmos:keplr', 'cosmos:leap'])
      adapter.destroy?.()
    } finally {
      vi.useRealTimers()
    }
  })

  it('§5 isAddress: bech32 with the connected account’s prefix on its chain', async () => {
    const { adapter, address } = await setup()
    expect(await adapter.isAddress(address, cosmosHub)).toBe(true)
    expect(await adapter.isAddress(`${address.slice(0, -1)}q`, cosmosHub)).toBe(false)
    expect(await adapter.isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', cosmosHub)).toBe(false)
    await adapter.connect({ connectorId: 'cosmos:keplr' })
    const osmo = 'osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    expect(await adapter.isAddress(osmo, cosmosHub)).toBe(false)
  })

  it('default globals keplr and leap; only objects with the Keplr interface count', async () => {
    const { fake } = await createFakeKeplr()
    const events: AdapterEvent[] = []
    cosmosAdapter({ global: { keplr: fake, leap: { enable: 1 } } }).setup({
      networks: [cosmosHub],
      storage: createStorage(createMemoryStorage()),
      emit: (e) => events.push(e),
    })
    expect(events).toEqual([
      {
        type: 'connectors',
        connectors: [{ id: 'cosmos:keplr', type: 'INJECTED', name: 'Keplr', chain: 'cosmos' }],
      },
    ])
  })

  it('a configurable list of globals; the wallet may bring its own name', async () => {
    const { fake } = await createFakeKeplr()
    fake.name = 'My Wallet'
    const events: AdapterEvent[] = []
    cosmosAdapter({ global: { keplr: fake, mine: fake }, wallets: ['mine'] }).setup({
      networks: [cosmosHub],
      storage: createStorage(createMemoryStorage()),
      emit: (e) => events.push(e),
    })
    expect(events[0]).toMatchObject({ connectors: [{ id: 'cosmos:mine', name: 'My Wallet' }] })
  })
})

describe('connect', () => {
  it('enable + getKey on the first configured chain', async () => {
    const { adapter, fake, address } = await setup()
    expect(await adapter.connect({ connectorId: 'cosmos:keplr' })).toEqual({
      address,
      chainId: 'cosmoshub-4',
      connectorId: 'cosmos:keplr',
    })
    expect(fake.calls).toEqual(['enable:cosmoshub-4', 'getKey:cosmoshub-4'])
  })

  it('§5 Adapter not found before setup; §5 Network not found for a chain id the host did not configure', async () => {
    expect(await code(cosmosAdapter().connect({ connectorId: 'cosmos:keplr' }))).toBe('ADAPTER_NOT_FOUND')
    const { adapter } = await setup()
    expect(await code(adapter.connect({ connectorId: 'cosmos:keplr', chainId: 'osmosis-1' }))).toBe(
      'NETWORK_NOT_FOUND',
    )
    const osmosis = cosmosNetwork({ chainId: 'osmosis-1', name: 'Osmosis' })
    expect(await code(adapter.switchNetwork(osmosis))).toBe('NETWORK_NOT_FOUND')
    expect(await code(adapter.connect({ connectorId: 'cosmos:leap' }))).toBe('CONNECTOR_NOT_FOUND')
  })

  it('bad keys are typed errors: no pubKey, not bech32, an address that is not the key’s', async () => {
    const { pubkey } = await createFakeKeplr()
    const other = await createFakeKeplr('osmo')
    for (const key of [
      null,
      { algo: 'secp256k1', bech32Address: 'cosmos1xyz' },
      { algo: 'secp256k1', pubKey: pubkey, bech32Address: 'not-bech32' },
      {
        algo: 'secp256k1',
        pubKey: new Uint8Array(33),
        bech32Address: other.address.replace('osmo', 'cosmos'),
      },
      { algo: 'secp256k1', pubKey: pubkey.slice(1), bech32Address: other.address },
    ]) {
      const { adapter, fake } = await setup()
      fake.next.key = key
      expect(await code(adapter.connect({ connectorId: 'cosmos:keplr' })), JSON.stringify(key)).toBe(
        'WALLET_RESPONSE_INVALID',
      )
    }
  })

  it('§4 Keplr’s "Request rejected" is a user rejection → declined', async () => {
    const { adapter, fake } = await setup()
    fake.next.error = new Error('Request rejected')
    const e = await adapter.connect({ connectorId: 'cosmos:keplr' }).catch((x: unknown) => x)
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
    expect(isUserRejection(e)).toBe(true)
  })
})

describe('signMessage (ADR-36 signArbitrary)', () => {
  it('passes chain id, signer and message; returns the base64 signature', async () => {
    const { adapter, fake, address } = await setup()
    await adapter.connect({ connectorId: 'cosmos:keplr' })
    expect(await adapter.signMessage({ message: 'hi', address })).toBe(btoa('x'.repeat(64)))
    expect(fake.calls.at(-1)).toBe(`signArbitrary:cosmoshub-4:${address}:hi`)
  })

  it('a short signature or a foreign pub_key is WALLET_RESPONSE_INVALID', async () => {
    const { adapter, fake, address, pubKeyB64 } = await setup()
    await adapter.connect({ connectorId: 'cosmos:keplr' })
    fake.next.signArbitrary = { pub_key: { value: pubKeyB64 }, signature: btoa('short') }
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('WALLET_RESPONSE_INVALID')
    fake.next.signArbitrary = { pub_key: { value: btoa('y'.repeat(33)) }, signature: btoa('x'.repeat(64)) }
    expect(await code(adapter.signMessage({ message: 'hi', address }))).toBe('WALLET_RESPONSE_INVALID')
  })
})

describe('networks, balance, core', () => {
  it('switching chains enables the new chain; same address → a chain event', async () => {
    const { adapter, fake, events } = await setup()
    await adapter.connect({ connectorId: 'cosmos:keplr' })
    await adapter.switchNetwork(local)
    expect(fake.calls).toContain('enable:local-1')
    expect(events.at(-1)).toEqual({ type: 'chain', chainId: 'local-1' })
  })

  it('§9 balance is eip155 + solana only: NOT_SUPPORTED_FOR_NAMESPACE', async () => {
    const { adapter, address } = await setup()
    expect(await code(adapter.getBalance({ address, network: cosmosHub }))).toBe(
      'NOT_SUPPORTED_FOR_NAMESPACE',
    )
  })

  it('§5 a 3-part CAIP-10 account cosmos:<chain-id>:<bech32>; restore after reload', async () => {
    const { fake, address } = await createFakeKeplr()
    const storage = createMemoryStorage()
    const page = { keplr: fake }
    const portico = createPortico({
      projectId: 'p',
      networks: [cosmosHub],
      adapters: [cosmosAdapter({ global: page })],
      storage,
    })
    await portico.connect('cosmos:keplr')
    const caip = portico.getState().accounts.cosmos?.caipAddress
    expect(caip).toBe(`cosmos:cosmoshub-4:${address}`)
    expect(parseCaipAddress(caip!)).toEqual({ chainNamespace: 'cosmos', chainId: 'cosmoshub-4', address })
    expect(portico.getState().toast).toBeNull()
    const again = cosmosAdapter({ global: page, reconnectTimeoutMs: 50 })
    again.setup({ networks: [cosmosHub], storage: createStorage(storage), emit: () => undefined })
    expect(await again.restore({ connectorId: 'cosmos:keplr', caipNetworkId: 'cosmos:cosmoshub-4' })).toEqual(
      {
        address,
        chainId: 'cosmoshub-4',
        connectorId: 'cosmos:keplr',
      },
    )
    // a wallet that is gone from the page: nothing restored, nothing thrown
    expect(await again.restore({ connectorId: 'cosmos:leap' })).toBeNull()
  })
})

describe('issue 27: a wallet answering after the person left its attempt', () => {
  it('is not adopted: the wallet connected since stays the session (it signs)', async () => {
    const slow = await createFakeKeplr('cosmos')
    const lab = await createFakeKeplr('cosmos')
    let answer = () => {}
    const gate = new Promise<void>((r) => (answer = r))
    const enable = slow.fake.enable.bind(slow.fake)
    slow.fake.enable = async (ids) => {
      await gate
      return enable(ids)
    }
    const events: AdapterEvent[] = []
    const adapter = cosmosAdapter({ global: { keplr: lab.fake, leap: slow.fake } })
    adapter.setup({
      networks: [cosmosHub, local],
      storage: createStorage(createMemoryStorage()),
      emit: (e) => events.push(e),
    })
    const left = new AbortController()
    const late = adapter.connect({ connectorId: 'cosmos:leap', signal: left.signal }).catch((e: unknown) => e)
    left.abort()
    await adapter.connect({ connectorId: 'cosmos:keplr', signal: new AbortController().signal })
    answer()
    expect(isPorticoError(await late, 'REQUEST_ABORTED')).toBe(true)
    expect(await adapter.getProvider()).toBe(lab.fake)
    await adapter.signMessage({ message: 'hi', address: lab.address })
    expect(lab.fake.calls.some((c) => c.startsWith('signArbitrary'))).toBe(true)
    expect(slow.fake.calls.some((c) => c.startsWith('signArbitrary'))).toBe(false)
    expect(events.filter((e) => e.type !== 'connectors')).toEqual([])
  })
})
