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
import type { ErrorCode } from '../errors/errorCatalogue.js'
import { isPorticoError } from '../errors/PorticoError.js'
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
  /** why the last load of what is shown (the pages, or the search) failed; null when it did not */
  error: string | null
  /** the code of `error` (API_TIMEOUT: no answer within the API timeout), for the person's message */
  errorCode: ErrorCode | null
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
  /** loads again what failed (the search, or the next page), dropping a load still on its way */
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

/**
 * Every load goes through the explorer, whose calls end within the API timeout (API_TIMEOUT), so
 * "Loading wallets" never lasts longer than that: a failure is shown with its code and `retry`
 * loads again. Pages loaded stay when the next one fails. A load that was replaced (a retry, a
 * newer search, the list destroyed) is aborted and its answer, if it still comes, is dropped.
 */
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
    errorCode: null,
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
  /** registry wallets the server sent (before the mobile filter): the pages end at `count` */
  let fetched = 0
  /** the page load and the search on their way: an answer counts only while its load is current */
  let pageLoad: AbortController | undefined
  let searchLoad: AbortController | undefined
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  /** the failures of the pages and of the search, kept apart: each shows while its list does */
  const noProblem = { error: null, errorCode: null }
  let pageProblem: Pick<WalletListState, 'error' | 'errorCode'> = noProblem
  let destroyed = false

  const problemOf = (e: unknown): Pick<WalletListState, 'error' | 'errorCode'> => ({
    error: e instanceof Error ? e.message : String(e),
    errorCode: isPorticoError(e) ? e.code : null,
  })
  const loadFeatured = async (signal: AbortSignal) => {
    if (featured) return
    if (featuredIds.length === 0) featured = []
    else {
      // the host's featured wallets are shown whatever chains they list
      const res = await explorer.getWallets(
        { include: featuredIds, entries: featuredIds.length, chains: [] },
        { signal },
      )
      featured = featuredIds.flatMap((id) => res.data.filter((w) => w.id === id))
    }
  }
  const compose = () => {
    const seen = new Set<string>()
    return [...(featured ?? []), ...custom, ...registry].filter((w) => !seen.has(w.id) && seen.add(w.id))
  }
  const loadPage = async () => {
    const load = new AbortController()
    pageLoad = load
    pageProblem = noProblem
    set({ loading: true, ...(state.search ? {} : noProblem) })
    try {
      // featured and the page side by side: the whole load ends within one API timeout
      const [, res] = await Promise.all([
        loadFeatured(load.signal),
        explorer.getWallets(
          { page: state.page + 1, entries: WALLETS_PAGE_SIZE, include, exclude },
          { signal: load.signal },
        ),
      ])
      if (pageLoad !== load) return
      pageLoad = undefined
      fetched += res.data.length
      registry = [...registry, ...mobileFilter(res.data)]
      set({
        page: state.page + 1,
        count: res.count,
        loading: false,
        wallets: state.search ? state.wallets : compose(),
      })
    } catch (e) {
      if (pageLoad !== load) return
      pageLoad = undefined
      // the other request of this load is not wanted any more
      load.abort()
      pageProblem = problemOf(e)
      // what was loaded before stays (earlier pages, featured, custom wallets)
      set({ loading: false, ...(state.search ? {} : { ...pageProblem, wallets: compose() }) })
    }
  }

  const loader: WalletListLoader = {
    getState: () => state,
    subscribe(l) {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    async loadMore() {
      if (destroyed || pageLoad || state.search) return
      if (state.page > 0 && fetched >= state.count) return
      await loadPage()
    },
    setSearch(term) {
      if (destroyed) return
      const search = term.trim()
      if (searchTimer) clearTimeout(searchTimer)
      searchLoad?.abort()
      searchLoad = undefined
      if (!search) {
        set({ search: '', searching: false, ...pageProblem, wallets: compose() })
        // a search typed before the first page was asked for: the list is loaded now
        if (state.page === 0 && !pageLoad && !pageProblem.error) void loader.loadMore()
        return
      }
      set({ search, searching: true, ...noProblem })
      const load = new AbortController()
      searchLoad = load
      const started = Date.now()
      searchTimer = setTimeout(async () => {
        try {
          const res = await explorer.searchWallets(
            search,
            { include, exclude: options.excludeWalletIds },
            { signal: load.signal },
          )
          const lower = search.toLowerCase()
          const customHits = custom.filter((w) => w.name.toLowerCase().includes(lower))
          const wait = WALLETS_SEARCH_MIN_WAIT_MS - (Date.now() - started)
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          if (searchLoad !== load) return
          searchLoad = undefined
          set({ searching: false, wallets: [...customHits, ...mobileFilter(res.data)] })
        } catch (e) {
          if (searchLoad !== load) return
          searchLoad = undefined
          set({ searching: false, wallets: [], ...problemOf(e) })
        }
      }, WALLETS_SEARCH_MIN_WAIT_MS)
    },
    async retry() {
      if (destroyed) return
      if (state.search) return loader.setSearch(state.search)
      // a load still on its way is replaced: its answer, if it comes, is dropped
      pageLoad?.abort()
      pageLoad = undefined
      if (state.page > 0 && fetched >= state.count) return
      await loadPage()
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
      destroyed = true
      if (searchTimer) clearTimeout(searchTimer)
      pageLoad?.abort()
      searchLoad?.abort()
      pageLoad = searchLoad = undefined
      listeners.clear()
    },
  }
  return loader
}
