/**
 * The approval rule of the convert routes (SECURITY.md "Swaps"): the server
 * builds ERC-20 approvals of an exact amount only, never one that is unlimited in effect. An
 * approval is refused (400) when its amount is
 *   - 2^255 or more, whatever the token says (half the uint256 range: what wallets show as
 *     "unlimited"; a token reporting an absurd supply cannot lift this), or
 *   - more than the token's `totalSupply()` at the chain's latest block (nobody can ever be moved
 *     more than exists: such an approval is only ever exhausted by being unlimited).
 * A contract without `totalSupply()` (or an address without code) is not an ERC-20: 400
 * (tokenReadError.ts). A chain that does not answer: 502.
 */
import { erc20Abi, type Hex } from 'viem'
import type { ChainClient } from '../chain/chainClients.js'
import { httpError } from '../util/httpError.js'
import { tokenReadError } from './tokenReadError.js'

/** the least amount that counts as unlimited whatever the token's supply */
export const UNLIMITED_IN_EFFECT = 2n ** 255n

const unlimited = (limit: string) =>
  httpError(
    400,
    `Invalid amount: an approval of more than ${limit} is unlimited in effect; the server builds exact approvals only`,
  )

/** resolves when `amount` of `token` may be approved; a 400 (or 502) otherwise */
export async function assertExactApproval(chain: ChainClient, token: Hex, amount: bigint): Promise<void> {
  if (amount >= UNLIMITED_IN_EFFECT) throw unlimited('2^255 − 1')
  let supply: bigint
  try {
    supply = await chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })
  } catch (e) {
    throw tokenReadError(e)
  }
  if (amount > supply) throw unlimited(`the token's total supply (${supply})`)
}
