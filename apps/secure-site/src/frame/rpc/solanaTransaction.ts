/**
 * The Solana wire transaction, read just enough to sign it (hand-written: the frame carries no
 * Solana SDK for ~40 lines of parsing): compact-u16 signature count, the 64-byte signatures, then
 * the message: an optional version byte (high bit), the 3-byte header, the account keys (the
 * first `numRequiredSignatures` sign, in the order of the signature slots), the blockhash and
 * the instructions (their count is shown on the approval screen).
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58Encode } from '../encoding/base58.js'

export interface SolanaTransaction {
  bytes: Uint8Array<ArrayBuffer>
  /** where the signature slots start and how many there are */
  signaturesOffset: number
  signers: string[]
  message: Uint8Array<ArrayBuffer>
  instructionCount: number
}

function compactU16(bytes: Uint8Array, offset: number): [number, number] | null {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const b = bytes[offset + i]
    if (b === undefined) return null
    value |= (b & 0x7f) << (7 * i)
    if ((b & 0x80) === 0) return [value, offset + i + 1]
  }
  return null
}

/** the transaction, or null when the bytes are not one */
export function parseSolanaTransaction(bytes: Uint8Array<ArrayBuffer>): SolanaTransaction | null {
  const count = compactU16(bytes, 0)
  if (!count) return null
  const [signatureCount, signaturesOffset] = count
  const messageOffset = signaturesOffset + 64 * signatureCount
  const message = bytes.subarray(messageOffset)
  let at = 0
  if (message[0] !== undefined && message[0] & 0x80) at = 1
  const required = message[at]
  if (required === undefined || required !== signatureCount || required === 0) return null
  const keys = compactU16(message, at + 3)
  if (!keys) return null
  const [keyCount, keysOffset] = keys
  if (keyCount < required) return null
  const blockhashEnd = keysOffset + 32 * keyCount + 32
  const instructions = compactU16(message, blockhashEnd)
  if (!instructions) return null
  const signers: string[] = []
  for (let i = 0; i < required; i++)
    signers.push(base58Encode(message.subarray(keysOffset + 32 * i, keysOffset + 32 * (i + 1))))
  return { bytes, signaturesOffset, signers, message, instructionCount: instructions[0] }
}

/**
 * A copy of the transaction with our signature in our slot, and that signature; null when our
 * key is not one of its signers.
 */
export function signSolanaTransaction(
  tx: SolanaTransaction,
  secret: Uint8Array,
  address: string,
): { signed: Uint8Array<ArrayBuffer>; signature: Uint8Array; isFeePayer: boolean } | null {
  const slot = tx.signers.indexOf(address)
  if (slot < 0) return null
  const signature = ed25519.sign(tx.message, secret)
  const signed = tx.bytes.slice()
  signed.set(signature, tx.signaturesOffset + 64 * slot)
  return { signed, signature, isFeePayer: slot === 0 }
}
