/** The WalletConnect connector (SPEC §3, §4, §5, §7, §9): its place, the proposal, connecting, the options. Setup: walletConnect.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createMemoryStorage, createStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { createFakeAdapter, evmNetwork, solanaNetwork } from '../test/createFakeAdapter.js'
import { FAKE_WC_URI as URI } from '../test/createFakeUniversalProvider.js'
import { optionsErrorOf } from '../test/optionsErrorOf.js'
import { base58 } from '../utils/base58.js'
import { buildSessionNamespaces } from './buildSessionNamespaces.js'
import { EIP155_SESSION_METHODS } from './sessionMethods.js'
import { toWalletConnectWallet } from './toWalletConnectWallet.js'
import type { UniversalSessionLike } from './UniversalProviderLike.js'
import {
  ADDR,
  EVM_NS,
  loadCalls,
  make,
  provider,
  SOL,
  useFakeUniversalProvider,
  walletConnect,
} from './walletConnect.testSetup.js'
import { PUBLIC_RELAY_URL } from './walletConnectConstants.js'
import { uriExpiry } from './walletConnectEngine.js'

useFakeUniversalProvider()

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
    // §3 Recent: remembered as the wallet the person chose, not as "WalletConnect"
    expect(portico.getState().recentWalletIds).toEqual(['wc:trust'])
    // the generic WalletConnect entry shows no chosen wallet
    await portico.disconnect()
    portico.open()
    const generic = portico.connect('walletConnect')
    expect(portico.walletConnect?.getState().wallet).toBeUndefined()
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(2))
    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'])
    await generic
    expect(portico.getState().recentWalletIds).toEqual(['walletConnect', 'wc:trust'])
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
})
