/**
 * The eip155 adapter's wagmi config through setups (evmAdapter.ts): the host's, or our own made
 * in a lazy chunk (viem's transports stay out of a host's startup); its connectors reported to
 * core, and wagmi's connection state turned into adapter events (watchAccountEvents.ts).
 */
import { type AdapterContext, ERROR_MESSAGES, PorticoError, type PorticoNetwork } from '@portico/core'
import { connectorsEmitter, requireSetup } from '@portico/core/internal'
import { type Config, watchConnectors } from '@wagmi/core'
import type { LeftWallets } from './evmActions.js'
import type { EvmAdapterOptions } from './evmTypes.js'
import { guardAnnouncements } from './guardAnnouncements.js'
import { syncAnnouncedConnectors } from './syncAnnouncedConnectors.js'
import { toChainId } from './toChainId.js'
import { toPorticoConnectors } from './toPorticoConnectors.js'
import { type AccountEventWatcher, watchAccountEvents } from './watchAccountEvents.js'

export interface EvmConfig {
  /** the config in use once made (the host's at once) */
  current(): Config | undefined
  /** the config, once our own is made; ADAPTER_NOT_FOUND before setup */
  require(): Promise<Config>
  /** the chain id of `network`; NETWORK_NOT_FOUND when the config's chains lack it */
  requireChain(c: Config, network: PorticoNetwork): number
  setup(ctx: AdapterContext): void
  destroy(): void
  /** what follows wagmi's connection state (none before setup) */
  watcher(): AccountEventWatcher | undefined
  /** the connect calls and the wallets the person left (made by the actions chunk) */
  left: LeftWallets | undefined
}

function networkNotFound(network: PorticoNetwork, where: string): PorticoError {
  return new PorticoError(
    'NETWORK_NOT_FOUND',
    `${ERROR_MESSAGES.NETWORK_NOT_FOUND}: ${network.name} (${network.caipNetworkId}) is not among ${where}`,
    { details: { caipNetworkId: network.caipNetworkId } },
  )
}

export function evmConfig(options: EvmAdapterOptions): EvmConfig {
  let config: Config | undefined = options.wagmiConfig
  /** the config being made */
  let configReady: Promise<Config> | undefined = options.wagmiConfig
    ? Promise.resolve(options.wagmiConfig)
    : undefined
  let setups = 0
  let watcher: AccountEventWatcher | undefined
  let unwatchConnectors: (() => void) | undefined

  const self: EvmConfig = {
    current: () => config,
    require: async () => config ?? requireSetup(configReady, 'evmAdapter'),
    requireChain(c, network) {
      const chainId = toChainId(network.id)
      if (!c.chains.some((x) => x.id === chainId)) throw networkNotFound(network, "the wagmi config's chains")
      return chainId
    },
    watcher: () => watcher,
    left: undefined,
    setup(ctx) {
      self.destroy()
      guardAnnouncements()
      const networks = ctx.networks.filter((n) => n.chainNamespace === 'eip155')
      const follow = (c: Config) => {
        const emit = connectorsEmitter(ctx)
        const emitConnectors = () => emit(toPorticoConnectors(c))
        emitConnectors()
        unwatchConnectors = watchConnectors(c, { onChange: emitConnectors })
        // a wallet the person left that connects anyway is taken out again, never reported
        watcher = watchAccountEvents(c, ctx.emit, (uid) => !!self.left?.refuse(c, uid, watcher?.followed()))
      }
      if (options.wagmiConfig) {
        config = options.wagmiConfig
        for (const n of networks) self.requireChain(config, n)
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
    destroy() {
      watcher?.unwatch()
      unwatchConnectors?.()
      watcher = undefined
      unwatchConnectors = undefined
      // our own config also stops listening for EIP-6963 announcements; a host's config is left alone
      if (config && config !== options.wagmiConfig) config._internal.mipd?.destroy()
    },
  }
  return self
}
