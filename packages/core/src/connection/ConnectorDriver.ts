import type { ConnectResult } from '../adapters/PorticoAdapter.js'
import type { ViewName } from '../router/views.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { StoredConnectionRecord } from './storedConnections.js'

/** One namespace connected by a connector. */
export interface NamespaceConnection {
  namespace: ChainNamespace
  result: ConnectResult
  /** the wallet behind it (see walletKey.ts): namespaces with the same key disconnect together */
  walletKey: string
  /** signs messages when the namespace's adapter cannot (a WalletConnect namespace without its hook) */
  signMessage?: (message: string, address: string) => Promise<string>
}

/**
 * A kind of connector in the one connect path (connection/*): adapter connectors (extensions,
 * EIP-6963, wallet-standard…) and WalletConnect. Each driver connects, restores and ends its
 * own connections; the connection controller applies the results the same way for all.
 */
export interface ConnectorDriver {
  handles(connector: Pick<Connector, 'id' | 'type'>): boolean
  /** the view that follows a connection attempt; none: the view that started it stays (email login) */
  readonly view: Extract<ViewName, 'ConnectingExternal' | 'ConnectingWalletConnectBasic'> | undefined
  /** a connector the driver brings itself, not listed by an adapter (the embedded wallet's AUTH) */
  readonly connector?: Connector
  /** the namespaces marked "connecting" while the attempt runs (unknown up front: none) */
  namespacesOf(connector: Connector): ChainNamespace[]
  /** `signal`: the person left the attempt; a later answer must change nothing */
  connect(connector: Connector, signal: AbortSignal): Promise<NamespaceConnection[]>
  /** restores the stored connections this driver made; missing ones are simply not returned */
  restore(stored: [ChainNamespace, StoredConnectionRecord][]): Promise<NamespaceConnection[]>
  /** ends the connections of these namespaces (their stored records say they are this driver's) */
  disconnect(namespaces: ChainNamespace[]): Promise<void>
}
