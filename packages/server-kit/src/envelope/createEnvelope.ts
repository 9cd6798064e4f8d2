/**
 * Envelope encryption of secrets at rest (DESIGN.md, "Servers": key shares are encrypted with the
 * operator's key; a database dump alone releases nothing). Two levels:
 * - **data keys** (32 random bytes) encrypt the values. They live in the database's `data_keys`
 *   table, each wrapped (AES-256-GCM) by a key-encryption key (KEK) of the operator's `Keyring`,
 *   which never touches the database; the newest data key of the scope encrypts new values.
 * - **values**: `v1.<data key id>.<base64url(iv | ciphertext | tag)>`, AES-256-GCM with associated
 *   data that names the row (`aad`, e.g. `wallets.auth_share|<user id>`): a ciphertext copied to
 *   another row or column does not decrypt.
 *
 * Rotation (README, "Envelope encryption"): `rotateDataKey` makes a new data key and re-encrypts
 * every listed column in place (a conditional update per row: a value changed meanwhile is left to
 * the next pass), then deletes the old data keys nothing refers to any more; nobody re-enrolls.
 * `rewrap` wraps every data key under the active KEK (the operator puts a new KEK first in the
 * keyring, keeps the old one until `rewrap` ran, then drops it). Node's own AES-GCM (node:crypto):
 * no library needed for one cipher.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/Db.js'
import { open, seal } from './aesGcm.js'
import type { Keyring } from './Keyring.js'

/** a column holding envelope ciphertexts, for `rotateDataKey` */
export interface EncryptedColumn {
  table: string
  /** the row's key column (read as text) */
  key: string
  column: string
  /** the associated data a row's value was encrypted with */
  aad(rowKey: string): string
  /** only the rows where `column = equals` */
  where?: { column: string; equals: string }
}

export interface RotationReport {
  /** the new data key */
  dataKeyId: string
  /** values re-encrypted under it */
  reencrypted: number
  /** old data keys deleted (nothing refers to them) */
  removed: string[]
}

export interface Envelope {
  readonly scope: string
  encrypt(plaintext: string, aad: string): Promise<string>
  /** throws an EnvelopeError for a value that is not ours, was moved, or whose key is gone */
  decrypt(ciphertext: string, aad: string): Promise<string>
  /** every data key can be unwrapped by the keyring (call at start: a missing KEK fails early) */
  check(): Promise<void>
  /** wraps every data key made under another KEK by the active one; returns how many */
  rewrap(): Promise<number>
  rotateDataKey(columns: EncryptedColumn[]): Promise<RotationReport>
}

export class EnvelopeError extends Error {
  override name = 'EnvelopeError'
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/
const VALUE = /^v1\.([0-9a-f]{16})\.([A-Za-z0-9_-]+)$/

const valueAad = (scope: string, keyId: string, aad: string) => `portico/v1|${scope}|${keyId}|${aad}`
const wrapAad = (scope: string, keyId: string, kekId: string) => `portico/data-key|${scope}|${keyId}|${kekId}`

/** the columns of the kit's own encrypted table (stored secrets) of a scope */
export const serverSecretsColumn = (scope: string): EncryptedColumn => ({
  table: 'server_secrets',
  key: 'name',
  column: 'value',
  aad: (name) => `server_secrets|${name}`,
  where: { column: 'scope', equals: scope },
})

export function createEnvelope(db: Db, opts: { keyring: Keyring; scope: string }): Envelope {
  const { keyring, scope } = opts
  /** unwrapped data keys, by id (rebuilt from the database at will) */
  const cache = new Map<string, Buffer>()

  const kek = (kekId: string) => {
    const key = keyring.keys.get(kekId)
    if (!key)
      throw new EnvelopeError(
        `A data key of "${scope}" is wrapped by the key-encryption key "${kekId}", which the keyring does not have: add it back (after the active one) until the data keys are re-wrapped`,
      )
    return key
  }
  const unwrap = (row: { id: string; kek_id: string; wrapped: string }) => {
    const known = cache.get(row.id)
    if (known) return known
    let key: Buffer
    try {
      key = open(kek(row.kek_id), Buffer.from(row.wrapped, 'base64url'), wrapAad(scope, row.id, row.kek_id))
    } catch (e) {
      if (e instanceof EnvelopeError) throw e
      throw new EnvelopeError(
        `The data key ${row.id} of "${scope}" does not unwrap with the key-encryption key "${row.kek_id}": is it the same key?`,
      )
    }
    cache.set(row.id, key)
    return key
  }
  const wrapNew = (id: string) => {
    const key = randomBytes(32)
    const wrapped = seal(kek(keyring.activeId), key, wrapAad(scope, id, keyring.activeId)).toString(
      'base64url',
    )
    return { key, wrapped }
  }

  type KeyRow = { id: string; kek_id: string; wrapped: string }
  const newest = async () =>
    (
      await db.query<KeyRow>(
        'select id, kek_id, wrapped from data_keys where scope = $1 order by created_at desc, id desc limit 1',
        [scope],
      )
    )[0]

  /** a new data key, newer than every other one of the scope (under a lock: replicas make one each at most) */
  const makeDataKey = (onlyIfNone: boolean): Promise<{ id: string; key: Buffer }> =>
    db.transaction(async (query) => {
      await query('select pg_advisory_xact_lock(hashtext($1))', [`portico-data-keys|${scope}`])
      if (onlyIfNone) {
        const [row] = await query<KeyRow>(
          'select id, kek_id, wrapped from data_keys where scope = $1 order by created_at desc, id desc limit 1',
          [scope],
        )
        if (row) return { id: row.id, key: unwrap(row) }
      }
      const id = randomBytes(8).toString('hex')
      const { key, wrapped } = wrapNew(id)
      await query(
        `insert into data_keys (scope, id, kek_id, wrapped, created_at)
         values ($1, $2, $3, $4, greatest($5::bigint, (select coalesce(max(created_at), 0) + 1 from data_keys where scope = $1)))`,
        [scope, id, keyring.activeId, wrapped, Date.now()],
      )
      cache.set(id, key)
      return { id, key }
    })

  const activeKey = async () => {
    const row = await newest()
    return row ? { id: row.id, key: unwrap(row) } : makeDataKey(true)
  }

  const keyById = async (id: string) => {
    const known = cache.get(id)
    if (known) return known
    const [row] = await db.query<KeyRow>(
      'select id, kek_id, wrapped from data_keys where scope = $1 and id = $2',
      [scope, id],
    )
    if (!row) throw new EnvelopeError(`The data key ${id} of "${scope}" is not in the database`)
    return unwrap(row)
  }

  const encryptWith = (id: string, key: Buffer, plaintext: string, aad: string) =>
    `v1.${id}.${seal(key, Buffer.from(plaintext, 'utf8'), valueAad(scope, id, aad)).toString('base64url')}`

  const decrypt = async (ciphertext: string, aad: string) => {
    const m = VALUE.exec(ciphertext)
    if (!m) throw new EnvelopeError('Not an envelope ciphertext')
    const id = m[1] as string
    const key = await keyById(id)
    try {
      return open(key, Buffer.from(m[2] as string, 'base64url'), valueAad(scope, id, aad)).toString('utf8')
    } catch {
      throw new EnvelopeError(
        'The ciphertext does not decrypt here (another row, another column, or altered)',
      )
    }
  }

  return {
    scope,
    async encrypt(plaintext, aad) {
      const { id, key } = await activeKey()
      return encryptWith(id, key, plaintext, aad)
    },
    decrypt,
    async check() {
      for (const row of await db.query<KeyRow>('select id, kek_id, wrapped from data_keys where scope = $1', [
        scope,
      ]))
        unwrap(row)
    },
    async rewrap() {
      let count = 0
      const rows = await db.query<KeyRow>(
        'select id, kek_id, wrapped from data_keys where scope = $1 and kek_id <> $2',
        [scope, keyring.activeId],
      )
      for (const row of rows) {
        const key = unwrap(row)
        const wrapped = seal(kek(keyring.activeId), key, wrapAad(scope, row.id, keyring.activeId)).toString(
          'base64url',
        )
        const done = await db.query(
          'update data_keys set kek_id = $1, wrapped = $2 where scope = $3 and id = $4 and kek_id = $5 returning id',
          [keyring.activeId, wrapped, scope, row.id, row.kek_id],
        )
        count += done.length
      }
      return count
    },
    async rotateDataKey(columns) {
      const all = [...columns, serverSecretsColumn(scope)]
      for (const c of all)
        for (const ident of [c.table, c.key, c.column, ...(c.where ? [c.where.column] : [])])
          if (!IDENT.test(ident)) throw new EnvelopeError(`rotateDataKey: "${ident}" is not a plain SQL name`)
      const fresh = await makeDataKey(false)
      const mine = `v1.${fresh.id}.%`
      let reencrypted = 0
      for (const c of all) {
        const where = c.where ? ` and ${c.where.column} = $2` : ''
        const params = c.where ? [mine, c.where.equals] : [mine]
        // a value a writer changes meanwhile fails its conditional update and is read again
        for (let pass = 0; pass < 5; pass++) {
          const rows = await db.query<{ k: string; v: string }>(
            `select ${c.key}::text as k, ${c.column} as v from ${c.table}
             where ${c.column} is not null and ${c.column} like 'v1.%' and ${c.column} not like $1${where}`,
            params,
          )
          if (!rows.length) break
          for (const row of rows) {
            const aad = c.aad(row.k)
            const plain = await decrypt(row.v, aad)
            const next = encryptWith(fresh.id, fresh.key, plain, aad)
            const extra = c.where ? ` and ${c.where.column} = $4` : ''
            const updated = await db.query(
              `update ${c.table} set ${c.column} = $1 where ${c.key}::text = $2 and ${c.column} = $3${extra} returning 1 as ok`,
              c.where ? [next, row.k, row.v, c.where.equals] : [next, row.k, row.v],
            )
            reencrypted += updated.length
          }
        }
      }
      const removed: string[] = []
      const others = await db.query<{ id: string }>(
        'select id from data_keys where scope = $1 and id <> $2',
        [scope, fresh.id],
      )
      for (const { id } of others) {
        let used = false
        for (const c of all) {
          const where = c.where ? ` and ${c.where.column} = $2` : ''
          const hit = await db.query(
            `select 1 as ok from ${c.table} where ${c.column} like $1${where} limit 1`,
            c.where ? [`v1.${id}.%`, c.where.equals] : [`v1.${id}.%`],
          )
          if (hit.length) used = true
        }
        if (used) continue
        await db.query('delete from data_keys where scope = $1 and id = $2', [scope, id])
        cache.delete(id)
        removed.push(id)
      }
      return { dataKeyId: fresh.id, reencrypted, removed }
    },
  }
}
