import { readFileSync } from 'node:fs'
import {
  type AdapterEvent,
  createMemoryStorage,
  getRpcCode,
  isPorticoError,
  isUserRejection,
  PorticoError,
} from '@portico/core'
import { createConfig, getConnection, http, injected } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type EvmAdapter, evmAdapter } from './evmAdapter.js'
import { createFakeWallet, type FakeWallet } from './test/createFakeWallet.js'
import { installWindow, LOCAL, makeCtx, ofType, removeWindow, SECOND, settle } from './test/fixtures.js'
import { toViemChain } from './toViemChain.js'

let wallet: FakeWallet
const adapters: EvmAdapter[] = []
const track = (a: EvmAdapter) => {
  adapters.push(a)
  return a
}

beforeEach(() => {
  wallet = createFakeWallet({ chainId: 31337, knownChainIds: [31337, 31338] })
  installWindow(wallet)
})
afterEach(() => {
  for (const a of adapters.splice(0)) a.destroy?.()
  removeWindow()
})

async function connected() {
  const { ctx, events, backend } = makeCtx()
  const adapter = track(evmAdapter())
  adapter.setup(ctx)
  const result = await adapter.connect({ connectorId: 'injected' })
  await settle()
  return { adapter, events, backend, result }
}

describe('evmAdapter connectors', () => {
  it('§4 maps the generic injected connector to INJECTED "Browser Wallet" and emits it on setup', async () => {
    const { ctx, events } = makeCtx()
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    await adapter.getWagmiConfig()
    expect(ofType(events, 'connectors')).toEqual([
      {
        type: 'connectors',
        connectors: [{ id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' }],
      },
    ])
  })

  it('hides the generic injected connector when there is no window.ethereum', async () => {
    installWindow()
    const { ctx, events } = makeCtx()
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    await adapter.getWagmiConfig()
    expect(ofType(events, 'connectors')[0]?.connectors).toEqual([])
  })

  it('is SSR-safe: setup without window creates an ssr config and shows no connector', async () => {
    removeWindow()
    const { ctx, events } = makeCtx()
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    expect((await adapter.getWagmiConfig())._internal.ssr).toBe(true)
    expect(ofType(events, 'connectors')[0]?.connectors).toEqual([])
  })

  it('throws a PorticoError when wagmiConfig is read before setup', async () => {
    expect(() => evmAdapter().wagmiConfig).toThrow(PorticoError)
    await expect(evmAdapter().getWagmiConfig()).rejects.toThrow(PorticoError)
  })

  it('startup size: its own wagmi config (viem transports) is a lazy chunk, the host config path has none', () => {
    // the adapter and the config it holds through setups (evmConfig.ts, where our own is made)
    const [adapter, config] = ['./evmAdapter.ts', './evmConfig.ts'].map((f) =>
      readFileSync(new URL(f, import.meta.url), 'utf8'),
    )
    for (const src of [adapter, config]) expect(src).not.toMatch(/from '\.\/createWagmiConfig\.js'/)
    expect(config).toContain("import('./createWagmiConfig.js')")
  })
})

describe('evmAdapter connect', () => {
  it('connects and emits exactly one account event (no duplicates during connect)', async () => {
    const { events, result } = await connected()
    expect(result).toEqual({ address: wallet.account.address, chainId: 31337, connectorId: 'injected' })
    expect(ofType(events, 'account')).toEqual([{ type: 'account', ...result }])
    expect(ofType(events, 'chain')).toEqual([])
  })

  it('connects a wallet that sits on a chain outside the configured networks', async () => {
    wallet.state.chainId = 999
    const { result } = await connected()
    expect(result.chainId).toBe(999)
  })

  it('asks the wallet for the requested chainId while connecting', async () => {
    const { ctx } = makeCtx()
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    const result = await adapter.connect({ connectorId: 'injected', chainId: '31338' })
    expect(result.chainId).toBe(31338)
    expect(wallet.state.chainId).toBe(31338)
  })

  it('keeps the 4001 code reachable when the user rejects the connection', async () => {
    wallet.state.reject.add('wallet_requestPermissions')
    const { ctx, events } = makeCtx()
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    const error = await adapter.connect({ connectorId: 'injected' }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(isUserRejection(error)).toBe(true)
    expect(getRpcCode(error)).toBe(4001)
    await settle()
    expect(ofType(events, 'account')).toEqual([])
    expect(ofType(events, 'disconnect')).toEqual([])
  })

  it('fails with CONNECTOR_NOT_FOUND for an unknown connector id', async () => {
    const { ctx } = makeCtx()
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
  })

  it('returns the current connection when the connector is already connected', async () => {
    const { adapter, result } = await connected()
    await expect(adapter.connect({ connectorId: 'injected' })).resolves.toEqual(result)
  })

  it('gives the connected EIP-1193 provider, and undefined when disconnected', async () => {
    const { adapter } = await connected()
    expect(await adapter.getProvider()).toBe(wallet)
    await adapter.disconnect()
    expect(await adapter.getProvider()).toBeUndefined()
  })
})

describe('evmAdapter wallet events', () => {
  it('a chain change in the wallet emits account then chain', async () => {
    const { events, result } = await connected()
    events.length = 0
    wallet.switchChainFromWallet(31338)
    await settle()
    expect(events).toEqual([
      { type: 'account', address: result.address, chainId: 31338, connectorId: 'injected' },
      { type: 'chain', chainId: 31338 },
    ] satisfies AdapterEvent[])
  })

  it('accountsChanged [] from the wallet emits disconnect', async () => {
    const { events } = await connected()
    wallet.disconnectFromWallet()
    await settle()
    expect(ofType(events, 'disconnect')).toHaveLength(1)
  })

  it('our own disconnect() emits no disconnect event (core resets itself)', async () => {
    const { adapter, events } = await connected()
    await adapter.disconnect()
    await settle()
    expect(ofType(events, 'disconnect')).toEqual([])
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('destroy() stops the events', async () => {
    const { adapter, events } = await connected()
    adapter.destroy?.()
    events.length = 0
    wallet.switchChainFromWallet(31338)
    await settle()
    expect(events).toEqual([])
  })
})

describe('evmAdapter restore', () => {
  it('§4 restores the connection after a reload (new adapter, same storage)', async () => {
    const first = await connected()
    first.adapter.destroy?.()

    const { ctx, events } = makeCtx({ backend: first.backend })
    const reloaded = track(evmAdapter())
    reloaded.setup(ctx)
    const restored = await reloaded.restore({ connectorId: 'injected' })
    expect(restored).toEqual(first.result)
    await settle()
    expect(ofType(events, 'account')).toEqual([{ type: 'account', ...first.result }])
    expect(first.backend.getItem('portico:portico.wagmi.recentConnectorId')).toContain('injected')
  })

  it('returns null when nothing was connected', async () => {
    const { ctx } = makeCtx()
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    await expect(adapter.restore({ connectorId: 'injected' })).resolves.toBeNull()
  })

  it('returns null after our own disconnect (wagmi remembers it in storage)', async () => {
    const first = await connected()
    await first.adapter.disconnect()
    first.adapter.destroy?.()
    const { ctx } = makeCtx({ backend: first.backend })
    const reloaded = track(evmAdapter())
    reloaded.setup(ctx)
    await expect(reloaded.restore({ connectorId: 'injected' })).resolves.toBeNull()
  })

  it('never throws: a failing wallet or a missing setup give null', async () => {
    const first = await connected()
    first.adapter.destroy?.()
    installWindow({
      request: async () => {
        throw new Error('wallet crashed')
      },
      on() {},
      removeListener() {},
    })
    const { ctx } = makeCtx({ backend: first.backend })
    const reloaded = track(evmAdapter())
    reloaded.setup(ctx)
    await expect(reloaded.restore({ connectorId: 'injected' })).resolves.toBeNull()
    await expect(evmAdapter().restore({ connectorId: 'injected' })).resolves.toBeNull()
  })
})

describe('evmAdapter restore with corrupt stored data (issue "Hardening" 6)', () => {
  // wagmi's own value is a string of JSON inside Portico's JSON: each layer can be corrupt alone
  const CORRUPT_WAGMI_STORES = [
    '{broken',
    JSON.stringify({ state: { connections: 5, current: 'x' }, version: 2 }),
    JSON.stringify({ state: { connections: { __type: 'Map', value: [['x', null]] }, current: 'x' } }),
    JSON.stringify({ state: null }),
    'null',
    '[]',
  ]
  for (const value of CORRUPT_WAGMI_STORES)
    it(`a corrupt wagmi store (${value.slice(0, 40)}) restores nothing, at once, and is removed`, async () => {
      const first = await connected()
      first.adapter.destroy?.()
      first.backend.setItem('portico:portico.wagmi.store', JSON.stringify(value))
      const { ctx } = makeCtx({ backend: first.backend })
      const reloaded = track(evmAdapter())
      reloaded.setup(ctx)
      const started = Date.now()
      const restored = await reloaded.restore({ connectorId: 'injected' })
      expect(Date.now() - started).toBeLessThan(1000)
      if (restored !== null) expect(restored).toEqual(first.result)
      // removed, or rewritten by wagmi in its own shape
      const after = first.backend.getItem('portico:portico.wagmi.store')
      if (after !== null) expect(JSON.parse(JSON.parse(after)).state).toBeTypeOf('object')
    })
})

describe('evmAdapter with a host wagmi config', () => {
  const hostConfig = () =>
    createConfig({
      chains: [toViemChain(LOCAL), toViemChain(SECOND)],
      transports: { [LOCAL.id]: http(), [SECOND.id]: http() },
      connectors: [injected()],
      storage: null,
    })

  it('reuses the given config object and connects through it', async () => {
    const config = hostConfig()
    const { ctx } = makeCtx({ networks: [LOCAL, SECOND] })
    const adapter = track(evmAdapter({ wagmiConfig: config }))
    expect(adapter.wagmiConfig).toBe(config)
    adapter.setup(ctx)
    expect(adapter.wagmiConfig).toBe(config)
    await adapter.connect({ connectorId: 'injected' })
    expect(getConnection(config).address).toBe(wallet.account.address)
  })

  it('throws NETWORK_NOT_FOUND when a configured network is missing from its chains', () => {
    const { ctx } = makeCtx({ networks: [LOCAL, SECOND, { ...SECOND, id: 5, caipNetworkId: 'eip155:5' }] })
    const adapter = evmAdapter({ wagmiConfig: hostConfig() })
    let error: unknown
    try {
      adapter.setup(ctx)
    } catch (e) {
      error = e
    }
    expect(isPorticoError(error, 'NETWORK_NOT_FOUND')).toBe(true)
    expect((error as Error).message).toContain('eip155:5')
  })
})

describe('evmAdapter storage', () => {
  it("keeps wagmi's state in Portico's storage under the portico prefix", async () => {
    const backend = createMemoryStorage()
    const { ctx } = makeCtx({ backend })
    const adapter = track(evmAdapter())
    adapter.setup(ctx)
    await adapter.connect({ connectorId: 'injected' })
    await settle()
    expect(backend.getItem('portico:portico.wagmi.store')).toContain(wallet.account.address)
  })
})

describe('evmAdapter capabilities', () => {
  it('SPEC §9: the eip155 capabilities, each one core knows', async () => {
    const { ADAPTER_CAPABILITIES } = await import('@portico/core')
    const { evmAdapter: make } = await import('./evmAdapter.js')
    const caps = make().capabilities
    expect(caps).toEqual([
      'balance',
      'tokenBalance',
      'receive',
      'send',
      'swaps',
      'onramp',
      'history',
      'names',
      'nfts',
      'signIn',
    ])
    for (const c of caps) expect(ADAPTER_CAPABILITIES).toContain(c)
  })
})
