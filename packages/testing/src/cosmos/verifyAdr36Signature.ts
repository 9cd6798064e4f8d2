/**
 * Node-only: verifies an ADR-36 `signArbitrary` signature with cosmjs — the amino sign doc is
 * rebuilt (`makeSignDoc` + `serializeSignDoc` of @cosmjs/amino), hashed with sha256 and checked
 * with `Secp256k1.verifySignature` of @cosmjs/crypto; the signer must be the address of the
 * public key (`pubkeyToAddress`). @cosmjs/crypto is not a direct dependency of this package: it is
 * loaded from @cosmjs/amino's own dependencies (createRequire), which is why this is Node-only.
 * Also verifies the signature of a direct-mode TxRaw (`makeSignDoc` + `makeSignBytes`).
 */
import { createRequire } from 'node:module'
import { encodeSecp256k1Pubkey, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { adr36SignDoc } from '@portico/lab-wallet/cosmos'

interface CosmjsCrypto {
  sha256(data: Uint8Array): Uint8Array
  Secp256k1: { verifySignature(sig: unknown, hash: Uint8Array, pubkey: Uint8Array): Promise<boolean> }
  Secp256k1Signature: { fromFixedLength(bytes: Uint8Array): unknown }
}

async function cosmjsCrypto(): Promise<CosmjsCrypto> {
  const fromAmino = createRequire(import.meta.resolve('@cosmjs/amino'))
  return (await import(fromAmino.resolve('@cosmjs/crypto'))) as CosmjsCrypto
}

const b64 = (s: string) => Uint8Array.from(Buffer.from(s, 'base64'))

export async function verifyAdr36Signature(params: {
  signer: string
  data: string | Uint8Array
  /** compressed secp256k1 public key, base64 or bytes */
  pubKey: string | Uint8Array
  /** base64, 64 bytes */
  signature: string
}): Promise<boolean> {
  const pubKey = typeof params.pubKey === 'string' ? b64(params.pubKey) : params.pubKey
  const prefix = params.signer.slice(0, params.signer.lastIndexOf('1'))
  if (pubkeyToAddress(encodeSecp256k1Pubkey(pubKey), prefix) !== params.signer) return false
  const data = typeof params.data === 'string' ? new TextEncoder().encode(params.data) : params.data
  const c = await cosmjsCrypto()
  const hash = c.sha256(serializeSignDoc(adr36SignDoc(params.signer, data)))
  return c.Secp256k1.verifySignature(
    c.Secp256k1Signature.fromFixedLength(b64(params.signature)),
    hash,
    pubKey,
  )
}

/** Verifies the one signature of a SIGN_MODE_DIRECT TxRaw (base64) against `pubKey`. */
export async function verifyDirectTxSignature(params: {
  txBase64: string
  chainId: string
  accountNumber: number
  pubKey: Uint8Array
}): Promise<boolean> {
  const c = await cosmjsCrypto()
  // cosmjs-types (TxRaw.decode) comes with @cosmjs/stargate, not as a direct dependency
  const fromStargate = createRequire(import.meta.resolve('@cosmjs/stargate'))
  const { TxRaw } = (await import(fromStargate.resolve('cosmjs-types/cosmos/tx/v1beta1/tx'))) as {
    TxRaw: {
      decode(b: Uint8Array): { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; signatures: Uint8Array[] }
    }
  }
  const raw = TxRaw.decode(b64(params.txBase64))
  const [signature] = raw.signatures
  if (raw.signatures.length !== 1 || !signature) return false
  const doc = makeSignDoc(raw.bodyBytes, raw.authInfoBytes, params.chainId, BigInt(params.accountNumber))
  return c.Secp256k1.verifySignature(
    c.Secp256k1Signature.fromFixedLength(signature),
    c.sha256(makeSignBytes(doc)),
    params.pubKey,
  )
}
