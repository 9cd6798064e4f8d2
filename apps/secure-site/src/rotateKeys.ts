/**
 * `portico-secure-site rotate-keys [--data-key]` (README, "Encryption at rest and key rotation").
 * Reads DATABASE_URL or DATA_DIR and SHARE_KEYS like the server: re-wraps every data key by the
 * first KEK of SHARE_KEYS; with `--data-key`, also makes a new data key and re-encrypts every share
 * with it. Prints one JSON line.
 */
import { openDb, parseKeyring, resolveDbLocation } from '@portico/server-kit'
import { DEFAULT_DATA_DIR } from './server/config/secureSiteConfig.js'
import { rotateSiteKeys } from './server/store/rotateSiteKeys.js'

export async function rotateKeys(
  env: Partial<Record<string, string>>,
  args: readonly string[],
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<void> {
  const unknown = args.filter((a) => a !== '--data-key')
  if (unknown.length) throw new Error(`rotate-keys: unknown argument ${unknown[0]} (only --data-key)`)
  if (!env.SHARE_KEYS?.trim())
    throw new Error('SHARE_KEYS is required: the new KEK first, then the ones still in use')
  const keyring = parseKeyring(env.SHARE_KEYS)
  const db = await openDb(
    resolveDbLocation({
      databaseUrl: env.DATABASE_URL?.trim() || undefined,
      dataDir: env.DATA_DIR?.trim() || undefined,
      defaultDataDir: DEFAULT_DATA_DIR,
    }),
  )
  try {
    const report = await rotateSiteKeys(db, keyring, { dataKey: args.includes('--data-key') })
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        server: 'secure-site',
        msg: 'keys rotated',
        activeKek: keyring.activeId,
        ...report,
      }),
    )
  } finally {
    await db.close()
  }
}
