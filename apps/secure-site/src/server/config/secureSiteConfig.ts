/**
 * The secure site's configuration (docs/embedded-wallet.md, "The secure site server"): the
 * contract's fields plus what the lab and the tests set (a clock, lower limits, an open database,
 * the frame's build directory). Checked with zod at start; a bad config throws before listening.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db, Keyring } from '@portico/server-kit'
import { z } from 'zod'
import type { SmtpConfig } from '../mail/createMailer.js'
import { isLoopbackHost } from '../mail/isLoopbackHost.js'
import { type SocialConfig, socialConfigSchema } from '../social/socialProviderConfig.js'

export interface SecureSiteNetwork {
  /** CAIP-2, e.g. `eip155:31337` */
  caipNetworkId: string
  /** the frame's own RPC for that network (the frame calls it directly) */
  rpcUrl: string
  /** what the approval screen calls it (default: the CAIP-2 id) */
  name?: string
  /**
   * eip155 only: an ERC-4337 bundler (EntryPoint v0.8) for this network. With one, the network is
   * a smart account network (SPEC §3, §6): the embedded account is a smart account there.
   */
  bundlerUrl?: string
  /**
   * the smart account there: '7702' (default: the EOA delegates to Simple7702Account and keeps
   * its address) or 'counterfactual' (a SimpleAccount v0.8 made by its first user operation, for
   * a network without EIP-7702)
   */
  smartAccount?: '7702' | 'counterfactual'
}

export interface SecureSiteLimits {
  /** SPEC §5, §9: seconds between two mails to one address (30) */
  cooldownSeconds: number
  /** mails to one address per hour (10) */
  mailsPerEmailPerHour: number
  /** `/email/connect` requests per IP per hour (30) */
  connectsPerIpPerHour: number
  /** how long `/email/device/wait` holds a request (25 s) */
  deviceWaitMs: number
  /** how long a project's allowed origins are kept (60 s) */
  originsCacheMs: number
  /**
   * a long poll looks at the database again this often even without a wake-up (2 s): the bound
   * when a NOTIFY is lost
   */
  pollMs: number
}

export interface SecureSiteConfig {
  /** 0 or absent: a free port */
  port?: number
  /** default `localhost` */
  host?: string
  /** the origin people reach this server at (device links); default `http://<host>:<port>` */
  publicUrl?: string
  /** apps/api, for `GET /projects/v1/origins?projectId=` */
  apiUrl: string
  networks: SecureSiteNetwork[]
  /** the mail relay (`SMTP_*`); `tls` none (a relay on the same host), starttls (587) or implicit (465) */
  smtp: SmtpConfig
  /**
   * the HMAC key of the stored codes (at least 16 characters); absent: one is generated once and
   * stored (encrypted) in the database, shared by every replica (`OTP_SECRET`)
   */
  otpSecret?: string
  /**
   * PostgreSQL (`postgres://…`, production, several replicas) or `memory:` (an in-memory PGlite:
   * everything is lost at exit; a loud warning) (`DATABASE_URL`)
   */
  databaseUrl?: string
  /** PGlite's data directory when there is no `databaseUrl` (`DATA_DIR`; default `DEFAULT_DATA_DIR`) */
  dataDir?: string
  /** an open database of one's own (tests, the lab); the site does not close it */
  db?: Db
  /**
   * the key-encryption keys of the shares at rest: `id:key,id:key` (the first active; 32 random
   * bytes in base64 each) or a keyring (`SHARE_KEYS`). Required unless `devMode`.
   */
  shareKeys?: string | Keyring
  /**
   * development and the lab only (`PORTICO_DEV_MODE=true`): without `shareKeys` the shares are
   * encrypted with a published development key, with a loud warning at start
   */
  devMode?: boolean
  /** the built frame (`index.html`, `assets/`); default `apps/secure-site/dist/frame` */
  frameDir?: string
  /**
   * how many reverse proxies of the operator's stand in front of the site (`TRUSTED_PROXIES`, 0):
   * the client's IP (the per-IP limits) is the `X-Forwarded-For` entry that many places from the
   * right (`clientIp` of `@portico/server-kit`: entries a client forges sit on the left); 0: the
   * socket's address, the header ignored
   */
  trustedProxies?: number
  /** `GET /metrics` needs `Authorization: Bearer <metricsToken>` when set (`METRICS_TOKEN`) */
  metricsToken?: string
  /** on stop (SIGTERM): how long requests in flight may take before they are cut (20 s; `DRAIN_TIMEOUT_MS`) */
  drainTimeoutMs?: number
  /** `LOG_LEVEL`: trace, debug, info (default), warn, error, fatal or silent */
  logLevel?: LogLevel
  /** false: no log line per request (default true) */
  logRequests?: boolean
  limits?: Partial<SecureSiteLimits>
  /** the clock (tests) */
  now?: () => number
  /** where the log's JSON lines go, one per call (default stdout) */
  log?: (line: string) => void
  /**
   * Sign In With Farcaster (SPEC §2 ConnectingFarcaster): the ID registry whose `custodyOf(fid)`
   * must have signed, on `rpcUrl`; `siwfUrl` is the link shown as QR (default
   * `https://farcaster.xyz/~/siwf`). Absent: the farcaster routes answer 404.
   */
  farcaster?: { rpcUrl: string; idRegistry: `0x${string}`; siwfUrl?: string }
  /**
   * Social login (SPEC §5 providers): per provider the client registered with it and, optionally,
   * endpoints replacing the real provider's (`DEFAULT_SOCIAL_ENDPOINTS`) field by field. Client
   * secrets live here only. A provider not listed is not offered.
   */
  social?: SocialConfig
}

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export const DEFAULT_LIMITS: SecureSiteLimits = {
  cooldownSeconds: 30,
  mailsPerEmailPerHour: 10,
  connectsPerIpPerHour: 30,
  deviceWaitMs: 25_000,
  originsCacheMs: 60_000,
  pollMs: 2_000,
}

/** PGlite's data directory when neither `databaseUrl` nor `dataDir` is given: `./data/secure-site` */
export const DEFAULT_DATA_DIR = resolve('data', 'secure-site')

export const DEFAULT_FRAME_DIR = fileURLToPath(new URL('../../../dist/frame', import.meta.url))

const httpUrl = z.url({ protocol: /^https?$/ })

const configSchema = z.object({
  port: z.number().int().min(0).max(65535).default(0),
  host: z.string().min(1).default('localhost'),
  publicUrl: httpUrl.optional(),
  apiUrl: httpUrl,
  networks: z.array(
    z.object({
      caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
      rpcUrl: httpUrl,
      name: z.string().min(1).max(60).optional(),
      bundlerUrl: httpUrl.optional(),
      smartAccount: z.enum(['7702', 'counterfactual']).optional(),
    }),
  ),
  smtp: z
    .object({
      host: z.string().min(1),
      port: z.number().int().min(1).max(65535),
      from: z.string().min(3),
      tls: z.enum(['none', 'starttls', 'implicit']).default('none'),
      ca: z.string().includes('BEGIN CERTIFICATE', { message: 'a PEM certificate' }).optional(),
      user: z.string().min(1).optional(),
      pass: z.string().optional(),
    })
    // a password is never sent in clear text to a relay off this host
    .refine((s) => !s.user || s.tls !== 'none' || isLoopbackHost(s.host), {
      message:
        'SMTP_USER needs SMTP_TLS=starttls or implicit unless the relay is on this host (127.0.0.1, ::1, localhost)',
      path: ['tls'],
    }),
  otpSecret: z.string().min(16, 'otpSecret: at least 16 characters').optional(),
  databaseUrl: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+|memory:)$/, 'a postgres:// or postgresql:// URL, or memory:')
    .optional(),
  dataDir: z.string().min(1).optional(),
  devMode: z.boolean().default(false),
  frameDir: z.string().min(1).default(DEFAULT_FRAME_DIR),
  trustedProxies: z.number().int().min(0).max(10).default(0),
  metricsToken: z.string().min(16, 'metricsToken: at least 16 characters').optional(),
  drainTimeoutMs: z.number().int().min(0).default(20_000),
  logLevel: z.enum(LOG_LEVELS).default('info'),
  logRequests: z.boolean().default(true),
  farcaster: z
    .object({
      rpcUrl: httpUrl,
      idRegistry: z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
        .transform((v) => v as `0x${string}`),
      siwfUrl: httpUrl.optional(),
    })
    .optional(),
  social: socialConfigSchema.optional(),
  limits: z
    .object({
      cooldownSeconds: z.number().min(0),
      mailsPerEmailPerHour: z.number().int().min(1),
      connectsPerIpPerHour: z.number().int().min(1),
      deviceWaitMs: z.number().int().min(1).max(25_000),
      originsCacheMs: z.number().int().min(0),
      pollMs: z.number().int().min(10).max(25_000),
    })
    .partial()
    .default({}),
})

export type ResolvedConfig = Omit<z.infer<typeof configSchema>, 'limits'> & {
  limits: SecureSiteLimits
  now: () => number
  log?: (line: string) => void
  db?: Db
  shareKeys?: string | Keyring
}

export function resolveConfig(input: SecureSiteConfig): ResolvedConfig {
  const { now, db, log, shareKeys, ...rest } = input
  const r = configSchema.safeParse(rest)
  if (!r.success) {
    const issue = r.error.issues[0]
    throw new Error(`Invalid secure site config: ${issue?.path.join('.')}: ${issue?.message}`)
  }
  return {
    ...r.data,
    limits: { ...DEFAULT_LIMITS, ...r.data.limits },
    now: now ?? Date.now,
    ...(log ? { log } : {}),
    ...(db ? { db } : {}),
    ...(shareKeys ? { shareKeys } : {}),
  }
}
