/**
 * The slot a swap source fills: the convert endpoints (SPEC §7 `/v1/convert/*`) ask a
 * provider per chain for its tokens, a quote, the contract that needs the allowance and the
 * swap call. The built-in provider is the chain's Uniswap V2 router (createUniswapV2Provider); a
 * real aggregator fits the same interface (its quote and calldata from its own API, `spender` its
 * allowance target), with no change to the routes or the dialog.
 */
import type { Hex } from 'viem'

/** the native coin's address in CAIP-10 token ids (as the hosted API names it) */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface SwapToken {
  /** an ERC-20 address, or NATIVE_TOKEN */
  address: Hex
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

export interface SwapQuote {
  fromAmount: bigint
  toAmount: bigint
  /** the route (token addresses; the wrapped native coin for the native one) */
  path: Hex[]
  /** how much worse than the pools' mid price the trade is, in percent (fees included) */
  priceImpact: number
  /** which side is fixed: the input (`in`, the default) or the output */
  exact?: 'in' | 'out'
}

export interface SwapCall {
  to: Hex
  data: Hex
  value: bigint
}

export interface SwapRouteProvider {
  readonly name: string
  /** the tokens it trades on this chain */
  tokens(): SwapToken[]
  /**
   * the best route for `amount` of `from` (`exact: 'out'`: for receiving `amount` of `to`, the
   * least input); undefined: no route
   */
  quote(p: { from: Hex; to: Hex; amount: bigint; exact?: 'in' | 'out' }): Promise<SwapQuote | undefined>
  /**
   * the gas a route takes, for the fee shown with a quote (the exact transaction is simulated
   * before the wallet opens); `approval`: add an ERC-20 approval
   */
  estimateGas?(quote: SwapQuote, opts: { approval: boolean }): bigint
  /** the contract an ERC-20 must allow to spend the input (approve before the swap) */
  readonly spender: Hex
  /**
   * the swap itself, for a route from `quote`: an exact input paying `recipient` at least
   * `amountOutMin`, or an exact output taking at most `amountInMax`
   */
  buildSwap(p: {
    quote: SwapQuote
    from: Hex
    to: Hex
    amountOutMin: bigint
    amountInMax: bigint
    recipient: Hex
    deadline: bigint
  }): SwapCall
}
