/**
 * The wallet's keys from its 32-byte seed (docs/embedded-wallet.md, "Keys"):
 * - eip155: HKDF-SHA256(seed, salt '', info 'portico/eip155', 32). A value that is not a valid
 *   secp256k1 key (0 or ≥ the curve order: odds ~2^-128) is derived again with
 *   info 'portico/eip155/1', 'portico/eip155/2', … until one is.
 * - solana: the ed25519 secret (RFC 8032 seed) HKDF-SHA256(seed, '', 'portico/solana', 32).
 * The caller zeroes the returned keys (`wipeWalletKeys`) when done.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { type Address, bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { base58Encode } from '../encoding/base58.js'
import { hkdfSha256 } from './hkdf.js'

/** secp256k1's group order n */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

export interface WalletKeys {
  eip155: Uint8Array<ArrayBuffer>
  solana: Uint8Array<ArrayBuffer>
  addresses: { eip155: Address; solana: string }
}

const toBigInt = (bytes: Uint8Array) => BigInt(bytesToHex(bytes))

export async function deriveEip155Key(seed: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  for (let counter = 0; ; counter++) {
    const key = await hkdfSha256(seed, counter === 0 ? 'portico/eip155' : `portico/eip155/${counter}`)
    const k = toBigInt(key)
    if (k > 0n && k < SECP256K1_N) return key
    key.fill(0)
  }
}

export const deriveSolanaKey = (seed: Uint8Array<ArrayBuffer>) => hkdfSha256(seed, 'portico/solana')

export const solanaAddress = (secret: Uint8Array) => base58Encode(ed25519.getPublicKey(secret))

export async function deriveWalletKeys(seed: Uint8Array<ArrayBuffer>): Promise<WalletKeys> {
  const eip155 = await deriveEip155Key(seed)
  const solana = await deriveSolanaKey(seed)
  return {
    eip155,
    solana,
    addresses: { eip155: privateKeyToAddress(bytesToHex(eip155)), solana: solanaAddress(solana) },
  }
}

export function wipeWalletKeys(keys: WalletKeys | undefined): void {
  keys?.eip155.fill(0)
  keys?.solana.fill(0)
}
