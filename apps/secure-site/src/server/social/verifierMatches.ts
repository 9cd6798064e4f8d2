/**
 * RFC 7636 §4.6: does BASE64URL(SHA256(verifier)) equal the S256 challenge? Compared in constant
 * time (`timingSafeEqual` on equal-length digests).
 */
import { createHash, timingSafeEqual } from 'node:crypto'

export function verifierMatches(codeVerifier: string, codeChallenge: string): boolean {
  const actual = createHash('sha256').update(codeVerifier).digest()
  const expected = Buffer.from(codeChallenge, 'base64url')
  return expected.length === actual.length && timingSafeEqual(actual, expected)
}
