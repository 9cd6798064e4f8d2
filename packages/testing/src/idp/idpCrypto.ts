/**
 * The few secrets the local identity providers handle: random codes and tokens, constant-time
 * comparison of client secrets and PKCE verifiers (RFC 7636 S256), and stable fake account ids.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url */
export const randomId = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/** compares two strings in time independent of where they differ (both are hashed first) */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest()
  const hb = createHash('sha256').update(b).digest()
  return timingSafeEqual(ha, hb) && a.length === b.length
}

/** RFC 7636: BASE64URL(SHA256(verifier)) */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url')

/** RFC 7636 §4.1: 43-128 unreserved characters */
export const isCodeVerifier = (v: string): boolean => /^[A-Za-z0-9._~-]{43,128}$/.test(v)

/** RFC 7636 §4.2: an S256 challenge is 43 base64url characters */
export const isS256Challenge = (v: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(v)

/** a stable all-digits id made of `seed` (a provider's numeric user ids), `digits` long */
export function numericId(seed: string, digits: number): string {
  const hex = createHash('sha256').update(seed).digest('hex')
  let out = ''
  for (let i = 0; out.length < digits; i += 12) out += BigInt(`0x${hex.slice(i % 60, (i % 60) + 12)}`)
  return `1${out.slice(0, digits - 1)}`
}
