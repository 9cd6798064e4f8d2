/**
 * The parts of an adapter made with `defineAdapter` (adapters/defineAdapter.ts): what only the
 * namespace knows — its wallets, how a wallet answers a connect, a restore and a WalletConnect
 * session, and its actions. Everything around them is the kit's: the setup guard, one restore
 * policy with one timeout, following a WalletConnect session, late answers the person left
 * (refused), the "not configured" errors, and the capabilities, which come from the parts given.
 */
import type { SIWXMessageData } from '../siwx/SIWXConfig.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { WalletConnectNamespaceSession } from '../walletconnect/WalletConnectSession.js'
import type {
  AdapterContext,
  BalanceResult,
  ContractCall,
  PreparedCall,
  PreparedTransfer,
  SendResult,
  SignedTransfer,
  TransferParams,
  TransferRequest,
} from './PorticoAdapter.js'

/** An account a wallet answered with: its address, its chain, and what the adapter keeps with it. */
export interface KitAccount {
  address: string
  /** the chain reference (a CAIP-2 id without its namespace), as the adapter reports it */
  chainId: number | string
  /** the wallet object; `getProvider()` answers it unless the adapter supplies `provider` */
  wallet?: unknown
  /** called when the kit lets go of the connection (a wallet built over a WalletConnect session) */
  dispose?: (() => void) | undefined
}

/** The connection the kit holds: the adapter's account, its connector and, over WalletConnect, the session. */
export type Connected<A extends KitAccount> = A & {
  readonly connectorId: string
  readonly session?: WalletConnectNamespaceSession
}

/** A wallet on the page: the connector the Connect view lists and the adapter's handle on it. */
export interface WalletEntry<W> {
  connector: Connector
  wallet: W
}

/** Where an adapter's wallets come from (wallet-standard, `window.injectedWeb3`, wagmi…). */
export interface WalletSource<W> {
  /** the wallets there now */
  list(): readonly WalletEntry<W>[]
  /** a wallet by connector id, also one the list does not show (default: from `list()`) */
  find?(connectorId: string): W | undefined
  /** calls back when the list may have changed; the kit also looks again after load and on `discover()` */
  subscribe?(onChange: () => void): () => void
  /** where injected globals live, for the looks after load (default: globalThis) */
  global?: unknown
}

/** What the parts can ask the kit. */
export interface AdapterKit<A extends KitAccount> {
  readonly namespace: ChainNamespace
  /** the namespace's networks, in the host's order (none before setup) */
  readonly networks: readonly PorticoNetwork[]
  /** ADAPTER_NOT_FOUND before setup */
  context(): AdapterContext
  storage(): PorticoStorage
  connection(): Connected<A> | undefined
  /** NOT_CONNECTED without a connection */
  requireConnection(): Connected<A>
  /** the configured network the connection is on (the one chosen, while not connected) */
  network(): PorticoNetwork | undefined
  /** the same, NETWORK_NOT_FOUND when the connection is on a chain the host did not configure */
  activeNetwork(): PorticoNetwork
}

/** Transfers that reach the chain (capability `send`). */
export interface SendPart<A extends KitAccount> {
  prepare(c: Connected<A>, params: TransferParams): Promise<PreparedTransfer>
  send(c: Connected<A>, params: TransferParams): Promise<SendResult>
}

/** Contract calls a server built (capability `swaps`). */
export interface CallsPart<A extends KitAccount> {
  prepare(c: Connected<A>, call: ContractCall): Promise<PreparedCall>
  send(c: Connected<A>, call: ContractCall): Promise<SendResult>
}

export interface AdapterParts<W, A extends KitAccount> {
  readonly namespace: ChainNamespace
  /** the factory's name, for the "not set up yet" error */
  readonly name: string
  /** how long a restore waits for the wallet to appear and answer (default RESTORE_TIMEOUT_MS) */
  readonly restoreTimeoutMs?: number | undefined
  /** features the blockchain API serves for the namespace: capabilities without a method */
  readonly serves?: readonly ('onramp' | 'history' | 'names' | 'nfts')[]
  /** at setup: the namespace's wallets (synchronous; no network, no heavy import) */
  wallets(kit: AdapterKit<A>): WalletSource<W>
  /** the wallet's answer to a connect the person asked for (checked: a hostile answer throws) */
  connect(
    wallet: W,
    p: {
      network: PorticoNetwork
      connectorId: string
      /** the chain the caller asked for, when it did */
      chainId?: number | string
      signal?: AbortSignal
    },
  ): Promise<A>
  /** the same without a prompt, after a reload; null when the wallet no longer authorises the page */
  restoreFrom(wallet: W, p: { network: PorticoNetwork; connectorId: string }): Promise<A | null>
  /** a connection over one WalletConnect namespace session on `network` (restore: ask the wallet nothing) */
  fromSession(
    session: WalletConnectNamespaceSession,
    p: { network: PorticoNetwork; restore: boolean },
  ): Promise<A>
  /**
   * The account again after the wallet or its session moved (another account or chain): null
   * when none is left. Default: over a session, its first address on its chain.
   */
  refresh?(c: Connected<A>): Promise<A | null>
  /** a connected wallet's own events (a session's are followed by the kit): `changed` refreshes, `ended` forgets */
  watch?(c: Connected<A>, changed: () => void, ended: () => void): (() => void) | undefined
  /** moves the wallet to `network` (none: the kit keeps the network itself); void: the wallet reports */
  switchNetwork?(c: Connected<A>, network: PorticoNetwork): Promise<A | undefined>
  /** has the wallet forget the page: our disconnect, or an answer to an attempt the person left */
  release?(c: A): Promise<void>
  signMessage(c: Connected<A>, message: string): Promise<string>
  isAddress?(address: string, network: PorticoNetwork): boolean | Promise<boolean>
  /** capability `balance` */
  balance?(p: { address: string; network: PorticoNetwork }): Promise<BalanceResult>
  /** capability `tokenBalance` */
  tokenBalance?(p: { address: string; token: string; network: PorticoNetwork }): Promise<BalanceResult>
  /** capability `send` */
  send?: SendPart<A>
  /** capability `swaps` */
  calls?: CallsPart<A>
  /**
   * capability `signIn`: true when core signs the SIWX text with `signMessage`; a function when the
   * wallet has its own sign-in call (undefined: it has none after all)
   */
  signIn?:
    | true
    | ((
        c: Connected<A>,
        p: { data: SIWXMessageData; text: string },
      ) => Promise<{ message: string; signature: string } | undefined>)
  /** a transfer signed, not broadcast (namespaces where Portico has no node) */
  signTransfer?(c: Connected<A>, params: TransferRequest): Promise<SignedTransfer>
  /** `getProvider()` (default: the connection's wallet) */
  provider?(c: Connected<A> | undefined): unknown
  /** stops what `wallets` started */
  destroy?(): void
}
