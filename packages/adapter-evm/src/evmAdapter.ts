/**
 * The eip155 adapter: Portico's adapter contract on top of wagmi and viem (DESIGN "use the
 * well-kept library": wagmi owns connectors, EIP-6963 discovery, reconnect storage and the
 * 4902 → wallet_addEthereumChain dance; viem owns RPC and formatting).
 *
 * Events: `account` / `chain` / `disconnect` come from wagmi's connection state
 * (watchAccountEvents). Our own `disconnect()` emits NO `disconnect` event: core resets its
 * state itself when it calls `disconnect()`; only a disconnect started by the wallet is reported.
 */

import type { AdapterCapability } from '@portico/core'
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
import { connectorsEmitter, requireSetup } from '@portico/core/internal'
import {
  type Config,
  type CreateConnectorFn,
  getConnection,
  reconnect as wagmiReconnect,
  watchConnectors,
} from '@wagmi/core'
import type { LeftWallets } from './evmActions.js'
import { guardAnnouncements } from './guardAnnouncements.js'
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
  /** the wagmi config in use, once made (the host's at once; our own after setup's chunk loads) */
  getWagmiConfig(): Promise<Config>
  getTokenBalance: NonNullable<PorticoAdapter['getTokenBalance']>
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  prepareSend: NonNullable<PorticoAdapter['prepareSend']>
  send: NonNullable<PorticoAdapter['send']>
  /** the wagmi config in use: the host's at once; our own once made (see getWagmiConfig) */
  readonly wagmiConfig: Config
}

function networkNotFound(network: PorticoNetwork, where: string): PorticoError {
  return new PorticoError(
    'NETWORK_NOT_FOUND',
    `${ERROR_MESSAGES.NETWORK_NOT_FOUND}: ${network.name} (${network.caipNetworkId}) is not among ${where}`,
    { details: { caipNetworkId: network.caipNetworkId } },
  )
}

/** wallet actions load on first use (a lazy chunk); transfers are a chunk of their own */
const loadActions = () => import('./evmActions.js')
const loadSend = () => import('./evmSendActions.js')

export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  let config: Config | undefined = options.wagmiConfig
  /** the config being made (our own is a lazy chunk: viem's transports stay out of a host's startup) */
  let configReady: Promise<Config> | undefined = options.wagmiConfig
    ? Promise.resolve(options.wagmiConfig)
    : undefined
  let setups = 0
  let watcher: AccountEventWatcher | undefined
  /** The connect calls and the wallets the person left (made by the actions chunk) */
  let left: LeftWallets | undefined
  const followed = () => watcher?.followed()
  let unwatchConnectors: (() => void) | undefined

  const requireConfig = async (): Promise<Config> => config ?? requireSetup(configReady, 'evmAdapter')

  const requireChain = (c: Config, network: PorticoNetwork): number => {
    const chainId = toChainId(network.id)
    if (!c.chains.some((x) => x.id === chainId)) throw networkNotFound(network, "the wagmi config's chains")
    return chainId
  }
  /** the wallet actions chunk with the config (a chunk, so hosts do not pay for it at startup) */
  const act = async <T>(run: (m: typeof import('./evmActions.js'), c: Config) => Promise<T>): Promise<T> => {
    const c = await requireConfig()
    return run(await loadActions(), c)
  }
  /** the same, on a configured chain */
  const withActions = <T>(
    network: PorticoNetwork,
    run: (m: typeof import('./evmActions.js'), c: Config, chainId: number) => Promise<T>,
  ): Promise<T> => act((m, c) => run(m, c, requireChain(c, network)))
  /** the transfers chunk (send, swaps' contract calls), on a configured chain */
  const withSend = async <T>(
    p: { network: PorticoNetwork },
    run: (m: typeof import('./evmSendActions.js'), c: Config) => Promise<T>,
  ): Promise<T> => {
    const c = await requireConfig()
    requireChain(c, p.network)
    return run(await loadSend(), c)
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
    // SPEC §9: balance, send, history and names are eip155 capabilities (and NFTs, from the same API);
    // signIn: SIWX over personal_sign; swaps: contract calls a server built, onramp:
    // the API's providers pay out to the account
    // one string split at setup: a host pays this list at startup (adapter-evm's capability test
    // checks it against AdapterCapability)
    capabilities: 'balance tokenBalance receive send swaps onramp history names nfts signIn'.split(
      ' ',
    ) as AdapterCapability[],

    get wagmiConfig() {
      return requireSetup(config, 'evmAdapter')
    },

    getWagmiConfig: requireConfig,

    setup(ctx: AdapterContext) {
      destroy()
      guardAnnouncements()
      const networks = ctx.networks.filter((n) => n.chainNamespace === 'eip155')
      const follow = (c: Config) => {
        const emit = connectorsEmitter(ctx)
        const emitConnectors = () => emit(toPorticoConnectors(c))
        emitConnectors()
        unwatchConnectors = watchConnectors(c, { onChange: emitConnectors })
        // a wallet the person left that connects anyway is taken out again, never reported
        watcher = watchAccountEvents(c, ctx.emit, (uid) => !!left?.refuse(c, uid, followed()))
      }
      if (options.wagmiConfig) {
        config = options.wagmiConfig
        for (const n of networks) requireChain(config, n)
        follow(config)
        return
      }
      // our own config: made in its own chunk, right away (wallet discovery starts when it lands)
      const generation = ++setups
      config = undefined
      configReady = import('./createWagmiConfig.js').then(({ createWagmiConfig }) => {
        const c = createWagmiConfig({ networks, storage: ctx.storage, connectors: options.connectors })
        if (generation === setups) {
          config = c
          void syncAnnouncedConnectors(c)
          follow(c)
        }
        return c
      })
    },

    async connect({ connectorId, chainId, signal }): Promise<ConnectResult> {
      const c = await requireConfig()
      const connector = c.connectors.find((x) => x.id === connectorId)
      if (!connector) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
      const current = getConnection(c)
      if (current.status === 'connected' && current.connector.uid === connector.uid)
        return toConnectResult(current)!
      const m = await loadActions()
      left ??= m.leftWallets()
      return m.connectAction(
        c,
        connector,
        chainId === undefined ? undefined : toChainId(chainId),
        left,
        signal,
        followed,
      )
    },

    async connectWalletConnect(session) {
      const c = await requireConfig()
      const { connectWalletConnectAction } = await import('./walletConnectActions.js')
      return connectWalletConnectAction(c, session)
    },

    async restore(stored) {
      try {
        const c = await requireConfig()
        await waitForHydration(c)
        // wagmi reconnects the connector it remembers (its own storage); core's record says which
        const connections = await wagmiReconnect(c)
        const restored = toConnectResult(getConnection(c))
        if (restored) return restored
        const mine = connections.find((x) => x.connector.id === stored.connectorId) ?? connections[0]
        return mine
          ? { address: mine.accounts[0], chainId: mine.chainId, connectorId: mine.connector.id }
          : null
      } catch {
        return null
      }
    },

    disconnect: () =>
      act((m, c) => {
        const w = watcher
        return m.disconnectAction(c, (fn) => (w ? w.silently(fn) : fn()))
      }),

    switchNetwork: (network) => withActions(network, (m, c, id) => m.switchChainAction(c, id)),
    getBalance: ({ address, network }): Promise<BalanceResult> =>
      withActions(network, (m, c, id) => m.getBalanceAction(c, address, id, network)),
    getTokenBalance: ({ address, token, network }) =>
      withActions(network, (m, c, id) => m.getTokenBalanceAction(c, address, token, id)),

    signMessage: ({ message, address }) => act((m, c) => m.signMessageAction(c, message, address)),

    async isAddress(address) {
      const { isEvmAddress } = await loadSend()
      return isEvmAddress(address)
    },

    prepareSend: (params) => withSend(params, (m, c) => m.prepareSendAction(c, params)),
    send: (params) => withSend(params, (m, c) => m.sendAction(c, params)),
    prepareCall: (call) => withSend(call, (m, c) => m.prepareCallAction(c, call)),
    sendCall: (call) => withSend(call, (m, c) => m.sendCallAction(c, call)),

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
