/** The eip155 adapter's public types (evmAdapter.ts). */
import type { PorticoAdapter } from '@portico/core'
import type { Config, CreateConnectorFn } from '@wagmi/core'

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
