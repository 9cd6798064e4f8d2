/**
 * `0x1234…abcd` for hex addresses (6 + 4 characters), `AbCd…wXyZ` (4 + 4) for other
 * encodings (base58, bech32, ss58). Short inputs are returned unchanged.
 */
export function shortAddress(address: string): string {
  const value = address.trim()
  const head = value.startsWith('0x') ? 6 : 4
  if (value.length <= head + 4 + 1) return value
  return `${value.slice(0, head)}…${value.slice(-4)}`
}
