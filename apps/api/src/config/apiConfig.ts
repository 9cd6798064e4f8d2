/** The server's configuration, validated with zod (from `createApiServer(config)` or the env in main.ts). */
import { z } from 'zod'
import { rateLimitsSchema } from '../limits/rateLimitDefaults.js'
import { exactOrigin, ORIGIN_RULE, PROJECT_ID } from './exactOrigin.js'

const tokenSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nonnegative(),
  iconUrl: z.string().optional(),
})

const nameSuffixSchema = z
  .string()
  .regex(/^(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/, 'a suffix like .wcn.id or .reown.id')
  .max(100)

export const chainConfigSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string().default('Chain'),
  rpcUrl: z.url(),
  wsUrl: z.string().optional(),
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int() })
    .default({ name: 'Ether', symbol: 'ETH', decimals: 18 }),
  /** the ERC-20 list whose balances are read for an account */
  tokens: z.array(tokenSchema).default([]),
  /** NFT collections the host lists: never spam (apps/api/README.md, "Spam rule") */
  nftCollections: z
    .array(z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/), name: z.string().optional() }))
    .default([]),
  /**
   * which unlisted NFT contracts are spam: `unlisted` (default) every one; `airdrops` only those
   * that sent tokens to `airdropRecipients` or more accounts in one transaction
   */
  nftSpam: z.enum(['unlisted', 'airdrops']).default('unlisted'),
  /** the airdrop rule's threshold: distinct recipients of one contract's NFTs in one transaction */
  airdropRecipients: z.number().int().min(2).optional(),
  /**
   * swaps (SPEC §7 convert endpoints): a Uniswap V2 router on this chain and its wrapped native
   * coin; the tokens offered are the native coin and `tokens`. Without it the chain is 'Network
   * not supported for Swaps'.
   */
  swap: z
    .object({
      uniswapV2Router: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
      weth: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    })
    .optional(),
})
export type ChainConfig = z.output<typeof chainConfigSchema>

const apiConfigFields = z.object({
  /**
   * where the data lives (README "Database"): a PostgreSQL URL (`postgres://…`), or
   * `memory:` for an in-memory PGlite (lost when the process ends: tests, a quick try; logged as a
   * warning). When absent: PGlite on disk in `dataDir`.
   */
  databaseUrl: z
    .string()
    .refine(
      (u) => u === 'memory:' || /^postgres(ql)?:\/\//.test(u),
      'postgres://…, postgresql://… or memory:',
    )
    .optional(),
  /** PGlite's data directory when there is no databaseUrl (made on first use); `data/api` by default */
  dataDir: z.string().min(1).optional(),
  chains: z.array(chainConfigSchema).default([]),
  /** USD prices by symbol (upper case) */
  prices: z.record(z.string(), z.number().nonnegative()).default({ ETH: 3000 }),
  /**
   * the allowed origins of every project, one list for all (a single-site deployment; kept for the
   * configurations written before `projects`). Default, when `projects` is absent too:
   * DEFAULT_ALLOWED_ORIGINS (createProjects.ts). Cannot be given with `projects`.
   */
  allowedOrigins: z.array(z.string()).optional(),
  /**
   * the projects this server serves and each one's own allowed origins (SPEC §7
   * `GET /projects/v1/origins?projectId=`), e.g. `{ "my-app": { "allowedOrigins": ["https://my.app"] } }`.
   * An origin is exactly `scheme://host[:port]` (http or https, no path): pages are matched on all
   * three. Any other project id is 'Unauthorized: invalid key' (SPEC §8 'Invalid Project ID').
   */
  projects: z
    .record(
      z.string().regex(PROJECT_ID, 'a project id: letters, digits, - or _'),
      z.strictObject({
        allowedOrigins: z.array(z.string().refine((o) => exactOrigin(o) === o, ORIGIN_RULE)),
      }),
    )
    .optional(),
  /**
   * the project ids the RPC proxy and the origins route serve; when absent, the keys of `projects`,
   * or any well-formed id without `projects` (a private deployment)
   */
  projectIds: z.array(z.string()).optional(),
  analyticsEnabled: z.boolean().default(true),
  /**
   * the zone names are registered in (SPEC §9 "Login-name suffixes .reown.id and .wcn.id"): a dot,
   * then dot-separated lower-case labels of letters, digits and hyphens (`.wcn.id`, `.reown.id`)
   */
  nameSuffix: nameSuffixSchema.default('.wcn.id'),
  /** further zones accepted for registration and as `zone` of suggestions (`nameSuffix` first) */
  nameSuffixes: z.array(nameSuffixSchema).default([]),
  /**
   * seconds a signed profile message's timestamp may differ from the server's clock, in the past
   * and in the future (±5 minutes)
   */
  nameMessageMaxAgeSec: z.number().int().positive().default(300),
  /**
   * onramp (SPEC §7 onramp endpoints). `sandbox`: the built-in provider, run on this
   * machine: its checkout page is served under `checkoutOrigin` (another origin than the one the
   * dialog calls, e.g. http://localhost:8790 for an API on 127.0.0.1:8790), an approval there pays
   * out from the faucet account on the devnet and calls this server's webhook signed with
   * `webhookSecret`; fees are `feePercent` of the payment and `networkFeeUsd` (or per provider:
   * `providers`)
   */
  onramp: z
    .object({
      sandbox: z
        .object({
          webhookSecret: z.string().min(32),
          checkoutOrigin: z.url(),
          faucetPrivateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
          feePercent: z.number().min(0).max(20).default(1.5),
          networkFeeUsd: z.number().min(0).max(100).default(0.5),
          /** USD per unit of each payment currency */
          fiatRates: z.record(z.string(), z.number().positive()).default({ USD: 1, EUR: 1.08 }),
          /**
           * several sandbox providers behind the one checkout (SPEC §9: two providers, one for eip155
           * only and one for eip155 and solana), each with its own fees, namespaces and webhook
           * secret (the shared `webhookSecret` when absent); the dialog compares their quotes. When
           * absent: one provider, `sandbox` ("Portico Sandbox"), with `feePercent` and `networkFeeUsd`
           */
          providers: z
            .array(
              z.object({
                id: z.string().regex(/^[a-z0-9-]{1,32}$/),
                name: z.string().min(1).max(60),
                feePercent: z.number().min(0).max(20),
                networkFeeUsd: z.number().min(0).max(100),
                namespaces: z
                  .array(z.enum(['eip155', 'solana']))
                  .min(1)
                  .default(['eip155', 'solana']),
                webhookSecret: z.string().min(32).optional(),
              }),
            )
            .min(1)
            .max(5)
            .refine((ps) => new Set(ps.map((p) => p.id)).size === ps.length, 'provider ids must differ')
            .optional(),
          /**
           * SOL on a local Solana ledger: paid out through the ledger's faucet (`requestAirdrop`, as
           * on Solana's localnet and devnet clusters), priced as `SOL` in `prices`
           */
          solana: z
            .object({
              rpcUrl: z.url(),
              /** CAIP-2, solana:<genesis hash prefix> */
              network: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
            })
            .optional(),
        })
        .optional(),
    })
    .default({}),
  /** the server's clock in ms (tests fix it); Date.now when absent */
  now: z.custom<() => number>((v) => typeof v === 'function').optional(),
  /** how long a session nonce (GET /v1/sessions/:id/nonce) may be signed and used, in ms */
  sessionNonceTtlMs: z
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  /**
   * Sign in with X (`/auth/v1/*`, apps/api/README.md "Sign in with X"): how long a sign-in nonce
   * may be used, how long a session lasts at most (a message's expirationTime shortens it), how far
   * the clocks of the wallet's device and this server may differ, and the key tokens are signed
   * with (a private JWK, Ed25519 or P-256, as JSON text; generated at first start and kept in the
   * database when absent)
   */
  auth: z
    .object({
      nonceTtlMs: z
        .number()
        .int()
        .positive()
        .default(10 * 60_000),
      sessionTtlSec: z
        .number()
        .int()
        .positive()
        .default(7 * 24 * 3600),
      clockSkewSec: z.number().int().nonnegative().max(3600).default(60),
      jwtPrivateKey: z.string().optional(),
    })
    .prefault({}),
  /** path of the registry JSON; defaults to data/wallets.json next to the app */
  walletsFile: z.string().optional(),
  /**
   * base URL images are served from (for image_url fields); defaults to relative. Its host is the
   * domain session signatures name (the request's Host otherwise).
   */
  publicUrl: z.string().optional(),
  /**
   * follow the chains' blocks into the database (history). With `enabled`, one replica per chain
   * indexes (a leader lock per chain; a standby tries every `leaderRetryMs` and takes over
   * when the leader's session ends); the others, asked for history, wait for it up to `followerWaitMs`
   */
  indexer: z
    .object({
      enabled: z.boolean().default(true),
      intervalMs: z.number().int().positive().default(1000),
      leaderRetryMs: z.number().int().positive().default(1000),
      followerWaitMs: z.number().int().positive().default(5000),
    })
    .prefault({}),
  /**
   * NFT metadata and images are fetched by the server (apps/api/README.md, "NFT metadata"): never
   * from private, loopback or link-local addresses unless this is true (tests of a local server)
   */
  allowPrivateMetadataHosts: z.boolean().default(false),
  /** ipfs:// metadata and images are read through this gateway (`https://host/ipfs/`); skipped when absent */
  ipfsGateway: z.url().optional(),
  /** the largest metadata document or image read, in bytes */
  metadataMaxBytes: z
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  /** how long one metadata or image request may take, in ms */
  metadataTimeoutMs: z.number().int().positive().default(5000),
  /**
   * reverse proxies of the operator's in front of this server: the client IP (rate limits)
   * is the `X-Forwarded-For` entry this many places from the right (0: the socket's peer)
   */
  trustedProxies: z.number().int().min(0).max(10).default(0),
  /** per-IP and per-account limits (see limits/rateLimitDefaults.ts); the ones given replace the defaults */
  rateLimits: rateLimitsSchema,
  /** analytics events are deleted this many days after they were received (bounded retention) */
  analyticsRetentionDays: z.number().int().min(1).max(3650).default(90),
  /** how often one replica sweeps (expired rate-limit windows and used nonces, old analytics), ms */
  maintenanceIntervalMs: z
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /** `GET /metrics` needs `Authorization: Bearer <metricsToken>` when set */
  metricsToken: z.string().min(16).optional(),
  /** on SIGTERM, how long requests in flight may take to finish before they are cut, ms */
  drainTimeoutMs: z.number().int().min(0).default(20_000),
  /** pino's level: trace, debug, info, warn, error, fatal or silent */
  logLevel: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  /** write one JSON log line per request */
  logRequests: z.boolean().default(true),
  /** where log lines go (one JSON text per call); standard output when absent */
  log: z.custom<(line: string) => void>((v) => typeof v === 'function').optional(),
})
export const apiConfigSchema = apiConfigFields.refine((c) => !(c.allowedOrigins && c.projects), {
  message: 'allowedOrigins and projects cannot both be set: list the origins under each project',
  path: ['allowedOrigins'],
})
export type ApiConfigInput = z.input<typeof apiConfigSchema>
export type ApiConfig = z.output<typeof apiConfigSchema>

export function parseApiConfig(input: ApiConfigInput): ApiConfig {
  const r = apiConfigSchema.safeParse(input)
  if (!r.success) throw new Error(`Invalid api config: ${z.prettifyError(r.error)}`)
  return r.data
}
