/**
 * The wallet actions of the cosmos adapter. A lazy chunk: cosmosAdapter imports it on the first
 * user action, so @cosmjs/amino stays out of the host's startup bundle. Every wallet answer is
 * validated: the key's bech32 address must be the one its public key hashes to (cosmjs
 * `pubkeyToAddress`), signatures must be 64-byte base64 from that same key.
 */
import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino'
import { porticoError } from '@portico/core'
import { bech32Prefix } from './bech32Prefix.js'
import type { KeplrKey, KeplrLike } from './keplrTypes.js'
import { invalidResponse, toCosmosError } from './toCosmosError.js'

export { bech32Prefix }

export function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}

export function fromBase64(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** enable + getKey, both validated */
export async function connectAction(
  wallet: KeplrLike,
  chainId: string,
): Promise<{ address: string; key: KeplrKey }> {
  let key: unknown
  try {
    await wallet.enable(chainId)
    key = await wallet.getKey(chainId)
  } catch (e) {
    throw toCosmosError(e)
  }
  return { address: assertKey(key), key: key as KeplrKey }
}

export function assertKey(key: unknown): string {
  const k = key as Partial<KeplrKey> | null
  if (!k || typeof k !== 'object' || !(k.pubKey instanceof Uint8Array))
    throw invalidResponse({ key: 'no pubKey' })
  const prefix = bech32Prefix(k.bech32Address)
  if (!prefix) throw invalidResponse({ bech32Address: k.bech32Address })
  if (k.algo === 'secp256k1') {
    if (k.pubKey.length !== 33) throw invalidResponse({ pubKey: 'expected 33 bytes (compressed secp256k1)' })
    let derived: string | undefined
    try {
      derived = pubkeyToAddress(encodeSecp256k1Pubkey(k.pubKey), prefix)
    } catch {
      throw invalidResponse({ pubKey: 'not a secp256k1 public key' })
    }
    if (derived !== k.bech32Address) throw invalidResponse({ bech32Address: k.bech32Address, derived })
  }
  return k.bech32Address as string
}

/** ADR-36 `signArbitrary`; returns the base64 signature (64 bytes, r‖s) */
export async function signArbitraryAction(
  wallet: KeplrLike,
  chainId: string,
  key: KeplrKey,
  message: string,
) {
  if (typeof wallet.signArbitrary !== 'function')
    throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', { details: { signArbitrary: 'missing' } })
  let result: unknown
  try {
    result = await wallet.signArbitrary(chainId, key.bech32Address, message)
  } catch (e) {
    throw toCosmosError(e)
  }
  const r = result as { signature?: unknown; pub_key?: { value?: unknown } } | null
  const signature = fromBase64(r?.signature)
  if (signature?.length !== 64) throw invalidResponse({ signature: r?.signature })
  if (r?.pub_key?.value !== toBase64(key.pubKey)) throw invalidResponse({ pub_key: 'not the connected key' })
  return r.signature as string
}
