// @portico/core/features/swaps: the Swap feature (SPEC §2 swaps screen, §7 convert, §8, §9).

export { type SwapTokenView, type SwapViewModel, selectSwapView } from './selectSwapView.js'
export {
  executeSwap,
  fetchSwapQuote,
  flipSwap,
  isQuoteFresh,
  loadSwapTokens,
  resetSwapResult,
  SWAP_QUOTE_TTL_MS,
  setSwapAmount,
  setSwapMax,
  setSwapSlippage,
  setSwapToken,
  swapStateOf,
} from './swapFlow.js'
export type { SwapProblem, SwapProblemKey, SwapProgress, SwapState, SwapToken } from './swapsState.js'
export { EMPTY_SWAP } from './swapsState.js'
