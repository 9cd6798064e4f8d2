/**
 * Connection status per namespace (SPEC §4): the state every connector kind shares. What runs
 * at startup lives here (adapter events, connector lists, applying a connection); connecting,
 * disconnecting and restoring are lazy chunks (connectWallet.ts, disconnectWallet.ts,
 * restoreConnections.ts) over the drivers of each connector kind (ConnectorDriver.ts), loaded
 * on first use or when the dialog opens — a host's startup bundle does not carry them.
 */

import type { ConnectResult } from '../adapters/PorticoAdapter.js'
import { DEFAULT_ACCOUNT_TYPES } from '../constants/startupConstants.js'
import type { BalanceController } from '../controllers/createBalanceController.js'
import type { NetworkController } from '../controllers/createNetworkController.js'
import type { PorticoContext } from '../controllers/PorticoContext.js'
import { sortConnectors } from '../controllers/sortConnectors.js'
import { porticoError } from '../errors/errorCatalogue.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { type AccountState, EMPTY_ACCOUNT } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import { toCaipAddress } from '../utils/caip.js'
import type { WalletConnectController } from '../walletconnect/WalletConnectController.js'
import type {
  ConnectionController,
  ConnectionInternals,
  ConnectorDriverFactory,
} from './ConnectionInternals.js'
import { restoringAccount } from './restoringAccount.js'
import { readStoredConnections, writeStoredConnection } from './storedConnections.js'
import { validConnectors } from './validConnectors.js'
import { isChainReference, isValidConnectResult } from './validConnectResult.js'
import { adapterWalletKey } from './walletKey.js'

export type { ConnectionController, ConnectionInternals, PendingAttempt } from './ConnectionInternals.js'

export function createConnectionController(
  ctx: PorticoContext,
  networks: NetworkController,
  balance: BalanceController,
  walletConnect?: WalletConnectController,
  loadFeatureDrivers: () => Promise<ConnectorDriverFactory[]> = async () => [],
): ConnectionController {
  const { store, storage } = ctx
  // the chunk, with the registered features' drivers (set before the chunk makes its drivers)
  const loadActions = () =>
    Promise.all([import('./connectionActions.js'), loadFeatureDrivers()]).then(([actions, drivers]) => {
      internals.featureDrivers = drivers
      return actions
    })
  const connectorsByNs = new Map<ChainNamespace, Connector[]>()

  const setAccount = (ns: ChainNamespace, account: AccountState | undefined) => {
    const accounts = { ...store.getState().accounts }
    if (account) accounts[ns] = account
    else delete accounts[ns]
    store.setState({ accounts })
  }

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

  const internals: ConnectionInternals = {
    ctx,
    networks,
    balance,
    walletConnect,
    attempt: 0,
    lastConnectorId: undefined,
    attemptConnectorId: undefined,
    abandoned: new Set(),
    signers: new Map(),
    drivers: undefined,
    featureDrivers: [],
    emit: (ns, event) => controller.onAdapterEvent(ns, event),
    findConnector,
    setAccount,
    apply(connections, connector) {
      // every namespace of the connection in one state change: a subscriber never sees half of it
      const accounts = { ...store.getState().accounts }
      for (const c of connections)
        accounts[c.namespace] = connectedAccount(
          c.namespace,
          c.result,
          connector ?? findConnector(c.result.connectorId),
        )
      store.setState({ accounts })
      for (const c of connections) {
        const ns = c.namespace
        writeStoredConnection(storage, ns, {
          connectorId: c.result.connectorId,
          connectorType: connector?.type ?? findConnector(c.result.connectorId)?.type ?? 'INJECTED',
          walletKey: c.walletKey,
          address: c.result.address,
        })
        if (c.signMessage) internals.signers.set(ns, c.signMessage)
        else internals.signers.delete(ns)
        networks.onWalletChain(ns, c.result.chainId)
      }
      const active = store.getState().activeNamespace
      const ns = connections.some((c) => c.namespace === active) ? active : connections[0]?.namespace
      if (ns) {
        store.setState({ activeNamespace: ns })
        storage.set(STORAGE_KEYS.activeNamespace.key, ns)
      }
    },
    resetNamespace(ns) {
      internals.signers.delete(ns)
      setAccount(ns, { ...EMPTY_ACCOUNT, allAccounts: [] })
      writeStoredConnection(storage, ns, undefined)
      const fallback = networks.initialActiveNetworks()[ns]
      const s = store.getState()
      if (fallback) store.setState({ activeNetworks: { ...s.activeNetworks, [ns]: fallback } })
    },
    resort,
  }

  /** a wallet connected or changed account by itself (not through our connect) */
  const onAccount = (ns: ChainNamespace, r: ConnectResult) => {
    const connector = findConnector(r.connectorId)
    internals.apply(
      [{ namespace: ns, result: r, walletKey: walletKeyOf(ns, r.connectorId, connector) }],
      connector,
    )
    void balance.fetch({ namespace: ns, force: true })
  }

  /** the stored key when the connector is the stored one (a WalletConnect session keeps its topic) */
  const walletKeyOf = (ns: ChainNamespace, connectorId: string, connector?: Connector) => {
    const stored = readStoredConnections(storage)[ns]
    if (stored?.connectorId === connectorId && stored.walletKey) return stored.walletKey
    return adapterWalletKey(connector ?? { id: connectorId, chain: ns })
  }

  const controller: ConnectionController = {
    async connect(connectorId) {
      const { connectWallet } = await loadActions()
      await connectWallet(internals, connectorId)
    },
    async retry() {
      const { connectWallet } = await loadActions()
      const id = store.getState().connecting?.connectorId ?? internals.lastConnectorId
      if (id) await connectWallet(internals, id)
    },
    async disconnect(namespace) {
      const { disconnectWallet } = await loadActions()
      await disconnectWallet(internals, namespace)
    },
    async restore() {
      const stored = readStoredConnections(storage)
      const activeNs = storage.get(STORAGE_KEYS.activeNamespace.key, STORAGE_KEYS.activeNamespace.schema)
      if (activeNs && ctx.adapters.has(activeNs)) store.setState({ activeNamespace: activeNs })
      const namespaces = (Object.keys(stored) as ChainNamespace[]).filter((ns) => ctx.adapters.has(ns))
      if (namespaces.length === 0) return
      // the stored namespaces show "connecting" at once (with the address they last showed), while
      // the restore chunk loads
      for (const ns of namespaces) setAccount(ns, restoringAccount(stored[ns]))
      const { restoreConnections } = await loadActions()
      await restoreConnections(internals, stored)
    },
    async preload() {
      await loadActions()
    },
    async onWalletConnectArrived() {
      const { adoptWalletConnectSession } = await loadActions()
      await adoptWalletConnectSession(internals)
    },
    onWalletConnectEnded() {
      const s = store.getState()
      for (const ns of Object.keys(s.accounts) as ChainNamespace[]) internals.resetNamespace(ns)
      balance.clear()
      store.setState({ connecting: null })
      if (store.getState().open) ctx.router.reset('Connect')
      ctx.events.emit('DISCONNECT_SUCCESS')
    },
    async signMessage(ns, message, address) {
      const signer = internals.signers.get(ns)
      if (signer) return signer(message, address)
      const adapter = ctx.adapters.get(ns)
      if (!adapter) throw porticoError('ADAPTER_NOT_FOUND')
      return adapter.signMessage({ message, address })
    },
    onAdapterEvent(ns, event) {
      switch (event.type) {
        case 'connectors':
          connectorsByNs.set(ns, validConnectors(event.connectors))
          resort()
          return
        case 'account': {
          // a wallet's unprompted answer is untrusted too: one that is not an address is dropped
          if (!isValidConnectResult(event)) return
          const account = store.getState().accounts[ns]
          // A wallet the person left, answering later, changes nothing
          if (internals.abandoned.has(event.connectorId) && account?.connectorId !== event.connectorId) return
          // during our own connect / restore the promise result is authoritative, also for the
          // namespaces an attempt learns only from its answer (a WalletConnect session's are set
          // together: one adapter's early event is not half a session)
          const p = internals.pending
          if (
            account?.status === 'connecting' ||
            (p?.connectorId === event.connectorId && !p.previous.has(ns))
          )
            return
          if (account?.status === 'connected' && account.address === event.address) {
            const caipAddress = toCaipAddress(ns, event.chainId, event.address)
            if (account.caipAddress !== caipAddress) setAccount(ns, { ...account, caipAddress })
            networks.onWalletChain(ns, event.chainId)
            return
          }
          onAccount(ns, event)
          return
        }
        case 'chain': {
          if (!isChainReference(event.chainId)) return
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
          internals.resetNamespace(ns)
          balance.clear()
          if (store.getState().open) ctx.router.reset('Connect')
          return
        }
      }
    },
  }
  return controller
}
