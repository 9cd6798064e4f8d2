/**
 * The eip155 adapter: Portico's adapter contract on top of wagmi and viem (DESIGN "use the
 * well-kept library": wagmi owns connectors, EIP-6963 discovery, reconnect storage and the
 * 4902 → wallet_addEthereumChain dance; viem owns RPC and formatting).
 *
 * Events: `account` / `chain` / `disconnect` come from wagmi's connection state
 * (watchAccountEvents). Our own `disconnect()` emits NO `disconnect` event: core resets its
 * state itself when it calls `disconnect()`; only a disconnect started by the wallet is reported.
 */
import {
  type AdapterContext,
  type BalanceResult,
  type ConnectResult,
  ERROR_MESSAGES,
  type PorticoAdapter,
  PorticoError,
  type PorticoNetwork,
  porticoError,
} from '@portico/core'
import {
  type Config,
  type CreateConnectorFn,
  getConnection,
  reconnect as wagmiReconnect,
  watchConnectors,
} from '@wagmi/core'
import { createWagmiConfig } from './createWagmiConfig.js'
import { syncAnnouncedConnectors } from './syncAnnouncedConnectors.js'
import { toChainId } from './toChainId.js'
import { toPorticoConnectors } from './toPorticoConnectors.js'
import { waitForHydration } from './waitForHydration.js'
import { type AccountEventWatcher, toConnectResult, watchAccountEvents } from './watchAccountEvents.js'

export interface EvmAdapterOptions {
  /**
   * A host's own wagmi config. The adapter reuses it (same object), so the host keeps using
   * wagmi's hooks. Its chains must include every eip155 network given to Portico.
   * `connectors` below is ignored then: add connectors to your own config.
   */
  wagmiConfig?: Config
  /** extra wagmi connectors, added after `injected()` when the adapter builds the config */
  connectors?: CreateConnectorFn[]
}

export interface EvmAdapter extends PorticoAdapter {
  readonly namespace: 'eip155'
  /** the wagmi config in use; available after setup (or at once when one was given) */
  readonly wagmiConfig: Config
}

function networkNotFound(network: PorticoNetwork, where: string): PorticoError {
  return new PorticoError(
    'NETWORK_NOT_FOUND',
    `${ERROR_MESSAGES.NETWORK_NOT_FOUND}: ${network.name} (${network.caipNetworkId}) is not among ${where}`,
    { details: { caipNetworkId: network.caipNetworkId } },
  )
}

/** wallet actions load on first use (a lazy chunk) */
const loadActions = () => import('./evmActions.js')

export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  let config: Config | undefined = options.wagmiConfig
  let watcher: AccountEventWatcher | undefined
  let unwatchConnectors: (() => void) | undefined

  const requireConfig = (): Config => {
    if (!config)
      throw new PorticoError(
        'ADAPTER_NOT_FOUND',
        `${ERROR_MESSAGES.ADAPTER_NOT_FOUND}: evmAdapter is not set up yet (pass it to createPortico)`,
      )
    return config
  }

  const requireChain = (c: Config, network: PorticoNetwork): number => {
    const chainId = toChainId(network.id)
    if (!c.chains.some((x) => x.id === chainId)) throw networkNotFound(network, "the wagmi config's chains")
    return chainId
  }

  const destroy = () => {
    watcher?.unwatch()
    unwatchConnectors?.()
    watcher = undefined
    unwatchConnectors = undefined
    // our own config also stops listening for EIP-6963 announcements; a host's config is left alone
    if (config && config !== options.wagmiConfig) config._internal.mipd?.destroy()
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',

    get wagmiConfig() {
      return requireConfig()
    },

    setup(ctx: AdapterContext) {
      destroy()
      const networks = ctx.networks.filter((n) => n.chainNamespace === 'eip155')
      if (options.wagmiConfig) {
        config = options.wagmiConfig
        for (const n of networks) requireChain(config, n)
      } else {
        config = createWagmiConfig({ networks, storage: ctx.storage, connectors: options.connectors })
        void syncAnnouncedConnectors(config)
      }
      const c = config
      let lastKey = ''
      const emitConnectors = () => {
        const connectors = toPorticoConnectors(c)
        const key = JSON.stringify(connectors)
        if (key === lastKey) return
        lastKey = key
        ctx.emit({ type: 'connectors', connectors })
      }
      emitConnectors()
      unwatchConnectors = watchConnectors(c, { onChange: emitConnectors })
      watcher = watchAccountEvents(c, ctx.emit)
    },

    async connect({ connectorId, chainId }): Promise<ConnectResult> {
      const c = requireConfig()
      const connector = c.connectors.find((x) => x.id === connectorId)
      if (!connector) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
      const current = getConnection(c)
      if (current.status === 'connected' && current.connector.uid === connector.uid)
        return toConnectResult(current)!
      const { connectAction } = await loadActions()
      return connectAction(c, connector, chainId === undefined ? undefined : toChainId(chainId))
    },

    async connectWalletConnect(session) {
      const c = requireConfig()
      const { connectWalletConnectAction } = await import('./walletConnectActions.js')
      return connectWalletConnectAction(c, session)
    },

    async reconnect() {
      try {
        const c = requireConfig()
        await waitForHydration(c)
        const connections = await wagmiReconnect(c)
        const restored = toConnectResult(getConnection(c))
        if (restored) return restored
        const first = connections[0]
        return first
          ? { address: first.accounts[0], chainId: first.chainId, connectorId: first.connector.id }
          : null
      } catch {
        return null
      }
    },

    async disconnect() {
      const c = requireConfig()
      const { disconnectAction } = await loadActions()
      const w = watcher
      await disconnectAction(c, (fn) => (w ? w.silently(fn) : fn()))
    },

    async switchNetwork(network) {
      const c = requireConfig()
      const chainId = requireChain(c, network)
      const { switchChainAction } = await loadActions()
      await switchChainAction(c, chainId)
    },

    async getBalance({ address, network }): Promise<BalanceResult> {
      const c = requireConfig()
      const chainId = requireChain(c, network)
      const { getBalanceAction } = await loadActions()
      return getBalanceAction(c, address, chainId, network)
    },

    async signMessage({ message, address }) {
      const c = requireConfig()
      const { signMessageAction } = await loadActions()
      return signMessageAction(c, message, address)
    },

    async getProvider() {
      if (!config) return undefined
      const current = getConnection(config)
      if (current.status !== 'connected') return undefined
      return current.connector.getProvider()
    },

    destroy,
  }
  return adapter
}
