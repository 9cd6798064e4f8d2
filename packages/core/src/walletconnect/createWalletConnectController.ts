/**
 * The WalletConnect connector of one Portico instance (SPEC §4 "Provider session"): none →
 * connecting (the pairing URI is emitted as display_uri and kept in `getState().uri` for the
 * QR view) → connected (connect event; one NamespaceSession per approved namespace) → ended
 * by a user disconnect or a remote delete (disconnect, reason 'user disconnected').
 * This file is the synchronous shell that createPortico holds (state, connector); the
 * implementation (walletConnectEngine.ts) and the universal provider are lazy chunks loaded on
 * preload, connect or restore, so a host's startup bundle carries only this shell.
 */
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import type {
  PendingPairingStore,
  WalletConnectController,
  WalletConnectDeps,
  WalletConnectEngine,
  WalletConnectState,
  WalletConnectWallet,
} from './WalletConnectController.js'
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from './walletConnectConstants.js'

export type {
  PendingPairingStore,
  WalletConnectConnection,
  WalletConnectController,
  WalletConnectDeps,
  WalletConnectState,
  WalletConnectWallet,
  WalletConnectWalletInput,
} from './WalletConnectController.js'

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
    signMessage: async (ns, request) => (await load()).signMessage(ns, request),
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
