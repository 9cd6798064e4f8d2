/**
 * What a failed ERC-20 read means for the convert routes: a contract that has no such function
 * (it reverts) or an address without code (empty answer) is not a token the caller can use, a 400;
 * anything else (the node does not answer) is a 502.
 */

import type { HTTPException } from 'hono/http-exception'
import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem'
import { httpError } from '../util/httpError.js'

export const NOT_A_TOKEN = 'Invalid token: not an ERC-20 contract'

export function tokenReadError(e: unknown): HTTPException {
  const notAToken =
    e instanceof BaseError &&
    e.walk((c) => c instanceof ContractFunctionZeroDataError || c instanceof ContractFunctionRevertedError)
  return notAToken ? httpError(400, NOT_A_TOKEN) : httpError(502, 'Chain unavailable')
}
