import {
  executeSwap,
  fetchSwapQuote,
  flipSwap,
  isQuoteFresh,
  loadSwapTokens,
  SWAP_QUOTE_TTL_MS,
  selectSwapView,
  setSwapAmount,
  setSwapMax,
  setSwapSlippage,
  setSwapToken,
  swapStateOf,
} from '@portico/core/features/swaps'
import { SwapView } from '@portico/ui/features/swaps'
import { useEffect } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** how long typing may pause before a quote is asked */
const QUOTE_DEBOUNCE_MS = 300

/**
 * Swap: core's swap flow and view model, ui's view (a lazy chunk). The quote follows what is
 * typed (debounced) and is asked again while it stays on screen longer than SWAP_QUOTE_TTL_MS.
 */
export default function SwapRoute({ portico, state }: RouteProps<'Swap'>) {
  const ns = state.activeNamespace
  const owner = state.accounts[ns]?.address
  const network = state.activeNetworks[ns]
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on account or network change
  useEffect(() => {
    void loadSwapTokens(portico)
  }, [portico, owner, network])
  const s = swapStateOf(portico)
  // a new quote when the pair, the amount or the slippage changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs of a quote restart the timers
  useEffect(() => {
    if (s.progress || !s.amount) return
    const ask = () => {
      const now = swapStateOf(portico)
      if (!now.progress && !now.quoting && !isQuoteFresh(now)) void fetchSwapQuote(portico)
    }
    const first = setTimeout(ask, QUOTE_DEBOUNCE_MS)
    const again = setInterval(ask, SWAP_QUOTE_TTL_MS / 2)
    return () => {
      clearTimeout(first)
      clearInterval(again)
    }
  }, [portico, s.from, s.to, s.amount, s.exact, s.slippage, s.progress])
  const model = selectSwapView(portico)
  return (
    <SwapView
      {...model}
      onToken={(side, id) => setSwapToken(portico, side, id)}
      onFlip={() => flipSwap(portico)}
      onAmount={(value) => setSwapAmount(portico, value)}
      onReceiveAmount={(value) => setSwapAmount(portico, value, 'out')}
      onMax={() => setSwapMax(portico)}
      onSlippage={(value) => setSwapSlippage(portico, value)}
      onSwap={() => void executeSwap(portico)}
      onNewQuote={() => void fetchSwapQuote(portico)}
    />
  )
}
