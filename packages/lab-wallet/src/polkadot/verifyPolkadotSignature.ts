/**
 * Verifies a polkadot signRaw signature the way the extension made it: over the message wrapped
 * in `<Bytes>…</Bytes>`, with @polkadot/util-crypto's `signatureVerify` (sr25519, ed25519, ecdsa).
 */
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'

export async function verifyPolkadotSignature(params: {
  message: string
  signature: string
  address: string
}): Promise<{ isValid: boolean; crypto: string }> {
  await cryptoWaitReady()
  const r = signatureVerify(u8aWrapBytes(stringToU8a(params.message)), params.signature, params.address)
  return { isValid: r.isValid, crypto: r.crypto }
}
