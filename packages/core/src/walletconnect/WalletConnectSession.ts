/**
 * What an adapter receives when the user connects through WalletConnect: the session's view
 * of ONE namespace. An adapter that implements `connectWalletConnect(session)` (adapter-evm
 * does, over `session.eip1193`) keeps using its own code for sign/switch/balance; a namespace
 * whose adapter does not is connected by core from the session's CAIP-10 accounts and signs
 * through `session.request` (see docs/architecture.md "WalletConnect").
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.js'

export interface SessionRequestArguments {
  method: string
  params?: unknown
}

export type SessionEventName = 'chainChanged' | 'accountsChanged' | 'disconnect'

export interface Eip1193Like {
  request(args: SessionRequestArguments): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): unknown
  removeListener(event: string, listener: (payload: unknown) => void): unknown
}

export interface WalletConnectNamespaceSession {
  readonly namespace: ChainNamespace
  /** the session topic */
  readonly topic: string
  /** every CAIP-10 account the wallet approved for this namespace */
  accounts(): CaipAddress[]
  /** CAIP-2 chains of the namespace in the session */
  chains(): CaipNetworkId[]
  /** the default chain (CAIP-2) requests go to */
  chainId(): CaipNetworkId
  /** the methods the wallet approved for this namespace (SPEC §4 "Provider session") */
  methods(): string[]
  /** addresses on a chain (default: the default chain) */
  addresses(chainId?: CaipNetworkId): string[]
  /** sends a request to the wallet (or the RPC map for reads) on a chain of this namespace */
  request<T = unknown>(args: SessionRequestArguments, chainId?: CaipNetworkId): Promise<T>
  /** makes `chainId` the default chain: emits chainChanged, and accountsChanged if accounts differ */
  setChain(chainId: CaipNetworkId): void
  /** chainChanged → CAIP-2 id; accountsChanged → addresses; disconnect → { reason } */
  on(event: SessionEventName, listener: (payload: unknown) => void): () => void
  /** eip155 only: an EIP-1193 provider over the session (for wagmi/viem) */
  readonly eip1193?: Eip1193Like
}
