/**
 * The connection controller's types (createConnectionController.ts) and what its lazy chunk
 * (connectionActions.ts: connect, disconnect, restore over the connector drivers) shares with it.
 * Their own file, so the lazy chunk never imports the controller back (no import cycle).
 */
import type { AdapterEvent } from '../adapters/PorticoAdapter.js'
import type { BalanceController } from '../controllers/createBalanceController.js'
import type { NetworkController } from '../controllers/createNetworkController.js'
import type { PorticoContext } from '../controllers/PorticoContext.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { WalletConnectController } from '../walletconnect/WalletConnectController.js'
import type { ConnectorDriver, NamespaceConnection } from './ConnectorDriver.js'

/** makes a connector driver for one instance (a feature's `driver` hook, `portico/CoreFeature.ts`) */
export type ConnectorDriverFactory = (c: ConnectionInternals) => ConnectorDriver

export interface ConnectionController {
  connect(connectorId: string): Promise<void>
  retry(): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** restores connections stored before a reload (SPEC §4); no work when none was stored */
  restore(): Promise<void>
  /** loads the connect/disconnect chunk ahead of a click (the dialog calls it when it opens) */
  preload(): Promise<void>
  onAdapterEvent(namespace: ChainNamespace, event: AdapterEvent): void
  /** SPEC §4: the WalletConnect session ended (wallet side or relay): every account resets */
  onWalletConnectEnded(): void
  /** the WalletConnect provider took a session no connect awaited (adoptWalletConnectSession) */
  onWalletConnectArrived(): Promise<void>
  signMessage(namespace: ChainNamespace, message: string, address: string): Promise<string>
}

/** What the lazy connection chunks share with this controller (one object per instance). */
export interface ConnectionInternals {
  ctx: PorticoContext
  networks: NetworkController
  balance: BalanceController
  walletConnect: WalletConnectController | undefined
  /** the latest connect attempt; an answer to an older one is ignored */
  attempt: number
  lastConnectorId: string | undefined
  /** the connector of the latest attempt */
  attemptConnectorId: string | undefined
  /** the attempt in flight (connectWallet); the person leaving it aborts its signal */
  pending?: PendingAttempt | undefined
  /**
   * Connectors whose attempt the person left (Back, another wallet, the dialog closed):
   * their late answers and account events change nothing, until the person picks them again
   */
  abandoned: Set<string>
  /** per namespace: a signer that replaces the adapter's (see NamespaceConnection.signMessage) */
  signers: Map<ChainNamespace, (message: string, address: string) => Promise<string>>
  /** the connector drivers, made on first use by the lazy chunk */
  drivers: ConnectorDriver[] | undefined
  /** the registered features' drivers (`driver` hooks, loaded with this chunk), before the adapters' */
  featureDrivers: readonly ConnectorDriverFactory[]
  /** reports an event for a namespace as its adapter would */
  emit(ns: ChainNamespace, event: AdapterEvent): void
  findConnector(id: string): Connector | undefined
  setAccount(ns: ChainNamespace, account: AccountState | undefined): void
  /** sets the namespaces' accounts together, remembers them, and follows their chains */
  apply(connections: NamespaceConnection[], connector: Connector | undefined): void
  resetNamespace(ns: ChainNamespace): void
  /** sorts the connectors again (SPEC §3 order: after the recent wallets changed) */
  resort(): void
}

/** A connect attempt in flight (see connectWallet and abandonAttempt). */
export interface PendingAttempt {
  connectorId: string
  controller: AbortController
  /** the accounts of its namespaces before it started (shown again when the person leaves it) */
  previous: Map<ChainNamespace, AccountState | undefined>
  /** its connect calls still waiting (a retry of the same wallet joins the attempt) */
  calls: number
  /** stops watching for the person leaving it */
  stop(): void
}
