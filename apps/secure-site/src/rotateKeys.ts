/**
 * CLI: `pnpm --filter @portico/secure-site rotate-keys [--data-key]` (README, "Encryption at rest
 * and key rotation"). Reads DATABASE_URL or DATA_DIR and SHARE_KEYS like the server (`main.ts`):
 * re-wraps every data key by the first KEK of SHARE_KEYS; with `--data-key`, also makes a new
 * data key and re-encrypts every share with it. Prints one JSON line.
 */
import { openDb, parseKeyring, resolveDbLocation } from '@portico/server-kit'
import { DEFAULT_DATA_DIR } from './server/config/secureSiteConfig.js'
import { rotateSiteKeys } from './server/store/rotateSiteKeys.js'

const env = process.env
if (!env.SHARE_KEYS) throw new Error('SHARE_KEYS is required: the new KEK first, then the ones still in use')
const keyring = parseKeyring(env.SHARE_KEYS)
const db = await openDb(
  resolveDbLocation({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    defaultDataDir: DEFAULT_DATA_DIR,
  }),
)
try {
  const report = await rotateSiteKeys(db, keyring, { dataKey: process.argv.includes('--data-key') })
  process.stdout.write(
    `${JSON.stringify({ level: 'info', msg: 'keys rotated', activeKek: keyring.activeId, ...report })}\n`,
  )
} finally {
  await db.close()
}
