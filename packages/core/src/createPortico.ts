/**
 * createPortico(options): validates options, creates ONE store instance and wires the
 * controllers and adapters. No module-level state: two instances on one page never see each
 * other. Nothing touches `window` or the network here; connections are restored in the
 * background (only when a connection was stored) and `ready` resolves when that is done.
 *
 * What the user starts (connect, disconnect, switch, sign, the API clients) lives in lazy
 * chunks loaded on first use or when the dialog opens, so a host's startup bundle carries only
 * the store, the options and the event plumbing (README "Performance").
 */
import type { PorticoAdapter } from './adapters/PorticoAdapter.js'
import type { PorticoApi } from './api/createPorticoApi.js'
import { createConnectionController } from './connection/createConnectionController.js'
import { createAlertController } from './controllers/createAlertController.js'
import { createBalanceController } from './controllers/createBalanceController.js'
import { createEventBus, type TrackingEvent } from './controllers/createEventBus.js'
import { createNetworkController } from './controllers/createNetworkController.js'
import { createToastController, type ToastInput } from './controllers/createToastController.js'
import type { PorticoContext } from './controllers/PorticoContext.js'
import { porticoError } from './errors/errorCatalogue.js'
import { createSignIn, type SignInApi } from './features/siwx/createSignIn.js'
import type { PorticoInternal } from './internal/PorticoInternal.js'
import type { PorticoOptions, PorticoOptionsInput } from './options/optionsSchema.js'
import { validateOptions } from './options/validateOptions.js'
import { createRouter, type Router } from './router/createRouter.js'
import type { ViewName } from './router/views.js'
import { createStorage } from './storage/createStorage.js'
import { STORAGE_KEYS } from './storage/storageKeys.js'
import { createPorticoStore, type PorticoStore } from './store/createPorticoStore.js'
import type { PorticoState, ToastState } from './store/PorticoState.js'
import { createAppearanceActions } from './theme/createAppearanceActions.js'
import type { ThemeMode, ThemeVariables } from './theme/themeTokens.js'
import type { CaipNetworkId, ChainNamespace, PorticoNetwork } from './types/chain.js'
import { whenIdle } from './utils/whenIdle.js'
import {
  createWalletConnectController,
  type WalletConnectController,
  type WalletConnectWalletInput,
} from './walletconnect/createWalletConnectController.js'
import type { WalletConnectSupport } from './walletconnect/WalletConnectSupport.js'

export interface Portico {
  readonly options: PorticoOptions
  readonly store: PorticoStore
  readonly router: Router
  /** resolves once stored connections have been restored (or found missing) */
  readonly ready: Promise<void>
  getState(): PorticoState
  subscribe(listener: (state: PorticoState, prev: PorticoState) => void): () => void
  /** opens the dialog: Connect when disconnected, Account when connected, or `view` (no data) */
  open(opts?: { view?: ViewName; namespace?: ChainNamespace }): void
  close(): void
  /** loads what the dialog's first actions need (connect, disconnect) ahead of a click */
  preload(): Promise<void>
  connect(connectorId: string): Promise<void>
  /**
   * pairs over WalletConnect, shown for `wallet` (a registry wallet that is not installed: its
   * name, image and mobile/desktop/web-app links); without one, the generic WalletConnect entry
   */
  connectWalletConnect(wallet?: WalletConnectWalletInput): Promise<void>
  retryConnect(): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  switchNetwork(caipNetworkId: CaipNetworkId | string): Promise<void>
  /** refreshes the balance of the active namespace (or of `namespace`) */
  fetchBalance(opts?: { force?: boolean; namespace?: ChainNamespace }): Promise<void>
  signMessage(message: string): Promise<string>
  getProvider(namespace?: ChainNamespace): Promise<unknown>
  getAdapter(namespace?: ChainNamespace): PorticoAdapter | undefined
  getNetworks(namespace?: ChainNamespace): PorticoNetwork[]
  getActiveNetwork(namespace?: ChainNamespace): PorticoNetwork | undefined
  isUnsupportedNetwork(namespace?: ChainNamespace): boolean
  /** a toast in the dialog: a catalogue key (translated) or the host's own text */
  showToast(toast: ToastInput, variant?: ToastState['variant']): void
  dismissAlert(): void
  onEvent(listener: (event: TrackingEvent) => void): () => void
  /** SPEC §3 themeMode, live: light, dark, or system (follows the visitor's setting) */
  setThemeMode(mode: ThemeMode): void
  /** SPEC §3 themeVariables, live: merged into the current ones (a key set to undefined is removed) */
  setThemeVariables(variables: ThemeVariables): void
  /** the dialog's language, live (a BCP 47 tag); undefined: the page's, then the browser's */
  setLocale(locale: string | undefined): void
  /** the WalletConnect connector (present when a project id is set): pairing URI state, session */
  readonly walletConnect: WalletConnectController | undefined
  /**
   * Sign in with X (SPEC §4, `siwx` or `siweConfig`): the active account's sign-in state,
   * `subscribe`, `signIn()` (e.g. later, after a dismissal) and `signOut()`
   */
  readonly signIn: SignInApi
  /** SPEC §7 API clients, loaded and created on first call (no network until a call is made) */
  getApi(): Promise<PorticoApi>
  destroy(): void
  /** the instance's controllers, for core's actions and feature modules; not public API */
  readonly _internal: PorticoInternal
}

/** how long after the dialog opens WalletConnect's SDK may start loading (idle time only) */
const WALLET_CONNECT_PRELOAD_AFTER_MS = 600

export function createPortico(input: PorticoOptionsInput): Portico {
  const options = validateOptions(input)
  const storage = createStorage(options.storage)
  const firstNs = (options.defaultNetwork ?? options.networks[0])!.chainNamespace
  const adapters = new Map<ChainNamespace, PorticoAdapter>()
  for (const a of options.adapters) adapters.set(a.namespace, a)

  const store = createPorticoStore({
    open: false,
    router: { history: [{ view: 'Connect' }], view: 'Connect', direction: 'next' },
    activeNamespace: firstNs,
    accounts: {},
    activeNetworks: {},
    connectors: [],
    connecting: null,
    switchingNetwork: null,
    toast: null,
    alert: null,
    recentWalletIds: [],
    features: {},
    appearance: {
      themeMode: options.themeMode,
      themeVariables: options.themeVariables,
      locale: options.locale,
    },
  })

  const events = createEventBus()
  const close = () => {
    if (!store.getState().open) return
    store.setState({ open: false })
    events.emit('MODAL_CLOSE')
  }
  // SPEC §4 sign-in: the host's handle and the connect-time check (the flow is a lazy chunk)
  const signIn = createSignIn(store, options, () => portico)
  const router = createRouter(store, {
    close,
    signInRequired: signIn.internals.required,
    hasSignInSession: () => signIn.api.getState().status === 'authenticated',
  })
  const ctx: PorticoContext = {
    options,
    store,
    storage,
    adapters,
    router,
    events,
    toasts: createToastController(store),
    alerts: createAlertController(store, { debug: options.debug }),
  }
  const networks = createNetworkController(ctx, { afterSwitch: () => void balance.fetch() })
  const balance = createBalanceController(ctx, networks)
  // SPEC §4 "Provider session": the WalletConnect connector needs a project id (SPEC §5) and the
  // host's `walletConnect` option (@portico/walletconnect), which loads the SDK
  const walletConnect =
    options.projectId && options.walletConnect
      ? createWalletConnectController({
          options: options as PorticoOptions & { walletConnect: WalletConnectSupport },
          activeNetworks: () => store.getState().activeNetworks,
          onSessionEnded: () => connection.onWalletConnectEnded(),
          onSessionArrived: () => void connection.onWalletConnectArrived(),
          storage,
        })
      : undefined
  const connection = createConnectionController(ctx, networks, balance, walletConnect)

  store.setState({
    activeNetworks: networks.initialActiveNetworks(),
    recentWalletIds: storage.get(STORAGE_KEYS.recentWallets.key, STORAGE_KEYS.recentWallets.schema) ?? [],
  })

  // SPEC §5: project id is required, else alert 'project id not configured'
  if (!options.projectId) ctx.alerts.show('PROJECT_ID_NOT_CONFIGURED')

  // adapters for namespaces with no configured network are ignored; networks without an
  // adapter are an error the host must see now, not at connect time
  for (const n of options.networks)
    if (!adapters.has(n.chainNamespace) && options.adapters.length > 0)
      throw porticoError('ADAPTER_NOT_FOUND', { details: { namespace: n.chainNamespace } })
  for (const [ns, adapter] of adapters) {
    if (!options.networks.some((n) => n.chainNamespace === ns)) continue
    adapter.setup({
      networks: networks.getNetworks(ns),
      storage,
      emit: (event) => connection.onAdapterEvent(ns, event),
    })
  }

  const ready = typeof window === 'undefined' ? Promise.resolve() : connection.restore()
  // a QR shown before a reload may still be answered: listen for its session (issue "Hardening" 7)
  if (typeof window !== 'undefined') void ready.then(() => walletConnect?.resumePending())
  // back from a social login's redirect mode (issue 15): the email chunk finishes it
  if (options.secureSiteUrl && typeof location !== 'undefined' && location.hash.includes('portico_social='))
    void ready
      .then(() => import('./features/email/socialRedirect.js'))
      .then((m) => m.resumeSocialRedirect(portico))

  const nsOf = (ns?: ChainNamespace) => ns ?? store.getState().activeNamespace
  let apiPromise: Promise<PorticoApi> | undefined
  let originChecked = false

  const portico: Portico = {
    options,
    store,
    router,
    ready,
    getState: store.getState,
    subscribe: store.subscribe,
    open(opts = {}) {
      const s = store.getState()
      const ns = opts.namespace ?? s.activeNamespace
      if (opts.namespace) store.setState({ activeNamespace: ns })
      const connected = s.accounts[ns]?.status === 'connected'
      const view =
        opts.view ?? (connected ? (networks.isUnsupported(ns) ? 'UnsupportedChain' : 'Account') : 'Connect')
      ;(router.reset as (v: ViewName) => void)(view)
      store.setState({ open: true, connecting: null })
      events.emit('MODAL_OPEN', { connected })
      void connection.preload()
      // SPEC §6: with email or socials on, the page origin must be allowed (checked once)
      const socials = options.features.socials
      if (!originChecked && options.apiUrl && (options.features.email || (socials && socials.length > 0))) {
        originChecked = true
        void portico.getApi().then(
          (api) => api.checkOrigin(),
          () => undefined,
        )
      }
      if (view === 'Connect') {
        // wallets injected after the page loaded (polkadot, cosmos) appear on the Connect view
        for (const a of adapters.values()) a.discover?.()
        // WalletConnect is on the Connect view: its SDK (a large chunk) is prepared once the
        // dialog has painted and the browser is idle, never in the way of the first clicks
        // (pointing at the WalletConnect row prepares it at once: preloadWalletConnect)
        if (walletConnect) whenIdle(() => void walletConnect.preload(), WALLET_CONNECT_PRELOAD_AFTER_MS)
      }
      if (connected) void balance.fetch({ namespace: ns })
    },
    close() {
      if (router.isCloseDisabled()) return
      close()
    },
    preload: connection.preload,
    connect(connectorId) {
      if (walletConnect && connectorId === walletConnect.connector.id) walletConnect.selectWallet(undefined)
      return connection.connect(connectorId)
    },
    async connectWalletConnect(wallet) {
      if (!walletConnect)
        throw (await import('./walletconnect/walletConnectMissing.js')).walletConnectMissing(options)
      walletConnect.selectWallet(wallet)
      await connection.connect(walletConnect.connector.id)
    },
    retryConnect: connection.retry,
    disconnect: connection.disconnect,
    switchNetwork: networks.switchNetwork,
    async fetchBalance(opts = {}) {
      await balance.fetch(opts)
    },
    async signMessage(message) {
      const ns = store.getState().activeNamespace
      const account = store.getState().accounts[ns]
      if (!adapters.get(ns)) throw porticoError('ADAPTER_NOT_FOUND')
      if (account?.status !== 'connected' || !account.address) throw porticoError('NOT_CONNECTED')
      try {
        return await connection.signMessage(ns, message, account.address)
      } catch (e) {
        // the RPC codes are a lazy chunk: a failed signature is not the startup path
        const { isUserRejection } = await import('./errors/rpcErrors.js')
        if (isUserRejection(e)) throw porticoError('USER_REJECTED', { cause: e, rpcCode: 4001 })
        throw e
      }
    },
    async getProvider(ns) {
      return adapters.get(nsOf(ns))?.getProvider()
    },
    getAdapter: (ns) => adapters.get(nsOf(ns)),
    getNetworks: networks.getNetworks,
    getActiveNetwork: networks.getActiveNetwork,
    isUnsupportedNetwork: networks.isUnsupported,
    showToast: (toast, variant) => ctx.toasts.show(toast, variant),
    dismissAlert: ctx.alerts.dismiss,
    onEvent: events.subscribe,
    ...createAppearanceActions(store),
    walletConnect,
    signIn: signIn.api,
    getApi() {
      apiPromise ??= import('./api/createPorticoApi.js').then(({ createPorticoApi }) =>
        createPorticoApi({
          options,
          store,
          alerts: ctx.alerts,
          toasts: ctx.toasts,
          isUnsupported: () => networks.isUnsupported(),
          getActiveNetwork: () => networks.getActiveNetwork(),
        }),
      )
      return apiPromise
    },
    destroy() {
      ctx.toasts.destroy()
      walletConnect?.destroy()
      for (const a of adapters.values()) a.destroy?.()
    },
    _internal: { ctx, networks, balance, connection, signIn: signIn.internals },
  }
  // SPEC §7 analytics: the tracking events go to POST /e when analytics is on and an API is set;
  // the API chunk loads on the first dialog open (events before it wait in a short queue)
  if (options.features.analytics && (options.analyticsUrl || options.apiUrl)) {
    const queue: TrackingEvent[] = []
    let opened = false
    events.subscribe((e) => {
      opened ||= e.event === 'MODAL_OPEN'
      if (queue.push(e) > 20) queue.shift()
      if (opened)
        void portico.getApi().then((api) => {
          for (const q of queue.splice(0))
            void api.analytics.send({ type: 'track', event: q.event, properties: q.properties ?? {} })
        })
    })
  }
  return portico
}
