/**
 * base58 (the bitcoin alphabet: no 0, O, I, l), the one home of it in Portico's packages: solana
 * addresses and signatures, bitcoin's legacy addresses, polkadot's SS58 form, and the message of
 * a WalletConnect `solana_signMessage`. Small enough not to need a library.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE58_RE = /^[1-9A-HJ-NP-Za-km-z]+$/

/** is `value` base58 text of `min`…`max` characters (format only, no checksum) */
export const isBase58 = (value: string, min = 1, max = Number.POSITIVE_INFINITY): boolean =>
  value.length >= min && value.length <= max && BASE58_RE.test(value)

/** `bytes` in base58, leading zero bytes as `1`s (as the solana and bitcoin libraries) */
export function base58(bytes: Uint8Array): string {
  let n = 0n
  for (const b of bytes) n = n * 256n + BigInt(b)
  let out = ''
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out
    n /= 58n
  }
  for (const b of bytes) {
    if (b !== 0) break
    out = `1${out}`
  }
  return out
}
