'use client'

// its button's icon in the Account view (the glyph is shared with Activity)
export { CardIcon } from '../../icons/icons.js'
// @portico/ui/features/onramp: the Buy screens (each route a lazy chunk of the dialog).
export { OnrampProgressView, type OnrampProgressViewProps } from './OnrampProgressView.js'
export { OnrampView, type OnrampViewProps } from './OnrampView.js'
export { ONRAMP_TEXTS, type OnrampTexts, onrampTexts } from './onrampTexts.js'
