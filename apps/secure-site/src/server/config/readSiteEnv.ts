/**
 * The secure site's configuration from the environment (the bin, src/main.ts). Every variable it
 * reads is in SITE_ENV_VARS and described in `.env.example` (a test holds the two to each other).
 */
import { readFileSync } from 'node:fs'
import type { SmtpTls } from '../mail/createMailer.js'
import type { LogLevel, SecureSiteConfig, SecureSiteLimits, SecureSiteNetwork } from './secureSiteConfig.js'

export const SITE_ENV_VARS = [
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'API_URL',
  'NETWORKS',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_FROM',
  'SMTP_TLS',
  'SMTP_TLS_CA',
  'SMTP_USER',
  'SMTP_PASS',
  'DATABASE_URL',
  'DATA_DIR',
  'SHARE_KEYS',
  'PORTICO_DEV_MODE',
  'OTP_SECRET',
  'FRAME_DIR',
  'TRUSTED_PROXIES',
  'SOCIAL_PROVIDERS',
  'FARCASTER',
  'LIMITS',
  'METRICS_TOKEN',
  'DRAIN_TIMEOUT_MS',
  'LOG_LEVEL',
] as const
export type SiteEnvVar = (typeof SITE_ENV_VARS)[number]

/** variables of earlier versions whose meaning changed: set, they stop the start with what to do */
export const RETIRED_ENV_VARS: Record<string, string> = {
  TRUST_PROXY:
    'TRUST_PROXY is gone (it trusted the leftmost X-Forwarded-For entry, which a client can forge): set TRUSTED_PROXIES to the number of your reverse proxies (1 behind one proxy)',
}

/** the variables `portico-secure-site rotate-keys` reads */
export const ROTATE_ENV_VARS = [
  'DATABASE_URL',
  'DATA_DIR',
  'SHARE_KEYS',
] as const satisfies readonly SiteEnvVar[]

export const DEFAULT_PORT = 8793

export function readSiteEnv(env: Partial<Record<string, string>>): SecureSiteConfig {
  for (const [name, why] of Object.entries(RETIRED_ENV_VARS)) if (env[name]?.trim()) throw new Error(why)
  const get = (name: SiteEnvVar): string | undefined => {
    const v = env[name]?.trim()
    return v ? v : undefined
  }
  const json = (name: SiteEnvVar, example: string): unknown => {
    const v = get(name)
    if (v === undefined) return undefined
    try {
      return JSON.parse(v)
    } catch {
      throw new Error(`${name} must be JSON: ${example}`)
    }
  }
  const int = (name: SiteEnvVar): number | undefined => {
    const v = get(name)
    if (v === undefined) return undefined
    if (!/^\d+$/.test(v)) throw new Error(`${name} must be a whole number`)
    return Number(v)
  }
  const config: SecureSiteConfig = {
    port: int('PORT') ?? DEFAULT_PORT,
    host: get('HOST') ?? 'localhost',
    publicUrl: get('PUBLIC_URL'),
    apiUrl: get('API_URL') ?? 'http://127.0.0.1:8790',
    networks: (json('NETWORKS', '[{"caipNetworkId":"eip155:1","rpcUrl":"https://…"}]') ??
      []) as SecureSiteNetwork[],
    smtp: {
      host: get('SMTP_HOST') ?? '127.0.0.1',
      port: int('SMTP_PORT') ?? 1025,
      from: get('SMTP_FROM') ?? 'Portico <no-reply@localhost>',
      tls: (get('SMTP_TLS') ?? 'none') as SmtpTls,
      ...smtpLogin(get('SMTP_TLS_CA'), get('SMTP_USER'), get('SMTP_PASS')),
    },
    otpSecret: get('OTP_SECRET'),
    databaseUrl: get('DATABASE_URL'),
    dataDir: get('DATA_DIR'),
    shareKeys: get('SHARE_KEYS'),
    devMode: get('PORTICO_DEV_MODE') === 'true',
    frameDir: get('FRAME_DIR'),
    trustedProxies: int('TRUSTED_PROXIES'),
    social: json(
      'SOCIAL_PROVIDERS',
      '{"google":{"clientId":"…","clientSecret":"…"}}',
    ) as SecureSiteConfig['social'],
    farcaster: json(
      'FARCASTER',
      '{"rpcUrl":"https://…","idRegistry":"0x00000000Fc6c5F01Fc30151999387Bb99A9f489b"}',
    ) as SecureSiteConfig['farcaster'],
    limits: json('LIMITS', '{"connectsPerIpPerHour":30}') as Partial<SecureSiteLimits> | undefined,
    metricsToken: get('METRICS_TOKEN'),
    drainTimeoutMs: int('DRAIN_TIMEOUT_MS'),
    logLevel: get('LOG_LEVEL') as LogLevel | undefined,
  }
  // undefined fields take the config's defaults
  for (const k of Object.keys(config) as (keyof SecureSiteConfig)[])
    if (config[k] === undefined) delete config[k]
  return config
}

/** the relay's CA (read from its file) and login, when given */
function smtpLogin(caFile: string | undefined, user: string | undefined, pass: string | undefined) {
  return {
    ...(caFile ? { ca: readFileSync(caFile, 'utf8') } : {}),
    ...(user ? { user, pass: pass ?? '' } : {}),
  }
}
