/**
 * The recovery code (docs/embedded-wallet.md, "Keys"): 128 random bits, shown once as
 * 8 groups of 4 Crockford base32 characters. 8×4×5 = 160 bits: the 128 bits plus a 32-bit
 * checksum (the first 4 bytes of their SHA-256), so a typo is told apart from a wrong code.
 * Reading is forgiving: spaces, dashes and case are ignored, O reads as 0 and I, L as 1.
 *
 * The recovery share is encrypted with AES-GCM under HKDF-SHA256(code bits, '',
 * 'portico/recovery'); the stored form is base64(iv | ciphertext).
 */
import { base64Decode, base64Encode } from '../encoding/base64.js'
import { hkdfSha256 } from './hkdf.js'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const ENTROPY_BYTES = 16
const CHECK_BYTES = 4

async function checksum(entropy: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', entropy)).subarray(0, CHECK_BYTES)
}

function toBase32(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  return out
}

function fromBase32(text: string): Uint8Array<ArrayBuffer> | null {
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const c of text) {
    const digit = ALPHABET.indexOf(c)
    if (digit < 0) return null
    value = (value << 5) | digit
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
    value &= (1 << bits) - 1
  }
  return Uint8Array.from(out)
}

export interface RecoveryCode {
  /** 'XXXX-XXXX-…' (8 groups), for the recovery-save screen only */
  text: string
  /** the 128 bits the key is derived from (zero them when done) */
  entropy: Uint8Array<ArrayBuffer>
}

export async function newRecoveryCode(): Promise<RecoveryCode> {
  const entropy = crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
  const full = new Uint8Array(ENTROPY_BYTES + CHECK_BYTES)
  full.set(entropy)
  full.set(await checksum(entropy), ENTROPY_BYTES)
  const text = toBase32(full).match(/.{4}/g)!.join('-')
  full.fill(0)
  return { text, entropy }
}

export type ParsedRecoveryCode =
  | { ok: true; entropy: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: 'format' }

/** what a person typed or pasted → the code's bits, or a format error (length, letters, checksum) */
export async function parseRecoveryCode(input: string): Promise<ParsedRecoveryCode> {
  const clean = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (clean.length !== 32) return { ok: false, reason: 'format' }
  const full = fromBase32(clean)
  if (!full || full.length !== ENTROPY_BYTES + CHECK_BYTES) return { ok: false, reason: 'format' }
  const entropy = full.slice(0, ENTROPY_BYTES)
  const expected = await checksum(entropy)
  const matches = expected.every((b, i) => b === full[ENTROPY_BYTES + i])
  full.fill(0)
  if (!matches) {
    entropy.fill(0)
    return { ok: false, reason: 'format' }
  }
  return { ok: true, entropy }
}

async function recoveryKey(entropy: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const raw = await hkdfSha256(entropy, 'portico/recovery')
  try {
    return await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
  } finally {
    raw.fill(0)
  }
}

export async function encryptRecoveryShare(
  share: Uint8Array<ArrayBuffer>,
  entropy: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await recoveryKey(entropy), share),
  )
  const out = new Uint8Array(iv.length + ciphertext.length)
  out.set(iv)
  out.set(ciphertext, iv.length)
  return base64Encode(out)
}

/** the recovery share, or null when this code does not open it (a wrong code) */
export async function decryptRecoveryShare(
  sealed: string,
  entropy: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const bytes = base64Decode(sealed)
  if (!bytes || bytes.length <= 12 + 16) return null
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, 12) },
      await recoveryKey(entropy),
      bytes.subarray(12),
    )
    return new Uint8Array(plain)
  } catch {
    return null
  }
}
