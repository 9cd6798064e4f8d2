/**
 * The numbers of the convert routes: an amount is a uint256 in base units,
 * written as canonical decimal digits: no sign, exponent, fraction, hex, spaces or leading zeros,
 * from 1 to 2^256 − 1. Anything else is a 400, never a value a contract call cannot encode (a 500).
 */
import { httpError } from '../util/httpError.js'

export const UINT256_MAX = 2n ** 256n - 1n
export const INVALID_AMOUNT =
  'Invalid amount: a positive integer in base units, decimal digits without leading zeros, below 2^256'

/** `[1-9][0-9]*`, at most 78 digits (2^256 has 78) */
const CANONICAL = /^[1-9][0-9]{0,77}$/

/** the amount as a bigint in 1 … 2^256 − 1; a 400 INVALID_AMOUNT otherwise */
export function uint256Amount(v: unknown): bigint {
  if (typeof v !== 'string' || !CANONICAL.test(v)) throw httpError(400, INVALID_AMOUNT)
  const n = BigInt(v)
  if (n > UINT256_MAX) throw httpError(400, INVALID_AMOUNT)
  return n
}
