import { resetSwapResult, swapStateOf } from '@portico/core/features/swaps'
import { SwapSuccessView } from '@portico/ui/features/swaps'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** Swap, confirmed (a lazy chunk). */
export default function SwapSuccessRoute({ portico }: RouteProps<'SwapSuccess'>) {
  const result = swapStateOf(portico).result
  if (!result) return null
  return (
    <SwapSuccessView
      {...result}
      onDone={() => {
        resetSwapResult(portico)
        portico.router.reset('Account')
      }}
      onAnother={() => {
        resetSwapResult(portico)
        portico.router.replace('Swap')
      }}
    />
  )
}
