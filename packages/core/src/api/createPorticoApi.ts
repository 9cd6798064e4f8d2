/**
 * The API clients of one Portico instance, built from its options on first use (createPortico
 * loads this module with a dynamic import, so hosts pay for it only when the dialog needs it).
 * Also the dialog-level actions over them: token balances with the SPEC §8 toast, identity
 * into the account state, and the SPEC §6 allowed-origins check.
 */
import type { AdapterCapability } from '../adapters/AdapterCapability.js'
import { WALLETS_FEATURED_DEFAULT, WALLETS_RECOMMENDED_PAGE_SIZE } from '../constants/constants.js'
import type { AlertController } from '../controllers/createAlertController.js'
import type { ToastController } from '../controllers/createToastController.js'
import type { ErrorCode } from '../errors/errorCatalogue.js'
import { isPorticoError } from '../errors/PorticoError.js'
import type { PorticoOptions } from '../options/optionsSchema.js'
import type { PorticoStore } from '../store/createPorticoStore.js'
import type { ChainNamespace, PorticoNetwork } from '../types/chain.js'
import type { ApiClientContext } from './apiClientContext.js'
import type { FetchFn } from './apiFetch.js'
import type { TokenBalance, WalletListItem } from './apiSchemas.js'
import { type AnalyticsClient, createAnalyticsClient } from './createAnalyticsClient.js'
import { type BlockchainClient, createBlockchainClient } from './createBlockchainClient.js'
import { createExplorerClient, type ExplorerClient } from './createExplorerClient.js'
import { createWalletListLoader, isListedOnMobile, type WalletListLoader } from './createWalletListLoader.js'

export const HOSTED_API_URLS = {
  explorer: 'https://api.web3modal.org',
  blockchain: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
} as const

export interface PorticoApi {
  /** where blockchain API calls go and what they carry (a feature chunk's own calls, e.g. swaps) */
  blockchainContext: ApiClientContext
  explorer: ExplorerClient
  blockchain: BlockchainClient
  analytics: AnalyticsClient
  /** token balances of the active account on the active network; [] + toast on failure/unsupported */
  fetchTokenBalances(opts?: { force?: boolean }): Promise<TokenBalance[]>
  /** profile name and avatar of the active account into the account state */
  fetchIdentity(): Promise<void>
  /** SPEC §6: with email or socials on, the page origin must be allowed; returns whether it is */
  checkOrigin(origin?: string): Promise<boolean>
  /** a new AllWallets list over the explorer with the host's include/exclude/featured/custom options */
  createWalletList(opts?: { isMobile?: boolean }): WalletListLoader
  /**
   * SPEC §9 Connect view: the featured wallets (featuredWalletIds, default 4, in that order) and 4
   * recommended ones (on a phone: SPEC §9 mobile rule), fetched once per instance; installed
   * wallets (by rdns or registry id of a connector) and excludeWalletIds left out. Ends within the
   * API timeout: a failed or timed-out fetch gives what did load and its `errorCode`, and the next
   * call fetches again (a Retry, the next open).
   */
  connectViewWallets(opts?: { isMobile?: boolean }): Promise<ConnectViewWallets>
}

export interface ConnectViewWallets {
  featured: WalletListItem[]
  recommended: WalletListItem[]
  /** why some of them did not load (API_TIMEOUT: no answer in time); null when all did */
  errorCode: ErrorCode | null
}

export interface PorticoApiDeps {
  options: PorticoOptions
  store: PorticoStore
  alerts: AlertController
  toasts: ToastController
  isUnsupported: () => boolean
  getActiveNetwork: () => PorticoNetwork | undefined
  /** whether the adapter of `namespace` declares `capability` (core names no namespace) */
  hasCapability: (capability: AdapterCapability, namespace: ChainNamespace) => boolean
  fetch?: FetchFn
  clientId?: string
}

export function createPorticoApi(deps: PorticoApiDeps): PorticoApi {
  const { options, store } = deps
  const common = {
    projectId: options.projectId ?? '',
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    ...(deps.clientId ? { clientId: deps.clientId } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  }
  const explorer = createExplorerClient({
    ...common,
    baseUrl: options.apiUrl ?? HOSTED_API_URLS.explorer,
    chains: options.networks.map((n) => n.caipNetworkId),
  })
  const blockchainContext = {
    ...common,
    baseUrl: options.blockchainApiUrl ?? options.apiUrl ?? HOSTED_API_URLS.blockchain,
  }
  const blockchain = createBlockchainClient({ ...blockchainContext, isUnsupported: deps.isUnsupported })
  const analytics = createAnalyticsClient({
    ...common,
    baseUrl: options.analyticsUrl ?? options.apiUrl ?? HOSTED_API_URLS.analytics,
    enabled: options.features.analytics,
    onInvalidAppConfiguration: () => deps.alerts.show('INVALID_APP_CONFIGURATION'),
  })
  const activeAccount = () => {
    const s = store.getState()
    const account = s.accounts[s.activeNamespace]
    return account?.status === 'connected' && account.address ? { ns: s.activeNamespace, account } : undefined
  }

  let connectWallets: Promise<ConnectViewWallets> | undefined
  const fetchConnectViewWallets = async (isMobile: boolean): Promise<ConnectViewWallets> => {
    const featuredIds = options.featuredWalletIds.slice(0, WALLETS_FEATURED_DEFAULT)
    let errorCode: ErrorCode | null = null
    const none = (e: unknown) => {
      errorCode ??= isPorticoError(e) ? e.code : 'API_UNAVAILABLE'
      return { data: [] as WalletListItem[], count: 0 }
    }
    const [featured, recommended] = await Promise.all([
      featuredIds.length
        ? // the host's featured wallets are shown whatever chains they list
          explorer.getWallets({ include: featuredIds, entries: featuredIds.length, chains: [] }).catch(none)
        : { data: [] as WalletListItem[], count: 0 },
      explorer
        .getWallets({
          page: 1,
          // on a phone some wallets are left out: ask for more, keep the first 4 that are listed
          entries: isMobile ? WALLETS_RECOMMENDED_PAGE_SIZE * 4 : WALLETS_RECOMMENDED_PAGE_SIZE,
          include: options.includeWalletIds,
          exclude: [...options.excludeWalletIds, ...featuredIds],
        })
        .catch(none),
    ])
    // a failed fetch is fetched again on the next call (Retry, the next open)
    if (errorCode) connectWallets = undefined
    const listed = (list: WalletListItem[]) => (isMobile ? list.filter(isListedOnMobile) : list)
    return {
      featured: listed(featuredIds.flatMap((id) => featured.data.filter((w) => w.id === id))),
      recommended: listed(recommended.data).slice(0, WALLETS_RECOMMENDED_PAGE_SIZE),
      errorCode,
    }
  }

  return {
    blockchainContext,
    explorer,
    blockchain,
    analytics,
    createWalletList: (opts = {}) => createWalletListLoader(explorer, options, opts),
    async connectViewWallets(opts = {}) {
      connectWallets ??= fetchConnectViewWallets(opts.isMobile === true)
      const { featured, recommended, errorCode } = await connectWallets
      const connectors = store.getState().connectors
      const shown = (w: WalletListItem) =>
        !options.excludeWalletIds.includes(w.id) &&
        !connectors.some((c) => c.explorerId === w.id || (w.rdns && c.rdns === w.rdns))
      return { featured: featured.filter(shown), recommended: recommended.filter(shown), errorCode }
    },
    async fetchTokenBalances(opts = {}) {
      const active = activeAccount()
      if (!active) return []
      const network = deps.getActiveNetwork()
      if (deps.isUnsupported() || !network) {
        deps.toasts.show({ key: 'TOKEN_BALANCE_UNAVAILABLE' }, 'error')
        return []
      }
      try {
        return await blockchain.getBalance({
          address: active.account.address!,
          chainId: network.caipNetworkId,
          forceUpdate: opts.force,
        })
      } catch {
        deps.toasts.show({ key: 'TOKEN_BALANCE_UNAVAILABLE' }, 'error')
        return []
      }
    },
    async fetchIdentity() {
      const active = activeAccount()
      // SPEC §9: a profile name and avatar are the names capability's (eip155's adapter has it)
      if (!active || !deps.hasCapability('names', active.ns)) return
      const address = active.account.address!
      const identity = await blockchain.getIdentity(address).catch(() => undefined)
      if (!identity) return
      const s = store.getState()
      const current = s.accounts[active.ns]
      if (current?.address !== address) return
      store.setState({
        accounts: {
          ...s.accounts,
          [active.ns]: {
            ...current,
            profileName: identity.name ?? undefined,
            profileImage: identity.avatar ?? undefined,
          },
        },
      })
    },
    async checkOrigin(origin = typeof location === 'undefined' ? undefined : location.origin) {
      const socials = options.features.socials
      if (!options.features.email && !(Array.isArray(socials) && socials.length > 0)) return true
      if (!origin) return true
      const allowed = await explorer.getAllowedOrigins().catch(() => undefined)
      if (!allowed) return true
      if (allowed.includes(origin)) return true
      deps.alerts.show('INVALID_APP_CONFIGURATION')
      return false
    },
  }
}
