/**
 * secp256k1 for the browser lab wallet, over viem's (noble) implementation. Not tiny-secp256k1:
 * its browser build imports a .wasm module as ESM, which Vite cannot bundle without a wasm
 * plugin the lab does not have. Node tests verify with tiny-secp256k1 (bitcoinEcc in ./node).
 */
import { type Hex, hexToBytes, recoverPublicKey, toHex } from 'viem'
import { privateKeyToAccount, sign } from 'viem/accounts'

/** 33-byte compressed public key of a 32-byte private key */
export function compressedPublicKey(privateKey: Hex): Uint8Array {
  return compress(hexToBytes(privateKeyToAccount(privateKey).publicKey))
}

function compress(uncompressed: Uint8Array): Uint8Array {
  const out = new Uint8Array(33)
  out[0] = (uncompressed[64]! & 1) === 1 ? 0x03 : 0x02
  out.set(uncompressed.subarray(1, 33), 1)
  return out
}

/** 64-byte r||s (low-s, RFC 6979), the shape bitcoinjs-lib signers return */
export async function signSecp256k1(hash: Uint8Array, privateKey: Hex): Promise<Uint8Array> {
  const { r, s } = await sign({ hash: toHex(hash), privateKey })
  const out = new Uint8Array(64)
  out.set(hexToBytes(r, { size: 32 }), 0)
  out.set(hexToBytes(s, { size: 32 }), 32)
  return out
}

/** ECDSA verification by public key recovery (both parities), for the lab page */
export async function verifySecp256k1(hash: Uint8Array, publicKey: Uint8Array, signature: Uint8Array) {
  if (signature.length !== 64 || publicKey.length !== 33) return false
  const r = toHex(signature.subarray(0, 32))
  const s = toHex(signature.subarray(32))
  for (const yParity of [0, 1]) {
    try {
      const recovered = compress(
        hexToBytes(await recoverPublicKey({ hash: toHex(hash), signature: { r, s, yParity } })),
      )
      if (recovered.every((b, i) => b === publicKey[i])) return true
    } catch {
      // try the other parity
    }
  }
  return false
}
