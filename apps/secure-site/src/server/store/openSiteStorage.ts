/**
 * Opens the secure site's storage (README "Storage"): the database (the caller's `db`, or
 * `databaseUrl` — PostgreSQL, or `memory:` — or PGlite in `dataDir`), its migrations (under the
 * kit's advisory lock), the envelope that encrypts the shares (the operator's SHARE_KEYS, or the
 * published development key in dev mode only), the data keys re-wrapped under the active KEK, the
 * LISTEN/NOTIFY waker and the OTP HMAC key (generated once and stored when the operator gives none).
 */
import { createHash } from 'node:crypto'
import {
  createEnvelope,
  createKeyring,
  createWaker,
  type Db,
  type DbLocation,
  describeDbLocation,
  type Keyring,
  migrate,
  openDb,
  parseKeyring,
  sharedSecret,
} from '@portico/server-kit'
import { SITE_CHANNEL, SITE_SCOPE, type SiteStorage } from './SiteStorage.js'
import { SITE_MIGRATIONS } from './siteMigrations.js'

/** the development KEK's id: data made with it is readable by anyone who has this source */
export const DEV_KEK_ID = 'dev'
/** a published key: development and the lab only (`devMode`) */
const DEV_KEK = createHash('sha256').update('portico secure-site development key: not a secret').digest()

export interface StorageOptions {
  db?: Db | undefined
  location: DbLocation
  shareKeys?: string | Keyring | undefined
  devMode: boolean
  otpSecret?: string | undefined
  pollMs: number
  log: (entry: Record<string, unknown>) => void
}

export function siteKeyring(opts: Pick<StorageOptions, 'shareKeys' | 'devMode' | 'log'>): Keyring {
  if (opts.shareKeys)
    return typeof opts.shareKeys === 'string' ? parseKeyring(opts.shareKeys) : opts.shareKeys
  if (!opts.devMode)
    throw new Error(
      'SHARE_KEYS is not set: the secure site encrypts the wallets’ shares with it. Give SHARE_KEYS=k1:<32 random bytes in base64> (openssl rand -base64 32), or PORTICO_DEV_MODE=true for development only (a published key: no protection at rest).',
    )
  opts.log({
    level: 'warn',
    msg: 'DEVELOPMENT MODE: no SHARE_KEYS, the shares are encrypted with a published development key: anyone with the database can read them. Never run real users like this.',
  })
  return createKeyring([{ id: DEV_KEK_ID, key: DEV_KEK }])
}

export async function openSiteStorage(opts: StorageOptions): Promise<SiteStorage> {
  const keyring = siteKeyring(opts)
  const own = !opts.db
  const db =
    opts.db ??
    (await openDb(opts.location, {
      log: (e) => opts.log({ ...e, msg: `database: ${e.msg}` }),
    }))
  try {
    if (db.inMemory)
      opts.log({
        level: 'warn',
        msg: 'IN-MEMORY DATABASE (DATABASE_URL=memory:): users, wallets’ shares and sessions are lost when this process stops',
      })
    else if (own) opts.log({ level: 'info', msg: 'storage', where: describeDbLocation(opts.location) })
    await migrate(db, { name: SITE_SCOPE, migrations: SITE_MIGRATIONS })
    const envelope = createEnvelope(db, { keyring, scope: SITE_SCOPE })
    // a data key wrapped by an older KEK is wrapped again by the active one; a KEK missing fails here
    const rewrapped = await envelope.rewrap()
    if (rewrapped)
      opts.log({ level: 'info', msg: 'data keys re-wrapped by the active key', count: rewrapped })
    await envelope.check()
    const otpSecret = opts.otpSecret ?? (await sharedSecret(db, envelope, 'otp-hmac'))
    const waker = await createWaker(db, { channel: SITE_CHANNEL, pollMs: opts.pollMs })
    return {
      db,
      envelope,
      waker,
      otpSecret,
      async close() {
        await waker.close()
        if (own) await db.close()
      },
    }
  } catch (e) {
    if (own) await db.close().catch(() => undefined)
    throw e
  }
}
