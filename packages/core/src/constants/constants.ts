/**
 * Every business constant and limit of SPEC §9 in one module (those the startup reads are in
 * startupConstants.ts, re-exported here). Times are milliseconds.
 */

export {
  BALANCE_CACHE_MS,
  BALANCE_RETRY_LOCK_MS,
  CONNECTOR_ORDER,
  type ConnectorSection,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  STORAGE_PREFIX,
  TOAST_DURATION_MS,
} from './startupConstants.js'

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const PORTFOLIO_CACHE_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000

export const WALLETS_RECOMMENDED_PAGE_SIZE = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_LIMIT = 100
export const WALLETS_SEARCH_MIN_WAIT_MS = 300
export const WALLETS_FEATURED_DEFAULT = 4
export const RECENT_WALLETS_MAX = 2
/**
 * A recent wallet that paired over WalletConnect (a registry or custom wallet) is remembered as
 * `wc:<its id>`: a recent id without it is a connector's (an extension, the embedded wallet)
 */
export const RECENT_PAIRED_PREFIX = 'wc:'

/** SPEC §9 wallet feature order. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** SPEC §2 default connect-method order. */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const

export const SWAP_SLIPPAGE_TOLERANCE = 1
export const SWAP_NETWORKS = [
  'Ethereum',
  'Arbitrum',
  'Optimism',
  'zkSync',
  'Base',
  'BNB',
  'Polygon',
  'Gnosis',
  'Avalanche',
  'Fantom',
  'Klaytn',
  'Aurora',
] as const

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export const DEFAULT_CHAIN_ID = 1

export const TIMEOUTS = {
  iframeLoad: 20_000,
  connect: 30_000,
  device: 30_000,
  otp: 30_000,
  social: 30_000,
  redirect: 30_000,
  signOut: 3_000,
  readyDelay: 500,
  rpc: 10_000,
} as const

export const RPC = {
  timeout: 10_000,
  batchSize: 1000,
  batchWait: 0,
  fallbackPingInterval: 4_000,
  fallbackSampleCount: 10,
  fallbackWeights: { stability: 0.7, latency: 0.3 },
  retryCount: 3,
  retryBaseDelay: 150,
  dedupeCacheSize: 8192,
  /** HTTP statuses that are retried (SPEC §8). */
  retryHttpStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
} as const

export const PENDING_TRANSACTIONS_LIMIT = 99
export const LOGIN_NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
export const NAME_MIN_LENGTH = 4

/** SPEC §4: on iOS Safari / Telegram a pairing is reused until it expires. */
export const PAIRING_REUSE_MS = 4 * 60_000

export const DIALOG_WIDTH_PX = 360
export const ANIMATION_MS = { headerText: 120, height: 150, view: 150 } as const

export const LOG_LEVELS = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const
export const LOG_BUFFER_BYTES = 1_024_000

export const ANALYTICS = { errorEventsPerWindow: 5, errorWindowMs: 60_000 } as const

/** SPEC §8: the method-not-allowed toast appears after 300 ms. */
export const METHOD_NOT_ALLOWED_TOAST_DELAY_MS = 300

/** SPEC §5: the Solana preflightCommitment values an adapter accepts. */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]
