/**
 * A Solana sign-in signature: ed25519 over the UTF-8 text (what `signMessage` and wallet-standard
 * `solana:signIn` sign), by the 32-byte public key the base58 address is. `@noble/curves`
 * (audited), strict RFC 8032 decoding (no ZIP-215 leniency, as Solana's `verify_strict`). The
 * signature is base58 (how Solana tools print one) or padded base64; either way 64 bytes.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'

function decode(signature: string): Uint8Array | undefined {
  try {
    return /[+/=]/.test(signature) ? base64.decode(signature) : base58.decode(signature)
  } catch {
    return undefined
  }
}

export function verifySolanaSignIn(params: { address: string; message: string; signature: string }): boolean {
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(params.address)
  } catch {
    return false
  }
  const sig = decode(params.signature)
  if (publicKey.length !== 32 || sig?.length !== 64) return false
  try {
    return ed25519.verify(sig, new TextEncoder().encode(params.message), publicKey, { zip215: false })
  } catch {
    return false
  }
}
