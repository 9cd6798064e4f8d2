// @portico/server-kit: what Portico's servers (apps/api, apps/secure-site) share to keep their state
// in a database (Node only).

export { checkChannel, type Db, type DbQuery, type ListenOptions } from '../db/Db.js'
export { type DbLocation, describeDbLocation, MEMORY_URL, resolveDbLocation } from '../db/DbLocation.js'
export { type OpenDbOptions, openDb } from '../db/openDb.js'
export {
  createEnvelope,
  type EncryptedColumn,
  type Envelope,
  EnvelopeError,
  type RotationReport,
  serverSecretsColumn,
} from '../envelope/createEnvelope.js'
export { createKeyring, type Keyring, KeyringError, parseKeyring } from '../envelope/Keyring.js'
export { type ClientIpInput, clientIp, normalizeIp, UNKNOWN_IP } from '../http/clientIp.js'
export { requestClientIp } from '../http/requestClientIp.js'
export { advisoryKey } from '../leader/advisoryKey.js'
export { holdLeaderLock, type LeaderLock, type LeaderLockOptions } from '../leader/holdLeaderLock.js'
export { hitLimit, type LimitOptions, type LimitResult, sweepLimits } from '../limits/hitLimit.js'
export { type LimitRequestsOptions, limitRequests, type RequestLimit } from '../limits/limitRequests.js'
export { createLogger, type Logger, type LoggerOptions, REDACTED_FIELDS } from '../log/createLogger.js'
export { type RequestLoggingOptions, requestIdOf, requestLogging } from '../log/requestLogging.js'
export { routeOf, UNMATCHED_ROUTE } from '../log/routeOf.js'
export { createMetrics, HTTP_BUCKETS, type Metrics, type MetricsOptions } from '../metrics/createMetrics.js'
export { httpMetrics } from '../metrics/httpMetrics.js'
export { type LoginMetrics, loginMetrics } from '../metrics/loginMetrics.js'
export { metricsHandler } from '../metrics/metricsHandler.js'
export { MIGRATION_LOCK_ID, type MigrateOptions, type Migration, migrate } from '../migrate/migrate.js'
export {
  createLifecycle,
  type DrainResult,
  type Lifecycle,
  type ReadinessCheck,
} from '../ops/createLifecycle.js'
export { onShutdownSignal } from '../ops/onShutdownSignal.js'
export { type NodeServer, serveNode } from '../ops/serveNode.js'
export { sharedSecret } from '../secrets/sharedSecret.js'
export { createWaker, type WaitOptions, type Waker } from '../wake/createWaker.js'
