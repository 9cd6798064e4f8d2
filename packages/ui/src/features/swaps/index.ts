'use client'

// @portico/ui/features/swaps: the Swap screens (each route a lazy chunk of the dialog).
export { SwapSuccessView, type SwapSuccessViewProps } from './SwapSuccessView.js'
export { SwapView, type SwapViewProps, type SwapViewToken } from './SwapView.js'
export { SWAPS_TEXTS, type SwapsTexts, swapsTexts } from './swapsTexts.js'
