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
export { hitLimit, type LimitOptions, type LimitResult, sweepLimits } from '../limits/hitLimit.js'
export { MIGRATION_LOCK_ID, type MigrateOptions, type Migration, migrate } from '../migrate/migrate.js'
export { sharedSecret } from '../secrets/sharedSecret.js'
export { createWaker, type WaitOptions, type Waker } from '../wake/createWaker.js'
