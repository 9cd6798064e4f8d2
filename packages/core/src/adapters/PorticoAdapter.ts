/**
 * The contract between core and one namespace adapter (adapter-evm, adapter-solana, …).
 * Core owns state and rules; an adapter owns the namespace library (wagmi, wallet-standard…)
 * and reports what happens through `ctx.emit`. Adapters must not touch the network or
 * `window` in `setup` beyond discovering wallets (no RPC at startup).
 */
import type { PorticoStorage } from '../storage/createStorage.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { WalletConnectNamespaceSession } from '../walletconnect/WalletConnectSession.js'

export type AdapterEvent =
  /** the list of connectors changed (e.g. a wallet announced itself over EIP-6963) */
  | { type: 'connectors'; connectors: Connector[] }
  /** the connected account or its chain changed, or a connection was established */
  | { type: 'account'; address: string; chainId: number | string; connectorId: string }
  /** the wallet's chain changed */
  | { type: 'chain'; chainId: number | string }
  /** the wallet ended the connection */
  | { type: 'disconnect' }

export interface AdapterContext {
  /** networks of this adapter's namespace, in the host's order */
  networks: readonly PorticoNetwork[]
  storage: PorticoStorage
  emit: (event: AdapterEvent) => void
}

export interface ConnectResult {
  address: string
  chainId: number | string
  connectorId: string
}

export interface BalanceResult {
  value: bigint
  decimals: number
  symbol: string
  /** human-readable decimal string, e.g. "10000.0" */
  formatted: string
}

export interface PorticoAdapter {
  readonly namespace: ChainNamespace
  /** Called once by createPortico. Synchronous, no network. */
  setup(ctx: AdapterContext): void
  connect(params: { connectorId: string; chainId?: number | string }): Promise<ConnectResult>
  /** Restores a connection that existed before a reload; null when there is none. */
  reconnect(): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  switchNetwork(network: PorticoNetwork): Promise<void>
  getBalance(params: { address: string; network: PorticoNetwork }): Promise<BalanceResult>
  signMessage(params: { message: string; address: string }): Promise<string>
  /**
   * WalletConnect: take the session's view of this namespace and connect through it, so the
   * adapter's own sign/switch/balance code runs over the session (adapter-evm builds a wagmi
   * connector on `session.eip1193`). Optional: without it core connects the namespace from the
   * session's accounts and signs through `session.request`.
   */
  connectWalletConnect?(session: WalletConnectNamespaceSession): Promise<ConnectResult>
  /** The namespace's provider object (EIP-1193 provider for eip155), when connected. */
  getProvider(): Promise<unknown>
  destroy?(): void
}
