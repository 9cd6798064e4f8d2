/**
 * apps/api's configuration from the environment (the bin, src/main.ts). Every variable it reads is
 * in API_ENV_VARS and described in `.env.example` (a test holds the two to each other).
 */
import type { ApiConfigInput } from './apiConfig.js'

export const API_ENV_VARS = [
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATABASE_URL',
  'DATA_DIR',
  'CHAINS',
  'PRICES',
  'PROJECTS',
  'ALLOWED_ORIGINS',
  'PROJECT_IDS',
  'NAME_SUFFIX',
  'NAME_SUFFIXES',
  'ANALYTICS_ENABLED',
  'ANALYTICS_RETENTION_DAYS',
  'IPFS_GATEWAY',
  'WALLETS_FILE',
  'AUTH_JWT_PRIVATE_KEY',
  'INDEXER_ENABLED',
  'ONRAMP',
  'TRUSTED_PROXIES',
  'RATE_LIMITS',
  'METRICS_TOKEN',
  'DRAIN_TIMEOUT_MS',
  'LOG_LEVEL',
] as const
export type ApiEnvVar = (typeof API_ENV_VARS)[number]

export interface ApiEnv {
  config: ApiConfigInput
  port: number
  host: string
}

export function readApiEnv(env: Partial<Record<string, string>>): ApiEnv {
  const get = (name: ApiEnvVar): string | undefined => {
    const v = env[name]?.trim()
    return v ? v : undefined
  }
  const json = (name: ApiEnvVar): unknown => {
    const v = get(name)
    if (v === undefined) return undefined
    try {
      return JSON.parse(v)
    } catch {
      throw new Error(`${name} must be JSON`)
    }
  }
  const int = (name: ApiEnvVar): number | undefined => {
    const v = get(name)
    if (v === undefined) return undefined
    if (!/^\d+$/.test(v)) throw new Error(`${name} must be a whole number`)
    return Number(v)
  }
  const list = (name: ApiEnvVar) =>
    get(name)
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  const bool = (name: ApiEnvVar) => {
    const v = get(name)
    return v === undefined ? undefined : v !== 'false'
  }
  const jwtPrivateKey = get('AUTH_JWT_PRIVATE_KEY')
  const config: ApiConfigInput = {
    publicUrl: get('PUBLIC_URL'),
    databaseUrl: get('DATABASE_URL'),
    dataDir: get('DATA_DIR'),
    chains: json('CHAINS') as ApiConfigInput['chains'],
    prices: json('PRICES') as ApiConfigInput['prices'],
    projects: json('PROJECTS') as ApiConfigInput['projects'],
    allowedOrigins: list('ALLOWED_ORIGINS'),
    projectIds: list('PROJECT_IDS'),
    nameSuffix: get('NAME_SUFFIX'),
    nameSuffixes: list('NAME_SUFFIXES'),
    analyticsEnabled: bool('ANALYTICS_ENABLED'),
    analyticsRetentionDays: int('ANALYTICS_RETENTION_DAYS'),
    ipfsGateway: get('IPFS_GATEWAY'),
    walletsFile: get('WALLETS_FILE'),
    ...(jwtPrivateKey ? { auth: { jwtPrivateKey } } : {}),
    ...(bool('INDEXER_ENABLED') === false ? { indexer: { enabled: false } } : {}),
    onramp: json('ONRAMP') as ApiConfigInput['onramp'],
    trustedProxies: int('TRUSTED_PROXIES'),
    rateLimits: json('RATE_LIMITS') as ApiConfigInput['rateLimits'],
    metricsToken: get('METRICS_TOKEN'),
    drainTimeoutMs: int('DRAIN_TIMEOUT_MS'),
    logLevel: get('LOG_LEVEL') as ApiConfigInput['logLevel'],
  }
  // undefined fields take the config's defaults
  for (const k of Object.keys(config) as (keyof ApiConfigInput)[])
    if (config[k] === undefined) delete config[k]
  return { config, port: int('PORT') ?? 8790, host: get('HOST') ?? '127.0.0.1' }
}
