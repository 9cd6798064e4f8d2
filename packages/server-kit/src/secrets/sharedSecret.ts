/**
 * A secret a server makes once and every replica shares (an HMAC key, a signing key) when the
 * operator gives none: generated on first use, stored encrypted (`Envelope`, associated data
 * `server_secrets|<name>`) in `server_secrets`, read back by every later start and every replica.
 * `insert … on conflict do nothing`: replicas starting together agree on the first one written.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/Db.js'
import type { Envelope } from '../envelope/createEnvelope.js'

const NAME = /^[a-z0-9][a-z0-9_.-]{0,62}$/

/** the secret `name` of the envelope's scope, base64url; made of `bytes` random bytes (32) the first time */
export async function sharedSecret(db: Db, envelope: Envelope, name: string, bytes = 32): Promise<string> {
  if (!NAME.test(name)) throw new Error(`sharedSecret: invalid name "${name}"`)
  const aad = `server_secrets|${name}`
  const read = async () =>
    (
      await db.query<{ value: string }>('select value from server_secrets where scope = $1 and name = $2', [
        envelope.scope,
        name,
      ])
    )[0]?.value
  let stored = await read()
  if (stored === undefined) {
    const value = await envelope.encrypt(randomBytes(bytes).toString('base64url'), aad)
    await db.query(
      'insert into server_secrets (scope, name, value) values ($1, $2, $3) on conflict do nothing',
      [envelope.scope, name, value],
    )
    stored = await read()
    if (stored === undefined) throw new Error(`sharedSecret: ${name} was not stored`)
  }
  return envelope.decrypt(stored, aad)
}
