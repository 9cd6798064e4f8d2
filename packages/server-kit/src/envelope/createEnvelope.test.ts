import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db.js'
import { openDb } from '../db/openDb.js'
import { migrate } from '../migrate/migrate.js'
import { sharedSecret } from '../secrets/sharedSecret.js'
import { createEnvelope, type EncryptedColumn, EnvelopeError } from './createEnvelope.js'
import { createKeyring } from './Keyring.js'

let db: Db
beforeAll(async () => {
  db = await openDb({ memory: true })
  await migrate(db, {
    name: 'envelope-test',
    migrations: [
      { id: 1, name: 'vault', sql: 'create table vault (id text primary key, secret text not null)' },
    ],
  })
}, 60_000)
afterAll(() => db?.close())

const kek1 = { id: 'k1', key: randomBytes(32) }
const kek2 = { id: 'k2', key: randomBytes(32) }
const VAULT: EncryptedColumn = {
  table: 'vault',
  key: 'id',
  column: 'secret',
  aad: (id) => `vault.secret|${id}`,
}
const dump = async () =>
  JSON.stringify(await db.query('select * from vault')) +
  JSON.stringify(await db.query('select * from data_keys')) +
  JSON.stringify(await db.query('select * from server_secrets'))

describe('createEnvelope (issue 28: secrets encrypted at rest with the operator’s key)', () => {
  it('values decrypt only with their own associated data; the database holds no plaintext and no data key in clear', async () => {
    const env = createEnvelope(db, { keyring: createKeyring([kek1]), scope: 'test-a' })
    const box = await env.encrypt('the auth share', 'vault.secret|alice')
    expect(box).toMatch(/^v1\.[0-9a-f]{16}\.[A-Za-z0-9_-]+$/)
    await db.query('insert into vault values ($1, $2)', ['alice', box])
    expect(await env.decrypt(box, 'vault.secret|alice')).toBe('the auth share')
    // moved to another row: refused
    await expect(env.decrypt(box, 'vault.secret|mallory')).rejects.toThrow(EnvelopeError)
    // one bit changed: refused
    const flipped = `${box.slice(0, -2)}${box.at(-2) === 'A' ? 'B' : 'A'}${box.at(-1)}`
    await expect(env.decrypt(flipped, 'vault.secret|alice')).rejects.toThrow(EnvelopeError)
    await expect(env.decrypt('plain text', 'x')).rejects.toThrow(/Not an envelope/)
    const text = await dump()
    expect(text).not.toContain('the auth share')
    const { id } = (await db.query<{ id: string }>("select id from data_keys where scope = 'test-a'"))[0]!
    expect(box).toContain(`v1.${id}.`)
    // another process with the same keyring reads it (the data key comes from the database)
    const other = createEnvelope(db, { keyring: createKeyring([kek1]), scope: 'test-a' })
    expect(await other.decrypt(box, 'vault.secret|alice')).toBe('the auth share')
    // another KEK of the same id cannot unwrap the data key
    const wrong = createEnvelope(db, {
      keyring: createKeyring([{ id: 'k1', key: randomBytes(32) }]),
      scope: 'test-a',
    })
    await expect(wrong.decrypt(box, 'vault.secret|alice')).rejects.toThrow(/does not unwrap/)
    await expect(wrong.check()).rejects.toThrow(/does not unwrap/)
  })

  it('rotation: a new data key re-encrypts every value in place and the old key goes; a new KEK re-wraps the data keys, then the old KEK can go', async () => {
    const scope = 'test-b'
    const ring1 = createKeyring([kek1])
    const env = createEnvelope(db, { keyring: ring1, scope })
    // the table is this scope's alone
    await db.query('delete from vault')
    for (const who of ['bob', 'carol'])
      await db.query('insert into vault values ($1, $2)', [
        who,
        await env.encrypt(`share of ${who}`, `vault.secret|${who}`),
      ])
    const hmac = await sharedSecret(db, env, 'otp-hmac')
    const { id: oldKey } = (
      await db.query<{ id: string }>('select id from data_keys where scope = $1', [scope])
    )[0]!

    const report = await env.rotateDataKey([{ ...VAULT }])
    expect(report.removed).toEqual([oldKey])
    expect(report.reencrypted).toBeGreaterThanOrEqual(3)
    const rows = await db.query<{ id: string; secret: string }>(
      "select id, secret from vault where id in ('bob', 'carol') order by id",
    )
    for (const r of rows) {
      expect(r.secret.startsWith(`v1.${report.dataKeyId}.`)).toBe(true)
      expect(await env.decrypt(r.secret, `vault.secret|${r.id}`)).toBe(`share of ${r.id}`)
    }
    expect(await sharedSecret(db, env, 'otp-hmac')).toBe(hmac)
    expect(await db.query('select id from data_keys where scope = $1', [scope])).toEqual([
      { id: report.dataKeyId },
    ])

    // a new KEK first, the old one kept: re-wrap, then the old KEK alone is no longer needed
    const ring21 = createKeyring([kek2, kek1])
    const next = createEnvelope(db, { keyring: ring21, scope })
    expect(await next.rewrap()).toBe(1)
    expect(await next.rewrap()).toBe(0)
    const only2 = createEnvelope(db, { keyring: createKeyring([kek2]), scope })
    await only2.check()
    expect(await only2.decrypt(rows[0]!.secret, 'vault.secret|bob')).toBe('share of bob')
    expect(await sharedSecret(db, only2, 'otp-hmac')).toBe(hmac)
    // the old KEK alone can no longer read anything
    const only1 = createEnvelope(db, { keyring: ring1, scope })
    await expect(only1.check()).rejects.toThrow(/"k2", which the keyring does not have/)
  })

  it('a data key is made once even when replicas ask together; a shared secret is one for all', async () => {
    const envs = [0, 1, 2].map(() => createEnvelope(db, { keyring: createKeyring([kek1]), scope: 'test-c' }))
    await Promise.all(envs.map((e, i) => e.encrypt(`v${i}`, 'x')))
    expect(await db.query("select count(*)::int as n from data_keys where scope = 'test-c'")).toEqual([
      { n: 1 },
    ])
    const secrets = await Promise.all(envs.map((e) => sharedSecret(db, e, 'signing')))
    expect(new Set(secrets).size).toBe(1)
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await dump()).not.toContain(secrets[0])
  })

  it('refuses a column name that is not a plain SQL name', async () => {
    const env = createEnvelope(db, { keyring: createKeyring([kek1]), scope: 'test-d' })
    await expect(env.rotateDataKey([{ ...VAULT, column: 'secret; drop table vault' }])).rejects.toThrow(
      /plain SQL name/,
    )
  })
})
