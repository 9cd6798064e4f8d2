import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createKeyring, parseKeyring } from './Keyring.js'

describe('parseKeyring (issue 28: the operator’s key-encryption keys by environment)', () => {
  it('id:key pairs, the first active; base64, base64url and hex keys of 32 bytes', () => {
    const a = randomBytes(32)
    const b = randomBytes(32)
    const ring = parseKeyring(
      `k2:${a.toString('base64')}, k1:${b.toString('hex')},k0:${b.toString('base64url')}`,
    )
    expect(ring.activeId).toBe('k2')
    expect([...ring.keys.keys()]).toEqual(['k2', 'k1', 'k0'])
    expect(ring.keys.get('k2')!.equals(a)).toBe(true)
    expect(ring.keys.get('k1')!.equals(b)).toBe(true)
    expect(ring.keys.get('k0')!.equals(b)).toBe(true)
  })

  it('refuses an empty ring, a missing id, a short key and a repeated id, without quoting a key', () => {
    const key = randomBytes(32).toString('base64')
    expect(() => parseKeyring('')).toThrow(/empty/)
    expect(() => parseKeyring(key)).toThrow(/no valid id/)
    expect(() => parseKeyring(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/not 32 bytes/)
    expect(() => parseKeyring(`k1:${key},k1:${key}`)).toThrow(/twice/)
    try {
      parseKeyring(`bad id:${key}`)
    } catch (e) {
      expect(String(e)).not.toContain(key)
    }
    expect(() => createKeyring([])).toThrow(/at least one/)
    expect(() => createKeyring([{ id: 'k', key: new Uint8Array(31) }])).toThrow(/32 bytes/)
  })
})
