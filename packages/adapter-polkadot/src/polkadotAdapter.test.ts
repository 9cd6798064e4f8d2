import { encodeAddress } from '@polkadot/util-crypto'
import {
  type AdapterEvent,
  createMemoryStorage,
  createPortico,
  isPorticoError,
  isUserRejection,
  type PorticoNetwork,
  parseCaipAddress,
} from '@portico/core'
import { createStorage } from '@portico/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { polkadotAdapter } from './polkadotAdapter.js'
import { polkadotMainnet, polkadotNetwork } from './polkadotNetworks.js'
import { createFakeExtension, FAKE_ADDRESS } from './test/createFakeExtension.js'

const testnet = polkadotNetwork({ genesisHash: `0x${'12'.repeat(32)}`, name: 'Test', testnet: true })
const evm: PorticoNetwork = {
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function setup(page: Record<string, unknown> = { injectedWeb3: { 'polkadot-js': createFakeExtension() } }) {
  const events: AdapterEvent[] = []
  const adapter = polkadotAdapter({ global: page, appName: 'Test App' })
  adapter.setup({
    networks: [polkadotMainnet, testnet],
    storage: createStorage(createMemoryStorage()),
    emit: (e) => events.push(e),
  })
  const all = page.injectedWeb3 as Record<string, ReturnType<typeof createFakeExtension>> | undefined
  const ext = all?.['polkadot-js'] as ReturnType<typeof createFakeExtension>
  return { adapter, events, ext }
}

async function code(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  )
  return isPorticoError(e) ? e.code : e
}

describe('discovery (window.injectedWeb3)', () => {
  it('an extension injected after setup appears: on discover() (the Connect view opens) and on its own after load', async () => {
    vi.useFakeTimers()
    try {
      const page: Record<string, unknown> = { injectedWeb3: {} }
      const { adapter, events } = setup(page)
      const ids = () =>
        (
          events.filter((e) => e.type === 'connectors').at(-1) as { connectors: { id: string }[] }
        )?.connectors.map((c) => c.id)
      expect(ids()).toEqual([])
      ;(page.injectedWeb3 as Record<string, unknown>).talisman = createFakeExtension('Talisman')
      adapter.discover()
      expect(ids()).toEqual(['polkadot:talisman'])
      ;(page.injectedWeb3 as Record<string, unknown>)['subwallet-js'] = createFakeExtension('SubWallet')
      await vi.advanceTimersByTimeAsync(4_000)
      expect(ids()).toEqual(['polkadot:talisman', 'polkadot:subwallet-js'])
      // nothing changed: no new event
      const count = events.length
      adapter.discover()
      expect(events.length).toBe(count)
      adapter.destroy?.()
    } finally {
      vi.useRealTimers()
    }
  })

  it('§5 isAddress: SS58 with a valid checksum only', async () => {
    const { adapter } = setup()
    expect(await adapter.isAddress(FAKE_ADDRESS, polkadotMainnet)).toBe(true)
    const broken = `${FAKE_ADDRESS.slice(0, -1)}${FAKE_ADDRESS.endsWith('a') ? 'b' : 'a'}`
    expect(await adapter.isAddress(broken, polkadotMainnet)).toBe(false)
    expect(await adapter.isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', polkadotMainnet)).toBe(false)
  })

  it('each extension is an INJECTED connector; known keys get their name, malformed entries are skipped', () => {
    const page = {
      injectedWeb3: {
        'polkadot-js': createFakeExtension(),
        other: createFakeExtension('Other Wallet'),
        broken: {},
      },
    }
    const { events } = setup(page)
    expect(events).toEqual([
      {
        type: 'connectors',
        connectors: [
          { id: 'polkadot:polkadot-js', type: 'INJECTED', name: 'polkadot{.js}', chain: 'polkadot' },
          { id: 'polkadot:other', type: 'INJECTED', name: 'Other Wallet', chain: 'polkadot' },
        ],
      },
    ])
  })

  it('no window.injectedWeb3 → no connectors, no crash', () => {
    expect(setup({}).events).toEqual([{ type: 'connectors', connectors: [] }])
  })

  it('`extensions` keeps only the listed keys', () => {
    const events: AdapterEvent[] = []
    const page = { injectedWeb3: { a: createFakeExtension(), b: createFakeExtension() } }
    polkadotAdapter({ global: page, extensions: ['b'] }).setup({
      networks: [polkadotMainnet],
      storage: createStorage(createMemoryStorage()),
      emit: (e) => events.push(e),
    })
    expect(events[0]).toMatchObject({ connectors: [{ id: 'polkadot:b' }] })
  })
})

describe('connect', () => {
  it('enable(appName) then the first account, on the first configured network', async () => {
    const { adapter, ext } = setup()
    const r = await adapter.connect({ connectorId: 'polkadot:polkadot-js' })
    expect(r).toEqual({
      address: FAKE_ADDRESS,
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      connectorId: 'polkadot:polkadot-js',
    })
    expect(ext.calls).toEqual(['enable:Test App'])
  })

  it('§5 Adapter not found: an adapter used before createPortico set it up', async () => {
    expect(await code(polkadotAdapter().connect({ connectorId: 'polkadot:x' }))).toBe('ADAPTER_NOT_FOUND')
  })

  it('§5 Adapter not found: a polkadot network without the polkadot adapter', () => {
    expect(() =>
      createPortico({
        projectId: 'p',
        networks: [evm, polkadotMainnet],
        adapters: [{ ...polkadotAdapter(), namespace: 'cosmos' } as never],
      }),
    ).toThrow('Adapter not found')
  })

  it('§5 Network not found for a polkadot chain the host did not configure; Namespace is not configured for another namespace', async () => {
    const { adapter } = setup()
    expect(
      await code(
        adapter.connect({ connectorId: 'polkadot:polkadot-js', chainId: 'b0a8d493285c2df73290dfb7e61f870f' }),
      ),
    ).toBe('NETWORK_NOT_FOUND')
    const cosmos = {
      ...evm,
      id: 'cosmoshub-4',
      caipNetworkId: 'cosmos:cosmoshub-4',
      chainNamespace: 'cosmos',
    } as const
    expect(await code(adapter.switchNetwork(cosmos))).toBe('NAMESPACE_NOT_CONFIGURED')
  })

  it('an unknown connector id is CONNECTOR_NOT_FOUND', async () => {
    expect(await code(setup().adapter.connect({ connectorId: 'polkadot:nope' }))).toBe('CONNECTOR_NOT_FOUND')
  })

  it('bad wallet responses are typed errors: enable → not an extension, accounts not SS58, none at all', async () => {
    for (const [key, value] of [
      ['enable', null],
      ['enable', { accounts: {} }],
      ['accounts', 'nope'],
      ['accounts', [{ address: '0x1234' }, { address: 42 }]],
      ['accounts', []],
    ] as const) {
      const { adapter, ext } = setup()
      ext.next = { [key]: value }
      expect(
        await code(adapter.connect({ connectorId: 'polkadot:polkadot-js' })),
        `${key} ${JSON.stringify(value)}`,
      ).toBe('WALLET_RESPONSE_INVALID')
    }
  })

  it('§4 a rejection in the extension (Error "Rejected", no code) is a user rejection → declined', async () => {
    const { adapter, ext } = setup()
    ext.next.enableError = new Error('Rejected')
    const e = await adapter.connect({ connectorId: 'polkadot:polkadot-js' }).catch((x: unknown) => x)
    expect(isPorticoError(e, 'USER_REJECTED')).toBe(true)
    expect(isUserRejection(e)).toBe(true)
  })
})

describe('signMessage (signRaw)', () => {
  it('sends the message as hex bytes and returns the signature', async () => {
    const { adapter, ext } = setup()
    await adapter.connect({ connectorId: 'polkadot:polkadot-js' })
    expect(await adapter.signMessage({ message: 'hi', address: FAKE_ADDRESS })).toBe(`0x${'ab'.repeat(64)}`)
    expect(ext.calls).toContain('signRaw:0x6869')
  })

  it('a malformed signature is WALLET_RESPONSE_INVALID; "Cancelled" is USER_REJECTED; not connected is NOT_CONNECTED', async () => {
    const { adapter, ext } = setup()
    expect(await code(adapter.signMessage({ message: 'hi', address: FAKE_ADDRESS }))).toBe('NOT_CONNECTED')
    await adapter.connect({ connectorId: 'polkadot:polkadot-js' })
    ext.next.signRaw = { signature: '0x1234' }
    expect(await code(adapter.signMessage({ message: 'hi', address: FAKE_ADDRESS }))).toBe(
      'WALLET_RESPONSE_INVALID',
    )
    ext.next = { signError: new Error('Cancelled') }
    expect(await code(adapter.signMessage({ message: 'hi', address: FAKE_ADDRESS }))).toBe('USER_REJECTED')
  })
})

describe('networks and balance', () => {
  it('switching among the polkadot networks needs no wallet and reports the chain', async () => {
    const { adapter, events } = setup()
    await adapter.connect({ connectorId: 'polkadot:polkadot-js' })
    await adapter.switchNetwork(testnet)
    expect(events.at(-1)).toEqual({ type: 'chain', chainId: testnet.id })
  })

  it('§9 balance is eip155 + solana only: getBalance is NOT_SUPPORTED_FOR_NAMESPACE', async () => {
    const { adapter } = setup()
    expect(await code(adapter.getBalance({ address: FAKE_ADDRESS, network: polkadotMainnet }))).toBe(
      'NOT_SUPPORTED_FOR_NAMESPACE',
    )
  })

  it('signTransfer without a runtime for the network is NOT_SUPPORTED_FOR_NAMESPACE (no network call)', async () => {
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'polkadot:polkadot-js' })
    expect(await code(adapter.signTransfer({ to: FAKE_ADDRESS, amount: 1n }))).toBe(
      'NOT_SUPPORTED_FOR_NAMESPACE',
    )
  })
})

describe('with core (createPortico)', () => {
  const create = (page: object, storage = createMemoryStorage()) =>
    createPortico({
      projectId: 'p',
      networks: [polkadotMainnet],
      adapters: [polkadotAdapter({ global: page })],
      storage,
    })

  it('§6 default account type eoa, §5 a 3-part CAIP-10 account, no toast for the unsupported balance', async () => {
    const portico = create({ injectedWeb3: { 'polkadot-js': createFakeExtension() } })
    await portico.connect('polkadot:polkadot-js')
    const account = portico.getState().accounts.polkadot!
    expect(account.status).toBe('connected')
    expect(account.preferredAccountType).toBe('eoa')
    expect(account.caipAddress).toBe(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${FAKE_ADDRESS}`)
    expect(parseCaipAddress(account.caipAddress!)).toEqual({
      chainNamespace: 'polkadot',
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      address: FAKE_ADDRESS,
    })
    await portico.fetchBalance({ force: true })
    expect(portico.getState().toast).toBeNull()
    expect(portico.getState().accounts.polkadot?.balance).toBeUndefined()
  })

  it('§4 restore after reload: the connection core stored is restored through enable()', async () => {
    const storage = createMemoryStorage()
    const page = { injectedWeb3: { 'polkadot-js': createFakeExtension() } }
    const first = create(page, storage)
    await first.connect('polkadot:polkadot-js')
    const again = polkadotAdapter({ global: page })
    again.setup({ networks: [polkadotMainnet], storage: createStorage(storage), emit: () => undefined })
    expect(
      await again.restore({
        connectorId: 'polkadot:polkadot-js',
        caipNetworkId: polkadotMainnet.caipNetworkId,
      }),
    ).toEqual({
      address: FAKE_ADDRESS,
      chainId: polkadotMainnet.id,
      connectorId: 'polkadot:polkadot-js',
    })
    // an extension that is gone: nothing restored, nothing thrown
    expect(await again.restore({ connectorId: 'polkadot:talisman' })).toBeNull()
  })
})

describe('issue 27: a wallet answering after the person left its attempt', () => {
  /** an extension whose authorisation prompt stays open until `answer()` */
  const slowExtension = (name: string) => {
    const ext = createFakeExtension(name)
    let answer = () => {}
    const gate = new Promise<void>((r) => (answer = r))
    const enable = ext.enable.bind(ext)
    ext.enable = async (origin: string) => {
      await gate
      return enable(origin)
    }
    ext.next.accounts = [{ address: encodeAddress(new Uint8Array(32).fill(9), 0), name: 'Slow' }]
    return { ext, answer: () => answer() }
  }

  it('is not adopted: the extension connected since stays the session (it signs)', async () => {
    const slow = slowExtension('Slow')
    const lab = createFakeExtension('Lab')
    const { adapter, events } = setup({ injectedWeb3: { slow: slow.ext, 'polkadot-js': lab } })
    const left = new AbortController()
    const late = adapter
      .connect({ connectorId: 'polkadot:slow', signal: left.signal })
      .catch((e: unknown) => e)
    left.abort()
    await adapter.connect({ connectorId: 'polkadot:polkadot-js', signal: new AbortController().signal })
    slow.answer()
    expect(isPorticoError(await late, 'REQUEST_ABORTED')).toBe(true)
    expect(await adapter.getProvider()).toBeDefined()
    await adapter.signMessage({ message: 'hi', address: FAKE_ADDRESS })
    expect(lab.calls.some((c) => c.startsWith('signRaw'))).toBe(true)
    expect(events.filter((e) => e.type !== 'connectors')).toEqual([])
  })

  it('a restore that gave up waiting does not adopt the extension that answers afterwards', async () => {
    vi.useFakeTimers()
    try {
      const slow = slowExtension('Slow')
      const events: AdapterEvent[] = []
      const adapter = polkadotAdapter({
        global: { injectedWeb3: { slow: slow.ext } },
        reconnectTimeoutMs: 100,
      })
      adapter.setup({
        networks: [polkadotMainnet],
        storage: createStorage(createMemoryStorage()),
        emit: (e) => events.push(e),
      })
      const restored = adapter.restore({
        connectorId: 'polkadot:slow',
        caipNetworkId: polkadotMainnet.caipNetworkId,
      })
      await vi.advanceTimersByTimeAsync(150)
      expect(await restored).toBeNull()
      slow.answer()
      await vi.advanceTimersByTimeAsync(10)
      expect(await adapter.getProvider()).toBeUndefined()
      expect(await code(adapter.signMessage({ message: 'hi', address: FAKE_ADDRESS }))).toBe('NOT_CONNECTED')
    } finally {
      vi.useRealTimers()
    }
  })
})
