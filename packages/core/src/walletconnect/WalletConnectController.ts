/**
 * The WalletConnect connector's types: the controller createPortico holds
 * (createWalletConnectController.ts), its dependencies and the lazy engine behind it
 * (walletConnectEngine.ts). Their own file, so the controller and the engine import neither
 * each other's types nor anything else of the other (no import cycle).
 */
import type { WalletConnectSignRequest } from '../adapters/PorticoAdapter.js'
import type { PorticoOptions } from '../options/optionsSchema.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { BrowserEnvironment } from './pairingReuse.js'
import type { WalletConnectAuth } from './WalletConnectAuth.js'
import type { WalletConnectNamespaceSession } from './WalletConnectSession.js'
import type { WalletConnectSupport } from './WalletConnectSupport.js'

export interface WalletConnectState {
  /** the pairing URI shown as QR code and deep links while connecting */
  uri?: string
  /** when the pairing expires (ms since epoch) */
  expiresAt?: number
  /** the URI is a pairing reused on iOS Safari / Telegram (SPEC §4) */
  reused: boolean
  /** the registry (or custom) wallet the user chose to pair with, for its name, image and links */
  wallet?: WalletConnectWallet
}

/** a wallet to pair with, as the registry lists it (SPEC §3 "Wallet list item"); untrusted */
export interface WalletConnectWalletInput {
  id: string
  name: string
  image_url?: string | null
  imageUrl?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

/** the chosen wallet, normalised: only non-empty strings are kept */
export interface WalletConnectWallet {
  id: string
  name: string
  imageUrl?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

export interface WalletConnectConnection {
  namespace: ChainNamespace
  session: WalletConnectNamespaceSession
}

export interface WalletConnectController {
  readonly connector: Connector
  getState(): WalletConnectState
  subscribe(listener: () => void): () => void
  /**
   * loads and initialises the universal provider ahead of a click (called when the Connect view
   * opens): the QR then appears without waiting for the SDK chunk and the relay socket
   */
  preload(): Promise<void>
  /**
   * proposes a session for every configured namespace; resolves when the wallet approved. Once
   * `signal` aborts (the person left the QR), a reload no longer adopts the answer, and a session
   * approved anyway is ended quietly: REQUEST_ABORTED
   */
  connect(signal?: AbortSignal): Promise<WalletConnectConnection[]>
  /** the session stored before a reload, if the provider still has it */
  restore(): Promise<WalletConnectConnection[] | null>
  /** ends the session from the dapp side */
  disconnect(): Promise<void>
  session(namespace: ChainNamespace): WalletConnectNamespaceSession | undefined
  /** signs a plain message in a namespace whose adapter takes no session */
  signMessage(namespace: ChainNamespace, request: WalletConnectSignRequest): Promise<string>
  /** forgets the pairing (the view's refresh): the next connect shows a new URI */
  forgetPairing(): void
  /** at start: a QR shown before the reload may still be answered, so listen for its session */
  resumePending(): void
  /** the wallet the next pairing is shown for (undefined: the generic WalletConnect entry) */
  selectWallet(wallet: WalletConnectWalletInput | undefined): void
  destroy(): void
}

export interface PendingPairingStore {
  remember(topic: string, until: number): void
  forget(): void
}

export interface WalletConnectDeps {
  /** with the `walletConnect` option (@portico/walletconnect), which loads the universal provider */
  options: PorticoOptions & { walletConnect: WalletConnectSupport }
  /** the active network per namespace (preferred default chains) */
  activeNetworks(): Partial<Record<ChainNamespace, CaipNetworkId>>
  /** SPEC §4: the session ended (wallet or relay side) — reset every account */
  onSessionEnded(): void
  /**
   * A wallet answered a QR shown before a reload (or one this page stopped
   * waiting for): the session is the provider's now; core connects its namespaces
   */
  onSessionArrived?(): void
  /** where the page remembers that a QR may still be answered, and its pairing (survives a reload) */
  storage?: PorticoStorage
  environment?: BrowserEnvironment
  now?: () => number
  /**
   * WalletConnect authentication (a registered feature's `walletConnectAuth` hook: sign-in's
   * one-click auth): the request the proposal on `chainId` carries; none: a plain proposal
   */
  authenticate?(chainId: CaipNetworkId): Promise<WalletConnectAuth | undefined> | undefined
}

/** the lazy implementation behind the controller (walletConnectEngine.ts) */
export type WalletConnectEngine = Omit<
  WalletConnectController,
  'connector' | 'getState' | 'subscribe' | 'selectWallet' | 'resumePending'
> & { resumePending(pairingTopic: string): Promise<void> }
