/**
 * SPEC §7 blockchain API client. Every call carries projectId, st, sv and the optional clientId;
 * calls are skipped with empty results while the active network is unsupported. SPEC §9 caches:
 * balance and portfolio 30 s, identity 5 minutes; a failed balance fetch locks retries for 30 s
 * (during the lock the balance is an empty list). SPEC §5: tokens with decimals 0 are dropped.
 */
import {
  BALANCE_CACHE_MS,
  BALANCE_RETRY_LOCK_MS,
  IDENTITY_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants/constants.js'
import { type ApiClientContext, commonQuery, fetchOf } from './apiClientContext.js'
import { apiFetch, buildUrl, type QueryValue } from './apiFetch.js'
import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  type HistoryResponse,
  historyResponseSchema,
  type Identity,
  identityResponseSchema,
  type NameRecord,
  type NftsResponse,
  nameRecordSchema,
  nftsResponseSchema,
  type RegisterNameRequest,
  reverseResponseSchema,
  type SessionNonce,
  type SessionRequest,
  type SupportedChains,
  sessionNonceResponseSchema,
  sessionResponseSchema,
  suggestionsResponseSchema,
  supportedChainsResponseSchema,
  type TokenBalance,
} from './apiSchemas.js'

export interface BlockchainClientContext extends ApiClientContext {
  /** true while the active network is not one the host configured */
  isUnsupported?: () => boolean
}

export interface BlockchainClient {
  getSupportedChains(): Promise<SupportedChains>
  getIdentity(address: string): Promise<Identity>
  /** chainId omitted = the whole portfolio */
  getBalance(p: {
    address: string
    chainId?: string
    currency?: string
    forceUpdate?: boolean
  }): Promise<TokenBalance[]>
  /** SPEC §7 history; relative image and icon URLs are made absolute against the API base */
  getHistory(p: { address: string; chainId?: string; cursor?: string | null }): Promise<HistoryResponse>
  /** the NFTs the account holds on a chain (CAIP-2), a page at a time; relative imageUrl made absolute */
  getNfts(p: { address: string; chainId: string; cursor?: string | null }): Promise<NftsResponse>
  getFungiblePrice(p: {
    addresses: string[]
    currency?: string
  }): Promise<{ name: string; symbol: string; iconUrl: string; price: number }[]>
  registerName(body: RegisterNameRequest): Promise<NameRecord>
  lookupName(name: string): Promise<NameRecord | undefined>
  reverseLookup(address: string): Promise<NameRecord[]>
  /** SPEC §7 `zone`: the suffix to suggest in (the server's default when absent or unknown) */
  getNameSuggestions(name: string, opts?: { zone?: string }): Promise<{ name: string; registered: boolean }[]>
  getSessions(
    id: string,
  ): Promise<{ id: string; pcis: { pci: string; revoked: boolean; createdAt: number }[] }>
  /**
   * A nonce to sign a grant or revoke with: sign
   * `sessionMessage({ operation, account: id, pci, ...nonce })` and send it with `nonce.nonce` and
   * `nonce.expiresAt`; the server accepts it once, before `expiresAt`, for that operation only.
   */
  getSessionNonce(id: string): Promise<SessionNonce>
  /** SPEC §7 revoke: `{ pci, signature }` plus the signed nonce and expiry */
  revokeSession(id: string, body: SessionRequest): Promise<void>
  /** SPEC §7 "Blockchain RPC" URL for a chain (CAIP-2) */
  rpcUrl(chainId: string): string
  clearCaches(): void
}

export function createBlockchainClient(ctx: BlockchainClientContext): BlockchainClient {
  const f = fetchOf(ctx)
  const now = ctx.now ?? Date.now
  const skip = () => ctx.isUnsupported?.() === true
  const url = (path: string, q: Record<string, QueryValue> = {}) =>
    buildUrl(ctx.baseUrl, path, { ...commonQuery(ctx), ...q })
  const identities = new Map<string, { at: number; value: Identity }>()
  const balances = new Map<string, { at: number; value: TokenBalance[] }>()
  let balanceFailedAt: number | undefined
  const EMPTY_IDENTITY: Identity = { name: null, avatar: null }
  const absolute = (u: string) => (u.startsWith('/') ? `${ctx.baseUrl.replace(/\/+$/, '')}${u}` : u)

  return {
    async getSupportedChains() {
      if (skip()) return { http: [], ws: [] }
      return apiFetch(f, url('/v1/supported-chains'), supportedChainsResponseSchema)
    },
    async getIdentity(address) {
      if (skip()) return EMPTY_IDENTITY
      const key = address.toLowerCase()
      const hit = identities.get(key)
      if (hit && now() - hit.at < IDENTITY_CACHE_MS) return hit.value
      const value = await apiFetch(
        f,
        url(`/v1/identity/${address}`, { sender: address }),
        identityResponseSchema,
      )
      identities.set(key, { at: now(), value })
      return value
    },
    async getBalance({ address, chainId, currency = 'usd', forceUpdate }) {
      if (skip()) return []
      const key = `${address.toLowerCase()}|${chainId ?? '*'}|${currency}`
      const hit = balances.get(key)
      const ttl = chainId ? BALANCE_CACHE_MS : PORTFOLIO_CACHE_MS
      if (hit && !forceUpdate && now() - hit.at < ttl) return hit.value
      if (balanceFailedAt !== undefined && now() - balanceFailedAt < BALANCE_RETRY_LOCK_MS) return []
      try {
        const res = await apiFetch(
          f,
          url(`/v1/account/${address}/balance`, {
            currency,
            chainId,
            forceUpdate: forceUpdate ? 'true' : undefined,
          }),
          balanceResponseSchema,
        )
        balanceFailedAt = undefined
        const value = res.balances
          .filter((b) => b.quantity.decimals !== '0')
          .map((b) => (b.iconUrl.startsWith('/') ? { ...b, iconUrl: absolute(b.iconUrl) } : b))
        balances.set(key, { at: now(), value })
        return value
      } catch (e) {
        balanceFailedAt = now()
        throw e
      }
    },
    async getHistory({ address, chainId, cursor }) {
      if (skip()) return { data: [], next: null }
      const res = await apiFetch(
        f,
        url(`/v1/account/${address}/history`, { chainId, cursor }),
        historyResponseSchema,
      )
      return {
        ...res,
        data: res.data.map((tx) => ({
          ...tx,
          transfers: tx.transfers.map((t) => ({
            ...t,
            ...(t.fungible_info?.icon
              ? { fungible_info: { ...t.fungible_info, icon: { url: absolute(t.fungible_info.icon.url) } } }
              : {}),
            ...(t.nft_info?.content?.preview
              ? {
                  nft_info: {
                    ...t.nft_info,
                    content: {
                      ...t.nft_info.content,
                      preview: { url: absolute(t.nft_info.content.preview.url) },
                    },
                  },
                }
              : {}),
          })),
        })),
      }
    },
    async getNfts({ address, chainId, cursor }) {
      if (skip()) return { data: [], next: null }
      const res = await apiFetch(
        f,
        url(`/v1/account/${address}/nfts`, { chainId, cursor }),
        nftsResponseSchema,
      )
      return {
        ...res,
        data: res.data.map((n) => (n.imageUrl === null ? n : { ...n, imageUrl: absolute(n.imageUrl) })),
      }
    },
    async getFungiblePrice({ addresses, currency = 'usd' }) {
      if (skip()) return []
      const res = await apiFetch(f, url('/v1/fungible/price'), fungiblePriceResponseSchema, {
        method: 'POST',
        body: { currency, addresses, projectId: ctx.projectId },
      })
      return res.fungibles
    },
    async registerName(body) {
      const record = await apiFetch(f, url('/v1/profile/account'), nameRecordSchema, {
        method: 'POST',
        body,
        reasons: true,
      })
      // the address has a name now: its cached identity (none) is stale
      identities.delete(body.address.toLowerCase())
      return record
    },
    async lookupName(name) {
      if (skip()) return undefined
      try {
        return await apiFetch(
          f,
          url(`/v1/profile/account/${encodeURIComponent(name)}`, { apiVersion: 2 }),
          nameRecordSchema,
          { reasons: true },
        )
      } catch (e) {
        if ((e as { details?: { status?: number } }).details?.status === 404) return undefined
        throw e
      }
    },
    async reverseLookup(address) {
      if (skip()) return []
      return apiFetch(
        f,
        url(`/v1/profile/reverse/${address}`, { sender: address, apiVersion: 2 }),
        reverseResponseSchema,
        { reasons: true },
      )
    },
    async getNameSuggestions(name, opts = {}) {
      if (skip()) return []
      const res = await apiFetch(
        f,
        url(`/v1/profile/suggestions/${encodeURIComponent(name)}`, { zone: opts.zone }),
        suggestionsResponseSchema,
        { reasons: true },
      )
      return res.suggestions
    },
    async getSessions(id) {
      if (skip()) return { id, pcis: [] }
      return apiFetch(f, url(`/v1/sessions/${id}`), sessionResponseSchema)
    },
    getSessionNonce(id) {
      return apiFetch(f, url(`/v1/sessions/${id}/nonce`), sessionNonceResponseSchema)
    },
    async revokeSession(id, body) {
      await apiFetch(f, url(`/v1/sessions/${id}/revoke`), undefined, { method: 'POST', body })
    },
    rpcUrl: (chainId) => buildUrl(ctx.baseUrl, '/v1/', { chainId, projectId: ctx.projectId }),
    clearCaches() {
      identities.clear()
      balances.clear()
      balanceFailedAt = undefined
    },
  }
}
