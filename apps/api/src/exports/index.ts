export {
  type PorticoSession,
  type PorticoSessionKey,
  verifyPorticoSession,
} from '../auth/verifyPorticoSession.js'
export type { ApiConfig, ApiConfigInput, ChainConfig } from '../config/apiConfig.js'
export { apiConfigSchema, parseApiConfig } from '../config/apiConfig.js'
export { type ApiServer, createApiServer } from '../createApiServer.js'
export type { Db } from '../db/Db.js'
export { MIGRATIONS, migrate } from '../db/migrations.js'
