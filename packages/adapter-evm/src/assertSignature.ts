import { porticoError } from '@portico/core'

/** SPEC §5: a signed message is 0x plus 62 or more hex characters. */
export const SIGNED_MESSAGE_RE = /^0x[0-9a-fA-F]{62,}$/

/** Validates a wallet's signature (untrusted input) before anyone uses it. */
export function assertSignature(signature: unknown): `0x${string}` {
  if (typeof signature !== 'string' || !SIGNED_MESSAGE_RE.test(signature))
    throw porticoError('WALLET_RESPONSE_INVALID', { details: { method: 'personal_sign' } })
  return signature as `0x${string}`
}
