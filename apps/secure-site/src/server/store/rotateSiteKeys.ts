/**
 * Key rotation of the secure site (README, "Encryption at rest and key rotation"), what
 * `pnpm --filter @portico/secure-site rotate-keys` runs: the data keys are re-wrapped by the
 * active KEK (the first of SHARE_KEYS; also done at every start), and with `dataKey` a new data
 * key re-encrypts every share and stored secret in place (`ENCRYPTED_COLUMNS`), after which the old
 * data keys are deleted. Nobody re-enrolls; the replicas may keep running on PostgreSQL (a PGlite
 * data directory is one process's: stop the site first).
 */
import { createEnvelope, type Db, type Keyring, migrate, type RotationReport } from '@portico/server-kit'
import { ENCRYPTED_COLUMNS } from './encryptedColumns.js'
import { SITE_SCOPE } from './SiteStorage.js'
import { SITE_MIGRATIONS } from './siteMigrations.js'

export async function rotateSiteKeys(
  db: Db,
  keyring: Keyring,
  opts: { dataKey: boolean },
): Promise<{ rewrapped: number; rotation?: RotationReport }> {
  await migrate(db, { name: SITE_SCOPE, migrations: SITE_MIGRATIONS })
  const envelope = createEnvelope(db, { keyring, scope: SITE_SCOPE })
  const rewrapped = await envelope.rewrap()
  await envelope.check()
  if (!opts.dataKey) return { rewrapped }
  return { rewrapped, rotation: await envelope.rotateDataKey(ENCRYPTED_COLUMNS) }
}
