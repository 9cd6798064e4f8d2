/**
 * Base58 (Bitcoin alphabet), the text form of Solana addresses, signatures and WalletConnect's
 * `solana_signMessage` message. Hand-written (30 lines): the frame has no Solana library and the
 * values are at most a few hundred bytes.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]))

export function base58Encode(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8
      digits[i] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  let out = ''
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) out += '1'
  for (let i = digits.length - 1; i >= 0; i--) out += ALPHABET[digits[i] as number]
  return out
}

/** the bytes, or null when the text is not base58 */
export function base58Decode(text: string): Uint8Array<ArrayBuffer> | null {
  const bytes: number[] = []
  for (const c of text) {
    let carry = INDEX.get(c)
    if (carry === undefined) return null
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] as number) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0)
  return Uint8Array.from(bytes.reverse())
}
