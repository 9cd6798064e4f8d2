'use client'

// its button's icon in the Account view (the glyph is shared with Activity)
export { SwapIcon } from '../../icons/icons.js'
// @portico/ui/features/swaps: the Swap screens (each route a lazy chunk of the dialog).
export { SwapSuccessView, type SwapSuccessViewProps } from './SwapSuccessView.js'
export { SwapView, type SwapViewProps, type SwapViewToken } from './SwapView.js'
export { SWAPS_TEXTS, type SwapsTexts, swapsTexts } from './swapsTexts.js'
