/**
 * The WalletConnect connector of one Portico instance (SPEC §4 "Provider session"): none →
 * connecting (the pairing URI is emitted as display_uri and kept in `getState().uri` for the
 * QR view) → connected (connect event; one NamespaceSession per approved namespace) → ended
 * by a user disconnect or a remote delete (disconnect, reason 'user disconnected').
 * This file is the synchronous shell that createPortico holds (state, connector); the
 * implementation (walletConnectEngine.ts) and the universal provider are lazy chunks loaded on
 * preload, connect or restore, so a host's startup bundle carries only this shell.
 */
import type { PorticoOptions } from '../options/optionsSchema.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { BrowserEnvironment } from './pairingReuse.js'
import type { WalletConnectNamespaceSession } from './WalletConnectSession.js'
import type { WalletConnectSupport } from './WalletConnectSupport.js'
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from './walletConnectConstants.js'
import type { WalletConnectEngine } from './walletConnectEngine.js'

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
   * approved anyway is ended quietly: REQUEST_ABORTED (issue 27)
   */
  connect(signal?: AbortSignal): Promise<WalletConnectConnection[]>
  /** the session stored before a reload, if the provider still has it */
  restore(): Promise<WalletConnectConnection[] | null>
  /** ends the session from the dapp side */
  disconnect(): Promise<void>
  session(namespace: ChainNamespace): WalletConnectNamespaceSession | undefined
  /** signs a plain message in a namespace whose adapter takes no session */
  signMessage(namespace: ChainNamespace, message: string, address: string): Promise<string>
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
   * issue "Hardening" 7: a wallet answered a QR shown before a reload (or one this page stopped
   * waiting for): the session is the provider's now; core connects its namespaces
   */
  onSessionArrived?(): void
  /** where the page remembers that a QR may still be answered, and its pairing (survives a reload) */
  storage?: PorticoStorage
  environment?: BrowserEnvironment
  now?: () => number
}

export function createWalletConnectController(deps: WalletConnectDeps): WalletConnectController {
  const listeners = new Set<() => void>()
  let state: WalletConnectState = { reused: false }
  let selected: WalletConnectWallet | undefined
  let selecting = 0
  // the engine sets the pairing fields; the chosen wallet is kept across its updates
  const setState = (next: WalletConnectState) => {
    const { wallet: _, ...rest } = next
    state = selected ? { ...rest, wallet: selected } : rest
    for (const l of [...listeners]) l()
  }
  const { key: pendingKey, schema: pendingSchema } = STORAGE_KEYS.walletConnectPending
  const pending: PendingPairingStore = {
    remember: (topic, until) => deps.storage?.set(pendingKey, `${until} ${topic}`),
    forget: () => deps.storage?.remove(pendingKey),
  }
  let engine: WalletConnectEngine | undefined
  let loading: Promise<WalletConnectEngine> | undefined
  const load = () => {
    loading ??= import('./walletConnectEngine.js').then((m) => {
      engine = m.createWalletConnectEngine({ ...deps, setState, pending })
      return engine
    })
    return loading
  }
  return {
    connector: {
      id: WALLET_CONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      name: WALLET_CONNECT_NAME,
      chain: (deps.options.defaultNetwork ?? deps.options.networks[0])!.chainNamespace,
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    preload: async () => (await load()).preload(),
    connect: async (signal) => (await load()).connect(signal),
    restore: async () => (await load()).restore(),
    // nothing loaded means no session to end
    disconnect: async () => engine?.disconnect(),
    session: (ns) => engine?.session(ns),
    signMessage: async (ns, message, address) => (await load()).signMessage(ns, message, address),
    forgetPairing: () => engine?.forgetPairing(),
    resumePending() {
      const [until, topic] = deps.storage?.get(pendingKey, pendingSchema)?.split(' ') ?? []
      if (!until || !topic) return
      if (Number(until) <= (deps.now ?? Date.now)()) pending.forget()
      else void load().then((e) => e.resumePending(topic))
    },
    selectWallet(wallet) {
      const token = ++selecting
      const apply = (next: WalletConnectWallet | undefined) => {
        if (token !== selecting) return
        selected = next
        setState(state)
      }
      if (!wallet) apply(undefined)
      // the wallet's links are read in the engine chunk, which connecting loads anyway
      else void import('./walletConnectEngine.js').then((m) => apply(m.toWalletConnectWallet(wallet)))
    },
    destroy() {
      listeners.clear()
      engine?.destroy()
    },
  }
}
