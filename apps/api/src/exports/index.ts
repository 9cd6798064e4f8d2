export {
  type PorticoSession,
  type PorticoSessionKey,
  type VerifyPorticoSessionOptions,
  verifyPorticoSession,
} from '../auth/verifyPorticoSession.js'
export type { ApiConfig, ApiConfigInput, ChainConfig } from '../config/apiConfig.js'
export { apiConfigSchema, parseApiConfig } from '../config/apiConfig.js'
export { API_ENV_VARS, readApiEnv } from '../config/readApiEnv.js'
export { type ApiServer, createApiServer } from '../createApiServer.js'
export type { Db } from '../db/Db.js'
export { MIGRATIONS, migrate } from '../db/migrations.js'
export { RATE_LIMIT_DEFAULTS, RATE_LIMIT_NAMES, type RateLimitName } from '../limits/rateLimitDefaults.js'
