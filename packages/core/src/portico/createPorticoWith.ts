/**
 * The engine behind createPortico(options): validates options, creates ONE store instance and
 * wires the controllers, the adapters and the registered features' hooks (`CoreFeature`); it
 * imports no feature. No module-level state: two instances on one page never see each other.
 * Nothing touches `window` or the network here; connections are restored in the background (only
 * when a connection was stored) and `ready` resolves when that is done.
 *
 * What the user starts (connect, disconnect, switch, sign, the API clients) lives in lazy chunks
 * loaded on first use or when the dialog opens, so a host's startup bundle carries only the
 * store, the options and the event plumbing (README "Performance").
 */
import type { PorticoAdapter } from '../adapters/PorticoAdapter.js'
import { createConnectionController } from '../connection/createConnectionController.js'
import { activeNetworksOf } from '../controllers/activeNetworksOf.js'
import { createAlertController } from '../controllers/createAlertController.js'
import { createEventBus } from '../controllers/createEventBus.js'
import { createNetworkController } from '../controllers/createNetworkController.js'
import { createToastController } from '../controllers/createToastController.js'
import { lazyBalanceController } from '../controllers/lazyBalanceController.js'
import type { PorticoContext } from '../controllers/PorticoContext.js'
import { porticoError } from '../errors/errorCatalogue.js'
import { createOptionsCheck } from '../options/createOptionsCheck.js'
import type { PorticoOptions, PorticoOptionsInput } from '../options/optionsSchema.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { createRouter } from '../router/createRouter.js'
import type { ViewName } from '../router/views.js'
import { createStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { createPorticoStore } from '../store/createPorticoStore.js'
import type { ChainNamespace } from '../types/chain.js'
import { whenIdle } from '../utils/whenIdle.js'
import { createWalletConnectController } from '../walletconnect/createWalletConnectController.js'
import type { WalletConnectSupport } from '../walletconnect/WalletConnectSupport.js'
import type { CoreFeature } from './CoreFeature.js'
import { deprecatedMethods } from './deprecatedMethods.js'
import type { FeatureContext } from './FeatureContext.js'
import { bindFeatureContext } from './featureContextOf.js'
import { forwardAnalytics } from './forwardAnalytics.js'
import type { Portico, PorticoInstance } from './Portico.js'

// replaced by the host's bundler ('production' in a production build); unbundled, it may not exist
declare const process: { env: { NODE_ENV?: string } }

export function createPorticoWith(input: PorticoOptionsInput, features: readonly CoreFeature[]): Portico {
  // SPEC §3, §5 invalid options are an INVALID_OPTIONS error. The schema (zod) is a lazy chunk, off
  // the startup path: it checks the options at once in development, in idle time in production, and
  // at the first open at the latest; the error is logged then and thrown by open()
  // (docs/architecture.md "Startup cost")
  const optionsCheck = createOptionsCheck(input)
  try {
    if (process.env.NODE_ENV !== 'production') void optionsCheck.run()
  } catch {
    // no bundler defined process.env.NODE_ENV: checked in idle time, as in production
  }
  const options = resolveOptions(input)
  const storage = createStorage(options.storage)
  const firstNs = (options.defaultNetwork ?? options.networks[0])?.chainNamespace ?? 'eip155'
  const adapters = new Map<ChainNamespace, PorticoAdapter>()
  for (const a of options.adapters) adapters.set(a.namespace, a)

  const store = createPorticoStore({
    open: false,
    router: { history: [{ view: 'Connect' }], view: 'Connect', direction: 'next' },
    activeNamespace: firstNs,
    accounts: {},
    // as a server sees it (nothing stored): the start state is the one React hydrates against
    activeNetworks: activeNetworksOf(options, {}),
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
  const router = createRouter(store, {
    close,
    // SPEC §2: a feature may keep the dialog open (sign-in's required mode)
    closeDisabled: () => features.some((f) => f.closeDisabled?.(ctx)),
  })
  const base: PorticoContext = {
    options,
    optionsCheck,
    store,
    storage,
    adapters,
    router,
    events,
    toasts: createToastController(store),
    alerts: createAlertController(store, { debug: options.debug }),
  }
  const networks = createNetworkController(base, { afterSwitch: () => void balance.fetch() })
  const balance = lazyBalanceController(base, networks)
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
          // the first registered feature with the hook authenticates (sign-in's one-click auth)
          authenticate: (chainId) =>
            features.find((f) => f.walletConnectAuth)?.walletConnectAuth?.(ctx, chainId),
        })
      : undefined
  const connection = createConnectionController(base, networks, balance, walletConnect, () =>
    Promise.all(features.flatMap((f) => f.driver?.() ?? [])),
  )

  store.setState({
    activeNetworks: networks.initialActiveNetworks(),
    recentWalletIds: storage.get(STORAGE_KEYS.recentWallets.key, STORAGE_KEYS.recentWallets.schema) ?? [],
  })

  // SPEC §5: project id is required, else alert 'project id not configured'
  if (!options.projectId) base.alerts.show('PROJECT_ID_NOT_CONFIGURED')

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
  if (typeof window !== 'undefined') whenIdle(() => void optionsCheck.run())
  // a QR shown before a reload may still be answered: listen for its session
  if (typeof window !== 'undefined') void ready.then(() => walletConnect?.resumePending())

  const instance: PorticoInstance = {
    options,
    store,
    router,
    ready,
    getState: store.getState,
    subscribe: store.subscribe,
    open(opts = {}) {
      if (optionsCheck.error) throw optionsCheck.error
      // opened before the check ran: check now, and close if the options are invalid
      void optionsCheck.run().then(() => optionsCheck.error && close())
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
      for (const f of features) f.open?.(ctx, view)
      if (view === 'Connect') {
        // wallets injected after the page loaded (polkadot, cosmos) appear on the Connect view
        for (const a of adapters.values()) a.discover?.()
        // WalletConnect's SDK (a large chunk whose start takes long tasks) is not prepared here:
        // only on intent (pointing at or focusing its row or a registry wallet's, All Wallets),
        // so a person who picks an installed wallet a second after opening never waits for it
        // (docs/architecture.md "WalletConnect on intent")
      }
      if (connected) void balance.fetch({ namespace: ns })
    },
    close() {
      if (router.isCloseDisabled()) return
      close()
    },
    walletConnect,
    destroy() {
      base.toasts.destroy()
      walletConnect?.destroy()
      for (const a of adapters.values()) a.destroy?.()
    },
  }
  const portico = instance as Portico
  const ctx: FeatureContext = Object.assign(base, { portico, networks, balance, connection, walletConnect })
  bindFeatureContext(ctx)
  Object.assign(portico, deprecatedMethods(ctx))
  forwardAnalytics(ctx)
  // each registered feature starts and adds its members (sign-in's `signIn`)
  for (const f of features) Object.assign(portico, f.start?.(ctx))
  return portico
}
