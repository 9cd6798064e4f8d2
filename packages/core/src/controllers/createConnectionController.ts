/**
 * Connection status per namespace (SPEC §4): connect, retry, restore at start, disconnect
 * semantics, and the events adapters report.
 */
import type { AdapterEvent, ConnectResult } from '../adapters/PorticoAdapter.js'
import { DEFAULT_ACCOUNT_TYPES, RECENT_WALLETS_MAX } from '../constants/constants.js'
import { isUserRejection, porticoError } from '../errors/errorCatalogue.js'
import { isPorticoError } from '../errors/PorticoError.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { type AccountState, EMPTY_ACCOUNT } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import { toCaipAddress } from '../utils/caip.js'
import type {
  WalletConnectConnection,
  WalletConnectController,
} from '../walletconnect/createWalletConnectController.js'
import { sessionConnectResult } from '../walletconnect/sessionConnectResult.js'
import type { BalanceController } from './createBalanceController.js'
import type { NetworkController } from './createNetworkController.js'
import type { PorticoContext } from './PorticoContext.js'
import { sortConnectors } from './sortConnectors.js'

export interface ConnectionController {
  connect(connectorId: string): Promise<void>
  retry(): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** restores connections stored before a reload (SPEC §4) */
  restore(): Promise<void>
  onAdapterEvent(namespace: ChainNamespace, event: AdapterEvent): void
  /** SPEC §4: the WalletConnect session ended (wallet side or relay): every account resets */
  onWalletConnectEnded(): void
}

export function createConnectionController(
  ctx: PorticoContext,
  networks: NetworkController,
  balance: BalanceController,
  walletConnect?: WalletConnectController,
): ConnectionController {
  const { store, storage } = ctx
  const connectorsByNs = new Map<ChainNamespace, Connector[]>()
  const wcUnsubscribes: (() => void)[] = []

  const setAccount = (ns: ChainNamespace, account: AccountState | undefined) => {
    const accounts = { ...store.getState().accounts }
    if (account) accounts[ns] = account
    else delete accounts[ns]
    store.setState({ accounts })
  }

  const storedConnections = () =>
    storage.get(STORAGE_KEYS.connections.key, STORAGE_KEYS.connections.schema) ?? {}

  const connectedAccount = (ns: ChainNamespace, r: ConnectResult, connector?: Connector): AccountState => {
    const accountType = ctx.options.defaultAccountTypes?.[ns] ?? DEFAULT_ACCOUNT_TYPES[ns] ?? 'eoa'
    return {
      status: 'connected',
      address: r.address,
      caipAddress: toCaipAddress(ns, r.chainId, r.address),
      allAccounts: [{ address: r.address, type: 'eoa' }],
      preferredAccountType: accountType,
      connectorId: r.connectorId,
      ...(connector
        ? {
            connectedWalletInfo: {
              name: connector.name,
              ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
              ...(connector.rdns ? { identifier: connector.rdns } : {}),
            },
          }
        : {}),
    }
  }

  const findConnector = (id: string) => store.getState().connectors.find((c) => c.id === id)

  const onConnected = (ns: ChainNamespace, r: ConnectResult) => {
    const connector = findConnector(r.connectorId)
    setAccount(ns, connectedAccount(ns, r, connector))
    store.setState({ activeNamespace: ns })
    storage.set(STORAGE_KEYS.activeNamespace.key, ns)
    storage.set(STORAGE_KEYS.connections.key, {
      ...storedConnections(),
      [ns]: { connectorId: r.connectorId, connectorType: connector?.type ?? 'INJECTED' },
    })
    networks.onWalletChain(ns, r.chainId)
  }

  const rememberRecent = (connectorId: string) => {
    const recent = [
      connectorId,
      ...store.getState().recentWalletIds.filter((id) => id !== connectorId),
    ].slice(0, RECENT_WALLETS_MAX)
    store.setState({ recentWalletIds: recent })
    storage.set(STORAGE_KEYS.recentWallets.key, recent)
    resort()
  }

  const resort = () => {
    const fromAdapters = [...connectorsByNs.values()].flat()
    // core's WalletConnect connector, unless an adapter brings its own
    const all =
      walletConnect && !fromAdapters.some((c) => c.type === 'WALLET_CONNECT')
        ? [walletConnect.connector, ...fromAdapters]
        : fromAdapters
    store.setState({
      connectors: sortConnectors(all, {
        recentIds: store.getState().recentWalletIds,
        featuredIds: ctx.options.featuredWalletIds,
      }),
    })
  }

  const resetNamespace = (ns: ChainNamespace) => {
    setAccount(ns, { ...EMPTY_ACCOUNT, allAccounts: [] })
    const stored = { ...storedConnections() }
    delete stored[ns]
    storage.set(STORAGE_KEYS.connections.key, stored)
    const fallback = networks.initialActiveNetworks()[ns]
    const s = store.getState()
    if (fallback) store.setState({ activeNetworks: { ...s.activeNetworks, [ns]: fallback } })
  }

  /** one namespace of a WalletConnect session: through the adapter's hook, else from the session */
  const connectSession = async ({ namespace, session }: WalletConnectConnection): Promise<ConnectResult> => {
    const adapter = ctx.adapters.get(namespace)
    if (adapter?.connectWalletConnect) return adapter.connectWalletConnect(session)
    const emit = (event: AdapterEvent) => controller.onAdapterEvent(namespace, event)
    wcUnsubscribes.push(
      session.on('chainChanged', (c) =>
        emit({ type: 'chain', chainId: String(c).slice(namespace.length + 1) }),
      ),
      session.on('accountsChanged', () => {
        const r = sessionConnectResult(session)
        emit({ type: 'account', ...r })
      }),
    )
    return sessionConnectResult(session)
  }

  /** SPEC §4: a WalletConnect disconnect event resets all accounts */
  const onWalletConnectEnded = () => {
    for (const off of wcUnsubscribes.splice(0)) off()
    const s = store.getState()
    for (const ns of Object.keys(s.accounts) as ChainNamespace[]) resetNamespace(ns)
    balance.clear()
    store.setState({ connecting: null })
    if (store.getState().open) ctx.router.reset('Connect')
    ctx.events.emit('DISCONNECT_SUCCESS')
  }

  const connectWalletConnect = async (wc: WalletConnectController) => {
    const connector = wc.connector
    lastConnectorId = connector.id
    store.setState({ connecting: { connectorId: connector.id, state: 'pending' } })
    const { router } = ctx
    if (router.current().view !== 'ConnectingWalletConnectBasic') router.push('ConnectingWalletConnectBasic')
    ctx.events.emit('SELECT_WALLET', { name: connector.name, type: connector.type })
    try {
      const connections = await wc.connect()
      // every namespace's adapter takes its part of the session (lazy chunks load in parallel);
      // the accounts are set together, so a host never sees half of the session connected
      const results = await Promise.all(connections.map(connectSession))
      let first: ChainNamespace | undefined
      for (const [i, c] of connections.entries()) {
        const result = results[i]!
        setAccount(c.namespace, connectedAccount(c.namespace, result, connector))
        storage.set(STORAGE_KEYS.connections.key, {
          ...storedConnections(),
          [c.namespace]: { connectorId: connector.id, connectorType: 'WALLET_CONNECT' },
        })
        networks.onWalletChain(c.namespace, result.chainId)
        first ??= c.namespace
        void balance.fetch({ namespace: c.namespace, force: true })
      }
      const active = store.getState().activeNamespace
      const ns = connections.some((c) => c.namespace === active) ? active : first
      if (ns) {
        store.setState({ activeNamespace: ns })
        storage.set(STORAGE_KEYS.activeNamespace.key, ns)
      }
      rememberRecent(connector.id)
      store.setState({ connecting: null })
      ctx.events.emit('CONNECT_SUCCESS', { name: connector.name, method: connector.type })
      if (store.getState().router.view !== 'UnsupportedChain') {
        store.setState({ open: false })
        ctx.router.reset('Account')
      }
    } catch (e) {
      const declined = isUserRejection(e)
      const message = e instanceof Error ? e.message : String(e)
      if (isPorticoError(e, 'REQUEST_ABORTED')) return
      store.setState({
        connecting: {
          connectorId: connector.id,
          state: declined ? 'declined' : 'error',
          ...(declined ? {} : { error: message }),
        },
      })
      ctx.events.emit('CONNECT_ERROR', { message, declined })
    }
  }

  let lastConnectorId: string | undefined

  const controller: ConnectionController = {
    async connect(connectorId) {
      const connector = findConnector(connectorId)
      if (!connector) throw porticoError('CONNECTOR_NOT_FOUND')
      if (walletConnect && connector.id === walletConnect.connector.id)
        return connectWalletConnect(walletConnect)
      const ns = connector.chain
      const adapter = ctx.adapters.get(ns)
      if (!adapter) throw porticoError('ADAPTER_NOT_FOUND')
      lastConnectorId = connectorId
      const previous = store.getState().accounts[ns]
      store.setState({ connecting: { connectorId, state: 'pending' } })
      setAccount(ns, {
        ...(previous ?? EMPTY_ACCOUNT),
        status: 'connecting',
        allAccounts: previous?.allAccounts ?? [],
      })
      const { router } = ctx
      if (router.current().view === 'ConnectingExternal')
        router.replace('ConnectingExternal', { connectorId })
      else router.push('ConnectingExternal', { connectorId })
      ctx.events.emit('SELECT_WALLET', { name: connector.name, type: connector.type })
      try {
        const result = await adapter.connect({ connectorId })
        onConnected(ns, result)
        rememberRecent(connectorId)
        store.setState({ connecting: null })
        ctx.events.emit('CONNECT_SUCCESS', { name: connector.name, method: connector.type })
        void balance.fetch({ namespace: ns, force: true })
        // the UnsupportedChain view (SPEC §4) keeps the dialog open; otherwise connecting closes it
        if (store.getState().router.view !== 'UnsupportedChain') {
          store.setState({ open: false })
          ctx.router.reset('Account')
        }
      } catch (e) {
        const declined = isUserRejection(e)
        const message = e instanceof Error ? e.message : String(e)
        setAccount(ns, previous?.status === 'connected' ? previous : { ...EMPTY_ACCOUNT, allAccounts: [] })
        store.setState({
          connecting: {
            connectorId,
            state: declined ? 'declined' : 'error',
            ...(declined ? {} : { error: message }),
          },
        })
        ctx.events.emit('CONNECT_ERROR', { message, declined })
      }
    },
    async retry() {
      const id = store.getState().connecting?.connectorId ?? lastConnectorId
      if (id) await controller.connect(id)
    },
    async disconnect(namespace) {
      const s = store.getState()
      const ns = namespace ?? s.activeNamespace
      const stored = storedConnections()
      const type = stored[ns]?.connectorType ?? findConnector(s.accounts[ns]?.connectorId ?? '')?.type
      // SPEC §4: disconnect resets the chain and all chains sharing the connector type
      const targets = (Object.keys(s.accounts) as ChainNamespace[]).filter(
        (n) => n === ns || (type !== undefined && stored[n]?.connectorType === type),
      )
      const failures: unknown[] = []
      if (walletConnect && targets.some((n) => stored[n]?.connectorType === 'WALLET_CONNECT'))
        await walletConnect.disconnect().catch((e: unknown) => failures.push(e))
      await Promise.all(
        targets.map(async (n) => {
          try {
            await ctx.adapters.get(n)?.disconnect()
          } catch (e) {
            failures.push(e)
          }
          resetNamespace(n)
        }),
      )
      storage.remove(STORAGE_KEYS.socialProvider.key)
      balance.clear()
      store.setState({ connecting: null })
      ctx.router.reset('Connect')
      if (failures.length) {
        ctx.events.emit('DISCONNECT_ERROR')
        throw porticoError('FAILED_TO_DISCONNECT', { cause: failures[0] })
      }
      ctx.events.emit('DISCONNECT_SUCCESS')
    },
    async restore() {
      const stored = storedConnections()
      const activeNs = storage.get(STORAGE_KEYS.activeNamespace.key, STORAGE_KEYS.activeNamespace.schema)
      if (activeNs && ctx.adapters.has(activeNs)) store.setState({ activeNamespace: activeNs })
      const wcRestore =
        walletConnect && Object.values(stored).some((c) => c?.connectorType === 'WALLET_CONNECT')
          ? walletConnect.restore().catch(() => null)
          : undefined
      await Promise.all(
        [...ctx.adapters].map(async ([ns, adapter]) => {
          if (!stored[ns]) return
          if (stored[ns]?.connectorType === 'WALLET_CONNECT' && wcRestore) {
            setAccount(ns, { ...EMPTY_ACCOUNT, status: 'connecting', allAccounts: [] })
            const session = (await wcRestore)?.find((c) => c.namespace === ns)
            const result = session ? await connectSession(session).catch(() => null) : null
            if (result) onConnected(ns, result)
            else resetNamespace(ns)
            return
          }
          setAccount(ns, { ...EMPTY_ACCOUNT, status: 'connecting', allAccounts: [] })
          let result: ConnectResult | null = null
          try {
            result = await adapter.reconnect()
          } catch {
            result = null
          }
          // SPEC §4: on failure the status becomes disconnected
          if (result) onConnected(ns, result)
          else resetNamespace(ns)
        }),
      )
    },
    onWalletConnectEnded,
    onAdapterEvent(ns, event) {
      switch (event.type) {
        case 'connectors':
          connectorsByNs.set(ns, event.connectors)
          resort()
          return
        case 'account': {
          const account = store.getState().accounts[ns]
          // during our own connect / restore the promise result is authoritative
          if (account?.status === 'connecting') return
          if (account?.status === 'connected' && account.address === event.address) {
            const caipAddress = toCaipAddress(ns, event.chainId, event.address)
            if (account.caipAddress !== caipAddress) setAccount(ns, { ...account, caipAddress })
            networks.onWalletChain(ns, event.chainId)
            return
          }
          onConnected(ns, event)
          void balance.fetch({ namespace: ns, force: true })
          return
        }
        case 'chain': {
          const account = store.getState().accounts[ns]
          if (account?.status !== 'connected' || !account.address) return
          const caipAddress = toCaipAddress(ns, event.chainId, account.address)
          if (caipAddress !== account.caipAddress) {
            const { balance: _b, balanceSymbol: _s, ...rest } = account
            setAccount(ns, { ...rest, caipAddress })
          }
          networks.onWalletChain(ns, event.chainId)
          if (store.getState().open) void balance.fetch({ namespace: ns })
          return
        }
        case 'disconnect': {
          const account = store.getState().accounts[ns]
          if (!account || account.status === 'disconnected') return
          resetNamespace(ns)
          balance.clear()
          if (store.getState().open) ctx.router.reset('Connect')
          return
        }
      }
    },
  }
  return controller
}
