/**
 * The key a profile-name signature is remembered by (a signature registers once).
 * An ECDSA signature has two valid encodings (s and n − s, EIP-2) and a compact one (EIP-2098):
 * a 64- or 65-byte signature is brought to its low-s 65-byte form before hashing, so a replay
 * cannot pass by re-encoding it. Other signatures (ERC-1271 contract data, ERC-6492 wrappers) are
 * hashed as sent, in lower case.
 */
import { keccak256 } from 'viem'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const HALF_N = N / 2n
const hex32 = (n: bigint) => n.toString(16).padStart(64, '0')

export function signatureHash(signature: `0x${string}`): `0x${string}` {
  const raw = signature.slice(2).toLowerCase()
  let canonical = raw
  if (raw.length === 130 || raw.length === 128) {
    const r = BigInt(`0x${raw.slice(0, 64)}`)
    let s = BigInt(`0x${raw.slice(64, 128)}`)
    let yParity: number
    if (raw.length === 130) {
      const v = Number.parseInt(raw.slice(128, 130), 16)
      yParity = v >= 27 ? (v - 27) & 1 : v & 1
    } else {
      // EIP-2098: the top bit of s is yParity
      yParity = Number(s >> 255n)
      s &= (1n << 255n) - 1n
    }
    if (s > HALF_N) {
      s = N - s
      yParity ^= 1
    }
    canonical = `${hex32(r)}${hex32(s)}${yParity ? '1c' : '1b'}`
  }
  return keccak256(`0x${canonical}`)
}
