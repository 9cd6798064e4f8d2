/**
 * SPEC §7 calls: the request and response schemas shared by core's API clients and the
 * self-hostable server (apps/api). zod/mini: these run in the host's bundle.
 */
import { z } from 'zod/mini'
import { NAME_MIN_LENGTH } from '../constants/constants.js'

const nullableString = z.optional(z.nullable(z.string()))

/** SPEC §3 "Wallet list item" (plus the registry's other fields). */
export const walletListItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: nullableString,
  image_url: nullableString,
  homepage: nullableString,
  rdns: nullableString,
  chains: z._default(z.array(z.string()), []),
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  app_store: nullableString,
  play_store: nullableString,
  chrome_store: nullableString,
  injected: z.optional(z.nullable(z.array(z.object({ namespace: z.string(), injected_id: z.string() })))),
  badge_type: nullableString,
})
export type WalletListItem = z.output<typeof walletListItemSchema>

export const getWalletsRequestSchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  entries: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(500)), 40),
  include: z.optional(z.string()),
  exclude: z.optional(z.string()),
  chains: z.optional(z.string()),
  search: z.optional(z.string()),
  badge_type: z.optional(z.string()),
})
export type GetWalletsRequest = z.input<typeof getWalletsRequestSchema>

export const getWalletsResponseSchema = z.object({
  data: z.array(walletListItemSchema),
  count: z.number().check(z.int(), z.nonnegative()),
})
export type GetWalletsResponse = z.output<typeof getWalletsResponseSchema>

export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** SPEC §7 Analytics body. */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  url: z.string().check(z.maxLength(2048)),
  domain: z.string().check(z.maxLength(255)),
  timestamp: z.number(),
  props: z.object({
    type: z.string(),
    event: z.string(),
    properties: z.optional(z.record(z.string(), z.unknown())),
  }),
})
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>

export const supportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })
export type SupportedChains = z.output<typeof supportedChainsResponseSchema>

export const identityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type Identity = z.output<typeof identityResponseSchema>

/** SPEC §3 "Token balance". chainId is CAIP-2, address CAIP-10 (absent for native). */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type TokenBalance = z.output<typeof tokenBalanceSchema>
export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })

export const fungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.optional(z.object({ url: z.string() })),
  /** the token's decimals (quantity.numeric is already formatted with them) */
  decimals: z.optional(z.number()),
  /** the ERC-20 contract (absent for the native currency) */
  address: z.optional(z.string()),
  /** the host configured this token (or it is the native currency); an unlisted ERC-20 may impersonate a symbol */
  verified: z.optional(z.boolean()),
})
export const nftInfoSchema = z.object({
  name: z.string(),
  flags: z.object({ is_spam: z.boolean() }),
  content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
  collection: z.optional(z.object({ name: z.string() })),
  /** decimal string */
  token_id: z.optional(z.string()),
  contract: z.optional(z.string()),
  standard: z.optional(z.enum(['erc721', 'erc1155'])),
})
export const transferSchema = z.object({
  fungible_info: z.optional(fungibleInfoSchema),
  nft_info: z.optional(nftInfoSchema),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})
/** SPEC §3 "Transaction". */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.number(),
    chain: z.string(),
  }),
  transfers: z.array(transferSchema),
})
export type Transaction = z.output<typeof transactionSchema>
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullable(z.string()),
})
export type HistoryResponse = z.output<typeof historyResponseSchema>

/** An NFT the account holds (GET /v1/account/{address}/nfts). Name and texts are untrusted: render as text. */
export const nftSchema = z.object({
  /** CAIP-2 */
  chain: z.string(),
  contract: z.string(),
  /** decimal string */
  tokenId: z.string(),
  standard: z.enum(['erc721', 'erc1155']),
  collection: z.object({ name: z.string(), symbol: z.optional(z.string()) }),
  name: z.string(),
  description: z.optional(z.string()),
  /** the server's image route (relative to the API base) or null; render only through `<img>` */
  imageUrl: z.nullable(z.string()),
  /** decimal string: 1 for ERC-721 */
  quantity: z.string(),
  is_spam: z.boolean(),
})
export type Nft = z.output<typeof nftSchema>
export const nftsResponseSchema = z.object({
  data: z.array(nftSchema),
  next: z.nullable(z.string()),
})
export type NftsResponse = z.output<typeof nftsResponseSchema>

export const fungiblePriceRequestSchema = z.object({
  currency: z.string().check(z.minLength(1)),
  addresses: z.array(z.string()).check(z.maxLength(100)),
  projectId: z.string(),
})
export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})

/** SPEC §5: letters, digits and hyphen only, at least 4 characters (the label before the suffix). */
export const NAME_LABEL_PATTERN = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)
/** SPEC §7: the signed message is JSON with name, attributes and a timestamp in seconds. */
export const profileMessageSchema = z.object({
  name: z.string(),
  attributes: z._default(z.record(z.string(), z.string()), {}),
  timestamp: z.number().check(z.int()),
})
export const registerNameRequestSchema = z.object({
  coin_type: z.number().check(z.int(), z.nonnegative()),
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  message: z.string(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
})
export type RegisterNameRequest = z.output<typeof registerNameRequestSchema>
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
})
export type NameRecord = z.output<typeof nameRecordSchema>
export const reverseResponseSchema = z.array(nameRecordSchema)
export const suggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

export const sessionResponseSchema = z.object({
  id: z.string(),
  pcis: z.array(z.object({ pci: z.string(), revoked: z.boolean(), createdAt: z.number() })),
})
/** a server-issued session nonce: 128 random bits, hex */
export const SESSION_NONCE_PATTERN = /^[0-9a-f]{32}$/
/** `Date#toISOString()`: the one spelling of a time the signed session text may carry */
const isoTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/))
/** GET /v1/sessions/{id}/nonce: what the account signs with (see `sessionMessage`) */
export const sessionNonceResponseSchema = z.object({
  nonce: z.string().check(z.regex(SESSION_NONCE_PATTERN)),
  expiresAt: isoTime,
  domain: z.string().check(z.minLength(1)),
})
export type SessionNonce = z.output<typeof sessionNonceResponseSchema>
/**
 * POST /v1/sessions/{id} (grant) and POST /v1/sessions/{id}/revoke: SPEC §7's `{ pci, signature }`
 * plus the nonce and expiry the signature covers. The pci is one line of the
 * signed text: no control characters or line separators, at most 256 characters.
 */
export const sessionRequestSchema = z.object({
  pci: z.string().check(z.regex(/^[^\p{Cc}\p{Cs}\u2028\u2029]{1,256}$/u)),
  signature: z.string().check(z.maxLength(2050), z.regex(/^0x[0-9a-fA-F]+$/)),
  nonce: z.string().check(z.regex(SESSION_NONCE_PATTERN)),
  expiresAt: isoTime,
})
export type SessionRequest = z.output<typeof sessionRequestSchema>
/** the revoke body of SPEC §7 (the same as the grant's) */
export const revokeSessionRequestSchema = sessionRequestSchema

/** Server error body. */
export const apiErrorSchema = z.object({ error: z.string() })
