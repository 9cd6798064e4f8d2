/**
 * The AllWallets list (SPEC §9 "Wallets"), framework-neutral: featured wallets first (from
 * featuredWalletIds, in that order), then customWallets, then the registry in pages of 40
 * (include/excludeWalletIds applied by the server); search asks for up to 100 results and shows
 * them no sooner than 300 ms after the last keystroke. On mobile the registry list keeps the
 * wallets with a mobile link plus two named wallets. Errors become state, never a throw.
 */
import {
  WALLETS_FEATURED_DEFAULT,
  WALLETS_PAGE_SIZE,
  WALLETS_RECOMMENDED_PAGE_SIZE,
  WALLETS_SEARCH_MIN_WAIT_MS,
} from '../constants/constants.js'
import type { PorticoOptions } from '../options/optionsSchema.js'
import type { WalletListItem } from './apiSchemas.js'
import type { ExplorerClient } from './createExplorerClient.js'

/** SPEC §9 "plus two named wallets" (names not given by the spec: ours). */
export const MOBILE_EXTRA_WALLET_NAMES = ['Coinbase Wallet', 'Phantom'] as const

/** SPEC §9: on a phone a wallet is listed when it has a mobile link or is one of the two named ones */
export function isListedOnMobile(w: { name: string; mobile_link?: string | null }): boolean {
  return Boolean(w.mobile_link) || (MOBILE_EXTRA_WALLET_NAMES as readonly string[]).includes(w.name)
}

export interface WalletListState {
  /** featured + custom + the registry pages loaded so far, or the search results */
  wallets: WalletListItem[]
  /** registry wallets matching (count from the server) */
  count: number
  /** registry pages loaded */
  page: number
  loading: boolean
  error: string | null
  search: string
  /** a search is waiting or loading */
  searching: boolean
}

export interface WalletListLoader {
  getState(): WalletListState
  subscribe(listener: (s: WalletListState) => void): () => void
  /** the next page (the first one when nothing is loaded) */
  loadMore(): Promise<void>
  setSearch(term: string): void
  retry(): Promise<void>
  /** SPEC §9: up to 4 recommended registry wallets (not featured, not excluded) */
  recommended(): Promise<WalletListItem[]>
  destroy(): void
}

type ListOptions = Pick<
  PorticoOptions,
  'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds' | 'customWallets'
>

export function customWalletToItem(w: PorticoOptions['customWallets'][number]): WalletListItem {
  return {
    id: w.id,
    name: w.name,
    image_url: w.image_url ?? null,
    homepage: w.homepage ?? null,
    chains: [],
    mobile_link: w.mobile_link ?? null,
    desktop_link: w.desktop_link ?? null,
    webapp_link: w.webapp_link ?? null,
    app_store: w.app_store ?? null,
    play_store: w.play_store ?? null,
  }
}

export function createWalletListLoader(
  explorer: ExplorerClient,
  options: ListOptions,
  opts: { isMobile?: boolean; featuredCount?: number } = {},
): WalletListLoader {
  let state: WalletListState = {
    wallets: [],
    count: 0,
    page: 0,
    loading: false,
    error: null,
    search: '',
    searching: false,
  }
  const listeners = new Set<(s: WalletListState) => void>()
  const set = (patch: Partial<WalletListState>) => {
    state = { ...state, ...patch }
    for (const l of listeners) l(state)
  }
  const featuredIds = options.featuredWalletIds.slice(0, opts.featuredCount ?? WALLETS_FEATURED_DEFAULT)
  const exclude = [...options.excludeWalletIds, ...featuredIds]
  const include = options.includeWalletIds
  const custom = options.customWallets.map(customWalletToItem)
  const mobileFilter = (list: WalletListItem[]) => (opts.isMobile ? list.filter(isListedOnMobile) : list)
  let featured: WalletListItem[] | undefined
  let registry: WalletListItem[] = []
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchSeq = 0

  const loadFeatured = async () => {
    if (featured) return featured
    if (featuredIds.length === 0) featured = []
    else {
      const res = await explorer.getWallets({ include: featuredIds, entries: featuredIds.length })
      featured = featuredIds.flatMap((id) => res.data.filter((w) => w.id === id))
    }
    return featured
  }
  const compose = () => {
    const seen = new Set<string>()
    return [...(featured ?? []), ...custom, ...registry].filter((w) => !seen.has(w.id) && seen.add(w.id))
  }

  const loader: WalletListLoader = {
    getState: () => state,
    subscribe(l) {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    async loadMore() {
      if (state.loading || state.search) return
      if (state.page > 0 && registry.length >= state.count) return
      set({ loading: true, error: null })
      try {
        await loadFeatured()
        const res = await explorer.getWallets({
          page: state.page + 1,
          entries: WALLETS_PAGE_SIZE,
          include,
          exclude,
        })
        registry = [...registry, ...mobileFilter(res.data)]
        set({
          page: state.page + 1,
          count: res.count,
          loading: false,
          wallets: state.search ? state.wallets : compose(),
        })
      } catch (e) {
        set({ loading: false, error: (e as Error).message })
      }
    },
    setSearch(term) {
      const search = term.trim()
      if (searchTimer) clearTimeout(searchTimer)
      const seq = ++searchSeq
      if (!search) {
        set({ search: '', searching: false, error: null, wallets: compose() })
        return
      }
      set({ search, searching: true, error: null })
      const started = Date.now()
      searchTimer = setTimeout(async () => {
        try {
          const res = await explorer.searchWallets(search, { include, exclude: options.excludeWalletIds })
          const lower = search.toLowerCase()
          const customHits = custom.filter((w) => w.name.toLowerCase().includes(lower))
          const wait = WALLETS_SEARCH_MIN_WAIT_MS - (Date.now() - started)
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          if (seq !== searchSeq) return
          set({ searching: false, wallets: [...customHits, ...mobileFilter(res.data)] })
        } catch (e) {
          if (seq === searchSeq) set({ searching: false, wallets: [], error: (e as Error).message })
        }
      }, WALLETS_SEARCH_MIN_WAIT_MS)
    },
    async retry() {
      if (state.search) loader.setSearch(state.search)
      else await loader.loadMore()
    },
    async recommended() {
      const res = await explorer.getWallets({
        page: 1,
        entries: WALLETS_RECOMMENDED_PAGE_SIZE,
        include,
        exclude,
      })
      return mobileFilter(res.data).slice(0, WALLETS_RECOMMENDED_PAGE_SIZE)
    },
    destroy() {
      if (searchTimer) clearTimeout(searchTimer)
      searchSeq++
      listeners.clear()
    },
  }
  return loader
}
