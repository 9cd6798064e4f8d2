/**
 * The contract between core and one namespace adapter (adapter-evm, adapter-solana, …).
 * Core owns state, rules and storage; an adapter owns the namespace library (wagmi,
 * wallet-standard…), reports what happens through `ctx.emit`, and declares its `capabilities`.
 * Adapters must not touch the network or `window` in `setup` beyond discovering wallets.
 */
import type { SIWXMessageData } from '../siwx/SIWXConfig.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { WalletConnectNamespaceSession } from '../walletconnect/WalletConnectSession.js'
import type { AdapterCapability } from './AdapterCapability.js'

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
  /** for the adapter's own keys (e.g. wagmi's store); core's connection records are core's */
  storage: PorticoStorage
  emit: (event: AdapterEvent) => void
}

export interface ConnectResult {
  address: string
  chainId: number | string
  connectorId: string
}

/** What core stored for a namespace's connection, handed back to `restore` after a reload. */
export interface StoredConnection {
  connectorId: string
  /** the CAIP-2 network the namespace was on */
  caipNetworkId?: string
}

export interface BalanceResult {
  value: bigint
  decimals: number
  symbol: string
  /** human-readable decimal string, e.g. "10000.0" */
  formatted: string
}

/** A token a transfer moves; absent for the native currency. */
export interface TransferToken {
  /** contract (eip155) or mint (solana) address */
  address: string
  decimals: number
  symbol: string
}

/** A transfer: the receiver and a bigint amount in the token's base units (wei, lamports, sats…). */
export interface TransferRequest {
  /** the receiver, already validated with `isAddress` */
  to: string
  amount: bigint
  /** absent for the native currency */
  token?: TransferToken
}

/** SPEC §3 send state, as an adapter receives it from core's send action. */
export interface TransferParams extends TransferRequest {
  /** the sender: the adapter refuses when it is no longer the connected account */
  from: string
  network: PorticoNetwork
  /**
   * Called once, when the wallet has signed and sent the transfer, with its id, before it is
   * confirmed (the Activity tab shows it as pending at once).
   */
  onSubmitted?: (id: string) => void
}

/** A transfer checked against the chain before the wallet is asked (simulated, fee estimated). */
export interface PreparedTransfer {
  /** the network fee, in the native currency's base units */
  fee: bigint
}

/** SPEC §4: what a confirmed send returns, the same for every adapter that can send. */
export interface SendResult {
  /** the transaction hash or signature */
  id: string
  /** the transaction on the network's explorer, when it has one */
  explorerUrl?: string
}

/**
 * A contract call the dialog has the wallet send (capability `swaps`: an approval, a swap), as a
 * server built it. `gas` (from `prepareCall`) is passed to the wallet so it does not estimate
 * again: a call that reverts on chain is then mined as a revert, not refused by the wallet.
 */
export interface ContractCall {
  from: string
  to: string
  /** calldata, 0x-prefixed hex */
  data: string
  value: bigint
  network: PorticoNetwork
  gas?: bigint
  onSubmitted?: (id: string) => void
}

/** A contract call simulated on the chain before the wallet is asked: its gas and fee. */
export interface PreparedCall {
  gas: bigint
  /** the network fee, in the native currency's base units */
  fee: bigint
}

/** A transfer signed by the wallet but not broadcast (namespaces where Portico has no node). */
export interface SignedTransfer {
  /** the transaction id the network will know it by */
  id: string
  /** the signed transaction, ready to broadcast (hex or base64, as the namespace uses) */
  raw: string
}

export interface PorticoAdapter {
  readonly namespace: ChainNamespace
  /** what the adapter can do (see AdapterCapability); core shows features accordingly */
  readonly capabilities: readonly AdapterCapability[]
  /** Called once by createPortico. Synchronous, no network. */
  setup(ctx: AdapterContext): void
  /**
   * `signal` is aborted when the person leaves the attempt (Back, another wallet picked, the
   * dialog closed). A wallet answering after that is not their choice: the adapter
   * must not adopt it (its session, its library's state and storage stay as they were), should
   * have the wallet forget the page quietly, and rejects with REQUEST_ABORTED — unless a newer
   * `connect` to the same connector waits, which that answer then serves
   * (`createConnectAttempts` in `@portico/core/internal` keeps the count).
   */
  connect(params: {
    connectorId: string
    chainId?: number | string
    signal?: AbortSignal
  }): Promise<ConnectResult>
  /**
   * Restores the connection core stored before a reload, without prompting the user; null when
   * the wallet is gone or no longer authorises the page. Core reads its storage once and calls
   * this for the namespace's stored connection only.
   */
  restore(stored: StoredConnection): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  switchNetwork(network: PorticoNetwork): Promise<void>
  getBalance(params: { address: string; network: PorticoNetwork }): Promise<BalanceResult>
  /** balance of one token (capability `tokenBalance`) */
  getTokenBalance?(params: {
    address: string
    token: string
    network: PorticoNetwork
  }): Promise<BalanceResult>
  signMessage(params: { message: string; address: string }): Promise<string>
  /**
   * capability `signIn`: the wallet's own sign-in call, when the connected wallet has one
   * (wallet-standard `solana:signIn`): it writes the text for these SPEC §3 fields and signs it in
   * one approval. Resolves undefined when the wallet has none (core then signs `text` with
   * signMessage). The returned text is the wallet's: core checks it names the same fields.
   */
  signInWithWallet?(params: {
    data: SIWXMessageData
    text: string
    address: string
  }): Promise<{ message: string; signature: string } | undefined>
  /** whether `address` is a valid account address on `network` (Send's recipient) */
  isAddress?(address: string, network: PorticoNetwork): boolean | Promise<boolean>
  /**
   * capability `send`: simulates the transfer and estimates its fee without asking the wallet;
   * throws a PorticoError saying why it would fail (e.g. INSUFFICIENT_FUNDS, TRANSACTION_FAILED)
   */
  prepareSend?(params: TransferParams): Promise<PreparedTransfer>
  /** capability `send`: has the wallet sign and send; resolves once the network confirmed it */
  send?(params: TransferParams): Promise<SendResult>
  /**
   * capability `swaps`: simulates a contract call and prices it without the wallet; throws a
   * PorticoError saying why it would fail (TRANSACTION_FAILED with the revert reason,
   * INSUFFICIENT_FUNDS)
   */
  prepareCall?(call: ContractCall): Promise<PreparedCall>
  /**
   * capability `swaps`: has the wallet send a contract call; resolves once mined. A revert is
   * TRANSACTION_FAILED with `details.reason` 'reverted' and `details.hash`.
   */
  sendCall?(call: ContractCall): Promise<SendResult>
  /**
   * For namespaces where Portico has no node to broadcast (bip122, polkadot, cosmos): has the
   * wallet sign a transfer of the active account on the active network, and returns it for the
   * host to broadcast. Same request shape as `send`.
   */
  signTransfer?(params: TransferRequest): Promise<SignedTransfer>
  /**
   * WalletConnect: take the session's view of this namespace and connect through it, so the
   * adapter's own sign/switch/balance code runs over the session (adapter-evm builds a wagmi
   * connector on `session.eip1193`). Optional: without it core connects the namespace from the
   * session's accounts and signs through `session.request` (the request `walletConnectSign` gives).
   */
  /**
   * The WalletConnect request that signs a plain message in this namespace (its method and
   * params), for an adapter without `connectWalletConnect` whose session core signs over itself.
   * Without it core signs nothing over the session (NOT_SUPPORTED_FOR_NAMESPACE): the request's
   * form is the namespace's, never core's.
   */
  walletConnectSign?(params: { message: string; address: string }): WalletConnectSignRequest
  connectWalletConnect?(
    session: WalletConnectNamespaceSession,
    /** `restore`: the session is being restored after a reload; ask the wallet nothing */
    opts?: { restore?: boolean },
  ): Promise<ConnectResult>
  /** looks again for wallets injected after setup (core calls it when the Connect view opens) */
  discover?(): void
  /** The namespace's provider object (EIP-1193 provider for eip155), when connected. */
  getProvider(): Promise<unknown>
  destroy?(): void
}

/** a WalletConnect request that signs a plain message (`PorticoAdapter.walletConnectSign`) */
export interface WalletConnectSignRequest {
  method: string
  params: unknown
}
