/** SPEC §7 "Wallet explorer API" client: wallets, images, allowed origins, analytics config. */
import { WALLETS_PAGE_SIZE, WALLETS_SEARCH_LIMIT } from '../constants/constants.js'
import { type ApiClientContext, commonQuery, fetchOf } from './apiClientContext.js'
import { apiFetch, buildUrl } from './apiFetch.js'
import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
} from './apiSchemas.js'

export interface GetWalletsParams {
  page?: number
  entries?: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
  badge_type?: string
}

/** `signal`: the caller no longer wants the answer (the call rejects with REQUEST_ABORTED) */
export interface CallOptions {
  signal?: AbortSignal
}

/** Every call is bounded by the API timeout (API_TIMEOUT after 8 s, see apiFetch). */
export interface ExplorerClient {
  getWallets(params?: GetWalletsParams, opts?: CallOptions): Promise<GetWalletsResponse>
  /** SPEC §9: search returns up to 100 results */
  searchWallets(
    search: string,
    params?: Omit<GetWalletsParams, 'search' | 'page' | 'entries'>,
    opts?: CallOptions,
  ): Promise<GetWalletsResponse>
  walletImageUrl(imageId: string): string
  getAllowedOrigins(): Promise<string[]>
  getAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }>
}

const csv = (v?: string[]) => (v && v.length > 0 ? v.join(',') : undefined)

/**
 * `chains`: the app's networks (CAIP-2). Every list and search asks for wallets of those chains
 * only (SPEC §7 getWallets `chains`), so a Solana-only app does not list EVM wallets; a call that
 * passes its own `chains` (`[]`: any chain) overrides it.
 */
export function createExplorerClient(ctx: ApiClientContext & { chains?: string[] }): ExplorerClient {
  const f = fetchOf(ctx)
  const url = (path: string, q: Record<string, string | number | undefined> = {}) =>
    buildUrl(ctx.baseUrl, path, { ...commonQuery(ctx), ...q })
  const client: ExplorerClient = {
    getWallets(p = {}, opts = {}) {
      return apiFetch(
        f,
        url('/getWallets', {
          page: p.page ?? 1,
          entries: p.entries ?? WALLETS_PAGE_SIZE,
          include: csv(p.include),
          exclude: csv(p.exclude),
          chains: csv(p.chains ?? ctx.chains),
          search: p.search,
          badge_type: p.badge_type,
        }),
        getWalletsResponseSchema,
        opts.signal ? { signal: opts.signal } : {},
      )
    },
    searchWallets(search, p = {}, opts = {}) {
      return client.getWallets({ ...p, search, page: 1, entries: WALLETS_SEARCH_LIMIT }, opts)
    },
    walletImageUrl: (imageId) => url(`/getWalletImage/${encodeURIComponent(imageId)}`),
    async getAllowedOrigins() {
      return (await apiFetch(f, url('/projects/v1/origins'), allowedOriginsResponseSchema)).allowedOrigins
    },
    getAnalyticsConfig: () => apiFetch(f, url('/getAnalyticsConfig'), analyticsConfigResponseSchema),
  }
  return client
}
