import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createSignInMessage } from '../siwx/createSignInMessage.js'
import type { SIWXSession } from '../siwx/SIWXConfig.js'
import { createMemoryStorage, createStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { createFakeAdapter, evmNetwork, solanaNetwork } from '../test/createFakeAdapter.js'
import { optionsErrorOf } from '../test/optionsErrorOf.js'
import { base58 } from '../utils/base58.js'
import { buildSessionNamespaces } from './buildSessionNamespaces.js'
import { EIP155_SESSION_METHODS } from './sessionMethods.js'
import { toWalletConnectWallet } from './toWalletConnectWallet.js'
import type { UniversalProviderLike, UniversalSessionLike } from './UniversalProviderLike.js'
import type { WalletConnectSupport } from './WalletConnectSupport.js'
import { PUBLIC_RELAY_URL } from './walletConnectConstants.js'
import { uriExpiry } from './walletConnectEngine.js'

const ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`

/** A scripted universal provider: connect emits display_uri and waits for approve()/reject(). */
function fakeProvider() {
  const listeners = new Map<string, Set<(p: never) => void>>()
  let settle: { ok: (s: UniversalSessionLike) => void; fail: (e: unknown) => void } | undefined
  const p = {
    session: undefined as UniversalSessionLike | undefined,
    connectCalls: [] as {
      optionalNamespaces: Record<string, unknown>
      pairingTopic?: string
      authentication?: unknown[]
    }[],
    requests: [] as { method: string; chain?: string }[],
    /** the params of the last request */
    lastParams: undefined as unknown,
    disconnected: 0,
    on(event: string, l: (p: never) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(l)
      listeners.set(event, set)
      return p
    },
    removeListener(event: string, l: (p: never) => void) {
      listeners.get(event)?.delete(l)
      return p
    },
    emit(event: string, payload: unknown) {
      for (const l of [...(listeners.get(event) ?? [])]) (l as (x: unknown) => void)(payload)
    },
    async connect(opts: {
      optionalNamespaces: Record<string, unknown>
      pairingTopic?: string
      authentication?: unknown[]
    }) {
      p.connectCalls.push(opts)
      if (!opts.pairingTopic) p.emit('display_uri', URI)
      const session = await new Promise<UniversalSessionLike>((ok, fail) => {
        settle = { ok, fail }
      })
      p.session = session
      return session
    },
    approve(namespaces: UniversalSessionLike['namespaces'], authentication?: unknown[]) {
      settle?.ok({ topic: 't'.repeat(64), namespaces, ...(authentication ? { authentication } : {}) })
    },
    /** the EIP-4361 text of a CACAO payload, as @walletconnect/utils formats it */
    formatAuthMessage: (payload: unknown, iss: string) => {
      const x = payload as Record<string, string>
      return createSignInMessage({
        chainId: iss.split(':').slice(2, 4).join(':') as 'eip155:1',
        accountAddress: iss.split(':')[4]!,
        nonce: x.nonce!,
        domain: x.domain!,
        uri: x.aud!,
        version: '1',
        issuedAt: x.iat!,
      }).toString()
    },
    onRelayReconnect(l: () => void) {
      return p.on('relay', l as never) && (() => p.removeListener('relay', l as never))
    },
    onSessionSettled(l: (s: UniversalSessionLike) => void) {
      p.on('settled', l as never)
      return () => p.removeListener('settled', l as never)
    },
    adopted: [] as string[],
    replayed: [] as string[],
    async replayPending(topic: string) {
      p.replayed.push(topic)
    },
    knownSessions: () => [] as UniversalSessionLike[],
    async adoptSession(session: UniversalSessionLike) {
      p.adopted.push(session.topic)
      p.session = session
    },
    reject() {
      settle?.fail({ code: 5000, message: 'User rejected.' })
    },
    async request(args: { method: string; params?: unknown }, chain?: string) {
      p.requests.push({ method: args.method, ...(chain ? { chain } : {}) })
      p.lastParams = args.params
      if (args.method === 'solana_signMessage') return { signature: 'sig58' }
      return '0xsigned'
    },
    async disconnect() {
      p.disconnected++
      p.session = undefined
    },
  }
  return p
}

let provider: ReturnType<typeof fakeProvider>
const loadCalls: unknown[] = []
/** the `walletConnect` option, as @portico/walletconnect's walletConnect() is, over the fake provider */
const walletConnect: WalletConnectSupport = {
  loadProvider: async (opts) => {
    loadCalls.push(opts)
    return provider as unknown as UniversalProviderLike
  },
}

const g = globalThis as { window?: unknown }
beforeEach(() => {
  provider = fakeProvider()
  loadCalls.length = 0
})
afterEach(() => {
  delete g.window
})

const EVM_NS = (chains = ['eip155:31337', 'eip155:31338'], accounts = chains.map((c) => `${c}:${ADDR}`)) => ({
  chains,
  accounts,
  methods: ['personal_sign', 'wallet_switchEthereumChain'],
  events: ['chainChanged', 'accountsChanged'],
})

function make(extra: Record<string, unknown> = {}) {
  const storage = createMemoryStorage()
  const evm = createFakeAdapter('eip155', [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab' }])
  const sol = createFakeAdapter('solana', [])
  // the namespace's own request for a plain message (adapter-solana's would be the same)
  sol.walletConnectSign = ({ message, address }) => ({
    method: 'solana_signMessage',
    params: { message: base58(new TextEncoder().encode(message)), pubkey: address },
  })
  const portico = createPortico({
    projectId: 'lab',
    walletConnect,
    relayUrl: 'ws://127.0.0.1:8791',
    networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork()],
    adapters: [evm, sol],
    storage,
    ...extra,
  })
  return { portico, storage, evm, sol }
}

async function connected(extraNs: Record<string, unknown> = {}) {
  const m = make()
  m.portico.open()
  const done = m.portico.connect('walletConnect')
  await vi.waitFor(() => expect(m.portico.walletConnect?.getState().uri).toBe(URI))
  provider.approve({ eip155: EVM_NS(), ...extraNs } as UniversalSessionLike['namespaces'])
  await done
  return m
}

describe('WalletConnect connector', () => {
  it('§9 the WalletConnect connector comes first in the Connect view', () => {
    const { portico } = make()
    expect(portico.getState().connectors.map((c) => c.id)).toEqual(['walletConnect', 'lab'])
  })

  it('§5 without a project id there is no WalletConnect connector', () => {
    const { portico } = make({ projectId: undefined })
    expect(portico.walletConnect).toBeUndefined()
    expect(portico.getState().connectors.map((c) => c.id)).toEqual(['lab'])
  })

  it('§7 the proposal asks every configured network with its namespace methods and an RPC map', () => {
    const ns = buildSessionNamespaces([evmNetwork(31337), evmNetwork(31338), solanaNetwork()], {
      'eip155:31338': 'http://127.0.0.1:9999',
    })
    expect(ns.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(ns.eip155?.methods).toEqual([...EIP155_SESSION_METHODS])
    expect(ns.eip155?.methods).toContain('wallet_registerOnboarding')
    expect(ns.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(ns.eip155?.rpcMap).toEqual({ '31337': 'http://127.0.0.1:8337', '31338': 'http://127.0.0.1:9999' })
    expect(ns.solana).toMatchObject({
      chains: [SOL],
      rpcMap: { '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899' },
    })
    expect(ns.solana?.methods).toContain('solana_signMessage')
  })

  it('§4 display_uri shows the QR view with the URI; the connect event connects every approved namespace', async () => {
    const { portico, storage } = make()
    portico.open()
    const done = portico.connect('walletConnect')
    await vi.waitFor(() => expect(portico.getState().router.view).toBe('ConnectingWalletConnectBasic'))
    await vi.waitFor(() =>
      expect(portico.walletConnect?.getState()).toMatchObject({ uri: URI, expiresAt: 2e12 }),
    )
    expect(loadCalls).toEqual([
      expect.objectContaining({ relayUrl: 'ws://127.0.0.1:8791', projectId: 'lab', selfHostedRelay: true }),
    ])
    expect(Object.keys(provider.connectCalls[0]?.optionalNamespaces ?? {})).toEqual(['eip155', 'solana'])
    provider.approve({
      eip155: EVM_NS(),
      solana: { chains: [SOL], accounts: [`${SOL}:So1Addr`], methods: ['solana_signMessage'], events: [] },
    })
    await done
    const s = portico.getState()
    expect(s.accounts.eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:31337:${ADDR}` })
    expect(s.accounts.solana).toMatchObject({ status: 'connected', caipAddress: `${SOL}:So1Addr` })
    expect(s.open).toBe(false)
    expect(
      createStorage(storage).get(STORAGE_KEYS.connections.key, STORAGE_KEYS.connections.schema),
    ).toMatchObject({
      eip155: { connectorType: 'WALLET_CONNECT' },
      solana: { connectorType: 'WALLET_CONNECT' },
    })
    // solana's adapter takes no session: core signs over it
    portico.store.setState({ activeNamespace: 'solana' })
    expect(await portico.signMessage('hi')).toBe('sig58')
    expect(provider.requests.at(-1)).toEqual({ method: 'solana_signMessage', chain: SOL })
    expect(provider.lastParams).toEqual({
      message: base58(new TextEncoder().encode('hi')),
      pubkey: 'So1Addr',
    })
  })

  it("§7 how a message is signed over a session is the adapter's: without walletConnectSign core signs nothing", async () => {
    const m = make()
    delete m.sol.walletConnectSign
    m.portico.open()
    const done = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(m.portico.walletConnect?.getState().uri).toBe(URI))
    provider.approve({
      eip155: EVM_NS(),
      solana: { chains: [SOL], accounts: [`${SOL}:So1Addr`], methods: ['solana_signMessage'], events: [] },
    })
    await done
    m.portico.store.setState({ activeNamespace: 'solana' })
    const before = provider.requests.length
    await expect(m.portico.signMessage('hi')).rejects.toMatchObject({ code: 'NOT_SUPPORTED_FOR_NAMESPACE' })
    expect(provider.requests).toHaveLength(before)
  })

  it('§4 a multi-namespace session: an adapter announcing its account before the others have taken their part does not show half a session', async () => {
    const m = make()
    let solanaTakes: (() => void) | undefined
    m.evm.connectWalletConnect = async () => {
      // the evm adapter's wallet library announces the account while connecting (wagmi does)
      m.evm.ctx?.emit({ type: 'account', address: ADDR, chainId: 31337, connectorId: 'walletConnect' })
      return { address: ADDR, chainId: 31337, connectorId: 'walletConnect' }
    }
    m.sol.connectWalletConnect = async () => {
      // its lazy chunk is still loading
      await new Promise<void>((ok) => {
        solanaTakes = ok
      })
      return { address: 'So1Addr', chainId: SOL.slice(7), connectorId: 'walletConnect' }
    }
    const halves: string[] = []
    m.portico.subscribe((s) => {
      const evm = s.accounts.eip155?.status === 'connected'
      const sol = s.accounts.solana?.status === 'connected'
      if (evm !== sol) halves.push(`eip155 ${s.accounts.eip155?.status}, solana ${s.accounts.solana?.status}`)
    })
    m.portico.open()
    const done = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    provider.approve({
      eip155: EVM_NS(),
      solana: { chains: [SOL], accounts: [`${SOL}:So1Addr`], methods: ['solana_signMessage'], events: [] },
    })
    await vi.waitFor(() => expect(solanaTakes).toBeDefined())
    expect(m.portico.getState().accounts.eip155?.status).not.toBe('connected')
    solanaTakes?.()
    await done
    expect(m.portico.getState().accounts.solana).toMatchObject({ status: 'connected', address: 'So1Addr' })
    expect(m.portico.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDR })
    expect(halves).toEqual([])
  })

  it('§3 connectWalletConnect(registry wallet) pairs shown for that wallet; the generic entry clears it', async () => {
    const { portico } = make()
    portico.open()
    const done = portico.connectWalletConnect({
      id: 'trust',
      name: 'Trust Wallet',
      image_url: null,
      mobile_link: 'https://link.trustwallet.com',
      desktop_link: '',
      webapp_link: null,
    })
    await vi.waitFor(() => expect(portico.getState().router.view).toBe('ConnectingWalletConnectBasic'))
    // the chosen wallet survives the engine's pairing update (uri + expiry)
    await vi.waitFor(() =>
      expect(portico.walletConnect?.getState()).toEqual({
        uri: URI,
        expiresAt: 2e12,
        reused: false,
        wallet: { id: 'trust', name: 'Trust Wallet', mobile_link: 'https://link.trustwallet.com' },
      }),
    )
    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'])
    await done
    expect(portico.getState().accounts.eip155?.status).toBe('connected')
    // the generic WalletConnect entry shows no chosen wallet
    await portico.disconnect()
    portico.open()
    void portico.connect('walletConnect')
    expect(portico.walletConnect?.getState().wallet).toBeUndefined()
  })

  it('§3 a registry record without id or name selects no wallet; imageUrl or image_url both give the image', () => {
    expect(toWalletConnectWallet({ id: '', name: 'X' })).toBeUndefined()
    expect(toWalletConnectWallet({ id: 'a', name: 'A', imageUrl: 'https://i/a.png' })).toEqual({
      id: 'a',
      name: 'A',
      imageUrl: 'https://i/a.png',
    })
    expect(toWalletConnectWallet({ id: 'a', name: 'A', image_url: 'https://i/b.png' })?.imageUrl).toBe(
      'https://i/b.png',
    )
  })

  it('connectWalletConnect without a project id is a typed error', async () => {
    const portico = createPortico({
      walletConnect,
      networks: [evmNetwork(31337)],
      adapters: [createFakeAdapter('eip155', [])],
      storage: createMemoryStorage(),
    })
    await expect(portico.connectWalletConnect({ id: 'a', name: 'A' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
      message:
        "Address or auth connector not found: WalletConnect needs a projectId in createPortico's options",
    })
  })

  it('issue 32: a project id without the walletConnect option offers browser wallets only, and connectWalletConnect says what to install', async () => {
    const { portico } = make({ walletConnect: undefined })
    expect(portico.walletConnect).toBeUndefined()
    expect(portico.getState().connectors.map((c) => c.id)).toEqual(['lab'])
    await expect(portico.connectWalletConnect()).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
      message:
        "Address or auth connector not found: WalletConnect needs walletConnect: walletConnect() from @portico/walletconnect (npm install @portico/walletconnect) in createPortico's options",
      details: { connector: 'walletConnect', missing: ['walletConnect'] },
    })
    expect(loadCalls).toEqual([])
  })

  it('issue 32: the walletConnect option is checked by shape', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { portico } = make({ walletConnect: {} })
    expect((await optionsErrorOf(portico))?.message).toMatch(
      /walletConnect: expected an object with the functions loadProvider/,
    )
    logged.mockRestore()
  })

  it('§4 a proposal the wallet rejects shows declined, and retry proposes again', async () => {
    const { portico } = make()
    portico.open()
    const done = portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    provider.reject()
    await done
    expect(portico.getState().connecting).toMatchObject({ connectorId: 'walletConnect', state: 'declined' })
    const again = portico.retryConnect()
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(2))
    provider.approve({ eip155: EVM_NS() })
    await again
    expect(portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('§4 a chain change updates the default chain, emits chainChanged, and accountsChanged only when accounts differ', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { portico } = await connected()
    const session = portico.walletConnect?.session('eip155')
    if (!session) throw new Error('no session')
    const seen: string[] = []
    session.on('chainChanged', (c) => seen.push(`chain:${String(c)}`))
    session.on('accountsChanged', (a) => seen.push(`accounts:${String(a)}`))
    provider.emit('session_event', {
      params: { event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' },
    })
    expect(session.chainId()).toBe('eip155:31338')
    expect(seen).toEqual(['chain:eip155:31338'])
    // the wallet has another account on 31337: switching back changes the accounts too
    provider.session!.namespaces.eip155!.accounts = [`eip155:31337:${other}`, `eip155:31338:${ADDR}`]
    session.setChain('eip155:31337')
    expect(seen).toEqual(['chain:eip155:31338', 'chain:eip155:31337', `accounts:${other}`])
    expect(await session.request({ method: 'personal_sign', params: [] })).toBe('0xsigned')
    expect(provider.requests.at(-1)).toEqual({ method: 'personal_sign', chain: 'eip155:31337' })
  })

  it('§5 requests need a session and a chain of a configured namespace (exact messages)', async () => {
    const { portico } = await connected()
    const session = portico.walletConnect!.session('eip155')!
    await expect(session.request({ method: 'personal_sign' }, 'solana:abc')).rejects.toThrow(
      'Namespace is not configured. Please call connect() first with namespace config.',
    )
    await expect(session.request({ method: 'personal_sign' }, 'cosmos:cosmoshub-4')).rejects.toThrow(
      'Namespace is not configured. Please call connect() first with namespace config.',
    )
    provider.session = undefined
    await expect(session.request({ method: 'personal_sign' })).rejects.toThrow(
      'Please call connect() before request()',
    )
  })

  it('§4 the session ended by the wallet: disconnect (user disconnected), ALL accounts reset, storage cleaned', async () => {
    const { portico, storage, evm } = await connected()
    // an injected solana connection too: a WalletConnect disconnect resets all accounts
    portico.store.setState({
      accounts: {
        ...portico.getState().accounts,
        solana: { status: 'connected', address: 'x', allAccounts: [] },
      },
    })
    const session = portico.walletConnect!.session('eip155')!
    const reasons: unknown[] = []
    session.on('disconnect', (r) => reasons.push(r))
    portico.open()
    provider.emit('session_delete', { topic: 't' })
    expect(reasons).toEqual([{ reason: 'user disconnected' }])
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
    expect(portico.getState().accounts.solana?.status).toBe('disconnected')
    expect(portico.getState().router.view).toBe('Connect')
    expect(createStorage(storage).get(STORAGE_KEYS.connections.key, STORAGE_KEYS.connections.schema)).toEqual(
      {},
    )
    expect(portico.walletConnect!.session('eip155')).toBeUndefined()
    expect(evm.calls).not.toContain('connect:walletConnect')
  })

  it('§4 a dapp-side disconnect ends the WalletConnect session', async () => {
    const { portico } = await connected()
    await portico.disconnect()
    expect(provider.disconnected).toBe(1)
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('an adapter with connectWalletConnect connects through the session (eip155 over EIP-1193)', async () => {
    const m = make()
    const seen: unknown[] = []
    m.evm.connectWalletConnect = async (session) => {
      const provider1193 = session.eip1193!
      seen.push(await provider1193.request({ method: 'eth_chainId' }))
      seen.push(await provider1193.request({ method: 'eth_requestAccounts' }))
      return { address: ADDR, chainId: 31337, connectorId: 'walletConnect' }
    }
    m.portico.open()
    const done = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    provider.approve({ eip155: EVM_NS() })
    await done
    expect(seen).toEqual(['0x7a69', [ADDR]])
    expect(m.portico.getState().accounts.eip155?.connectedWalletInfo?.name).toBe('WalletConnect')
  })

  it('§4 on iOS Safari (faked user agent) the second connect reuses the pairing instead of a new URI', async () => {
    vi.stubGlobal('window', {})
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    })
    try {
      const { portico } = make()
      portico.open()
      const first = portico.connect('walletConnect')
      await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
      provider.reject()
      await first
      const second = portico.retryConnect()
      await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(2))
      expect(provider.connectCalls[1]?.pairingTopic).toBe('a'.repeat(64))
      expect(portico.walletConnect?.getState()).toMatchObject({ uri: URI, reused: true })
      provider.approve({ eip155: EVM_NS() })
      await second
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('opening the dialog on Connect prepares the SDK once, after the dialog painted (not in the way of the first clicks)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { portico } = make()
    expect(loadCalls).toHaveLength(0)
    portico.open()
    await vi.advanceTimersByTimeAsync(300)
    expect(loadCalls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(400)
    vi.useRealTimers()
    await vi.waitFor(() => expect(loadCalls).toHaveLength(1))
    await portico.walletConnect?.preload()
    portico.close()
    portico.open()
    await new Promise((r) => setTimeout(r, 10))
    expect(loadCalls).toHaveLength(1)
    void portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    expect(loadCalls).toHaveLength(1)
  })

  it('issue "Hardening" 7: the relay comes back while the QR waits → a new proposal on a fresh pairing; its answer connects', async () => {
    const m = make()
    m.portico.open()
    const done = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    provider.emit('relay', undefined)
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(2))
    expect(provider.connectCalls[1]?.pairingTopic).toBeUndefined()
    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'])
    await done
    expect(m.portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('issue "Hardening" 7: a QR shown before a reload is remembered; the reloaded page replays its pairing and adopts the session that settles', async () => {
    g.window = {}
    const first = make()
    first.portico.open()
    void first.portico.connect('walletConnect')
    await vi.waitFor(() => expect(first.portico.walletConnect?.getState().uri).toBe(URI))
    const pending = STORAGE_KEYS.walletConnectPending
    expect(createStorage(first.storage).get(pending.key, pending.schema)?.split(' ')[1]).toBe('a'.repeat(64))

    // the reload: a new instance over the same storage, a new provider
    provider = fakeProvider()
    const second = createPortico({
      projectId: 'lab',
      walletConnect,
      relayUrl: 'ws://127.0.0.1:8791',
      networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork()],
      adapters: [createFakeAdapter('eip155', []), createFakeAdapter('solana', [])],
      storage: first.storage,
    })
    const events: string[] = []
    second.onEvent((e) => events.push(e.event))
    await vi.waitFor(() => expect(provider.replayed).toEqual(['a'.repeat(64)]))
    provider.emit('settled', { topic: 's'.repeat(64), namespaces: { eip155: EVM_NS() } })
    await vi.waitFor(() => expect(second.getState().accounts.eip155?.status).toBe('connected'))
    expect(provider.adopted).toEqual(['s'.repeat(64)])
    expect(events).toContain('CONNECT_SUCCESS')
    expect(createStorage(first.storage).get(pending.key, pending.schema)).toBeUndefined()
  })

  it('issue 27: a QR the person left (Back) for the lab wallet: the session approved later is ended, nothing changes, a reload would not adopt it', async () => {
    const m = make()
    const pending = STORAGE_KEYS.walletConnectPending
    m.portico.open()
    const left = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(m.portico.walletConnect?.getState().uri).toBe(URI))
    expect(createStorage(m.storage).get(pending.key, pending.schema)).toBeDefined()
    m.portico.router.goBack()
    expect(createStorage(m.storage).get(pending.key, pending.schema)).toBeUndefined()
    await m.portico.connect('lab')
    expect(m.portico.getState().accounts.eip155?.connectorId).toBe('lab')

    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'])
    await left
    expect(provider.disconnected).toBe(1)
    // the sign client reports the settled session too: it is not adopted
    provider.emit('settled', { topic: 't'.repeat(64), namespaces: { eip155: EVM_NS() } })
    await new Promise((r) => setTimeout(r, 5))
    expect(provider.adopted).toEqual([])
    expect(m.portico.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'lab' })
    expect(m.portico.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
    expect(JSON.parse(m.storage.getItem('portico:connections') ?? '{}')).toEqual({
      eip155: expect.objectContaining({ connectorId: 'lab' }),
    })
    expect(m.evm.calls.filter((c) => c.startsWith('connect'))).toEqual(['connect:lab'])
  })

  it('issue 27: a QR shown before a reload, then the lab wallet connected: the session that settles later is ended, not adopted over it', async () => {
    g.window = {}
    const first = make()
    first.portico.open()
    void first.portico.connect('walletConnect')
    await vi.waitFor(() => expect(first.portico.walletConnect?.getState().uri).toBe(URI))
    provider = fakeProvider()
    const evm = createFakeAdapter('eip155', [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab' }])
    const second = createPortico({
      projectId: 'lab',
      walletConnect,
      relayUrl: 'ws://127.0.0.1:8791',
      networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork()],
      adapters: [evm, createFakeAdapter('solana', [])],
      storage: first.storage,
    })
    await vi.waitFor(() => expect(provider.replayed).toEqual(['a'.repeat(64)]))
    await second.connect('lab')
    provider.emit('settled', { topic: 's'.repeat(64), namespaces: { eip155: EVM_NS() } })
    await vi.waitFor(() => expect(provider.disconnected).toBe(1))
    expect(second.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'lab' })
    expect(JSON.parse(first.storage.getItem('portico:connections') ?? '{}').eip155?.connectorId).toBe('lab')
  })

  it('issue "Hardening" 7: a session this page awaited is not adopted twice; nothing pending means no SDK at start', async () => {
    g.window = {}
    const m = await connected()
    provider.emit('settled', provider.session)
    await new Promise((r) => setTimeout(r, 5))
    expect(provider.adopted).toEqual([])
    loadCalls.length = 0
    make()
    await new Promise((r) => setTimeout(r, 5))
    expect(loadCalls).toEqual([])
    expect(m.portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('a host with a project id and no relayUrl gets the public relay', async () => {
    const { portico } = make({ relayUrl: undefined })
    void portico.connect('walletConnect')
    await vi.waitFor(() => expect(loadCalls).toHaveLength(1))
    expect(loadCalls[0]).toMatchObject({ relayUrl: PUBLIC_RELAY_URL, selfHostedRelay: false })
    expect(PUBLIC_RELAY_URL).toBe('wss://relay.walletconnect.org')
  })

  it('rejects a relayUrl that is not a websocket url', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { portico } = make({ relayUrl: 'http://127.0.0.1:8791' })
    expect((await optionsErrorOf(portico))?.message).toMatch(/relayUrl/)
    logged.mockRestore()
  })

  it('reads the pairing expiry from the URI and encodes base58 like the solana libraries', () => {
    expect(uriExpiry(URI)).toBe(2_000_000_000_000)
    expect(uriExpiry('wc:abc@2?relay-protocol=irn')).toBeUndefined()
    expect(base58(new TextEncoder().encode('hello'))).toBe('Cn8eVZg')
    expect(base58(Uint8Array.of(0, 0, 1))).toBe('112')
  })

  it('one-click sign-in: the proposal carries the sign-in request; the wallet’s CACAO is stored before the account shows', async () => {
    const added: { session: SIWXSession; status: string | undefined }[] = []
    const siwx = {
      oneClickAuth: true,
      createMessage: async (input: { chainId: 'eip155:31337'; accountAddress: string }) =>
        createSignInMessage({
          ...input,
          nonce: 'noncenonce12',
          domain: 'app.example',
          uri: 'https://app.example/',
          version: '1',
          issuedAt: '2026-11-25T10:00:00.000Z',
        }),
      addSession: async (session: SIWXSession) => {
        added.push({ session, status: portico.getState().accounts.eip155?.status })
      },
      getSessions: async () => added.map((a) => a.session),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
    }
    const { portico } = make({ siwx })
    portico.open()
    const done = portico.connect('walletConnect')
    await vi.waitFor(() => expect(portico.walletConnect?.getState().uri).toBe(URI))
    const request = provider.connectCalls[0]?.authentication?.[0]
    expect(request).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example/',
      nonce: 'noncenonce12',
      chains: ['eip155:31337'],
    })
    const iss = `did:pkh:eip155:31337:${ADDR}`
    const cacao = {
      h: { t: 'caip122' },
      p: {
        iss,
        domain: 'app.example',
        aud: 'https://app.example/',
        version: '1',
        nonce: 'noncenonce12',
        iat: '2026-11-25T10:00:01.000Z',
      },
      s: { t: 'eip191', s: '0xsigned' },
    }
    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'], [cacao])
    await done
    expect(added).toHaveLength(1)
    expect(added[0]?.status).not.toBe('connected')
    expect(added[0]?.session).toMatchObject({
      signature: '0xsigned',
      data: { accountAddress: ADDR, nonce: 'noncenonce12' },
    })
    expect(portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('without oneClickAuth the proposal carries no sign-in request', async () => {
    await connected()
    expect(provider.connectCalls[0]).not.toHaveProperty('authentication')
  })
})
