/**
 * The key-encryption keys (KEKs) an operator gives a server, e.g. `SHARE_KEYS=k2:<key>,k1:<key>`:
 * `id:key` pairs, comma-separated, the first one active (it wraps new data keys), the others kept
 * to unwrap data keys made under them until they are re-wrapped (`Envelope.rewrap`). A key is 32
 * random bytes in base64, base64url or hex (`openssl rand -base64 32`); an id is 1-32 letters,
 * digits, `_` or `-`.
 */

export interface Keyring {
  /** the KEK that wraps new data keys */
  readonly activeId: string
  readonly keys: ReadonlyMap<string, Buffer>
}

const ID = /^[A-Za-z0-9_-]{1,32}$/

export class KeyringError extends Error {
  override name = 'KeyringError'
}

function decodeKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex')
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url')
    return key.length === 32 ? key : undefined
  }
  return undefined
}

/** reads `id:key,id:key…`; throws a KeyringError that never quotes a key */
export function parseKeyring(text: string, what = 'SHARE_KEYS'): Keyring {
  const keys = new Map<string, Buffer>()
  let activeId: string | undefined
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (!parts.length)
    throw new KeyringError(`${what} is empty: give id:key pairs, e.g. k1:$(openssl rand -base64 32)`)
  for (const [index, part] of parts.entries()) {
    const colon = part.indexOf(':')
    const id = colon > 0 ? part.slice(0, colon) : ''
    if (!ID.test(id))
      throw new KeyringError(
        `${what}: entry ${index + 1} has no valid id (id:key, the id 1-32 letters, digits, _ or -)`,
      )
    const key = decodeKey(part.slice(colon + 1))
    if (!key)
      throw new KeyringError(`${what}: the key of "${id}" is not 32 bytes in base64, base64url or hex`)
    if (keys.has(id)) throw new KeyringError(`${what}: the id "${id}" is given twice`)
    keys.set(id, key)
    activeId ??= id
  }
  return { activeId: activeId as string, keys }
}

/** a keyring from keys in hand (tests, or keys read from a secret manager) */
export function createKeyring(entries: { id: string; key: Uint8Array }[]): Keyring {
  const keys = new Map<string, Buffer>()
  for (const { id, key } of entries) {
    if (!ID.test(id)) throw new KeyringError(`invalid key id "${id}"`)
    if (key.length !== 32) throw new KeyringError(`the key "${id}" must be 32 bytes`)
    if (keys.has(id)) throw new KeyringError(`the id "${id}" is given twice`)
    keys.set(id, Buffer.from(key))
  }
  const activeId = entries[0]?.id
  if (!activeId) throw new KeyringError('a keyring needs at least one key')
  return { activeId, keys }
}
