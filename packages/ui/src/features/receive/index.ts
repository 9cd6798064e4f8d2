'use client'

// @portico/ui/features/receive: the Receive screen (a lazy chunk of the dialog).

// its button's icon in the Account view (the glyph is shared with Activity)
export { ReceiveIcon } from '../../icons/icons.js'
export { ReceiveView, type ReceiveViewProps } from './ReceiveView.js'
export { RECEIVE_TEXTS, type ReceiveTexts, receiveTexts } from './receiveTexts.js'
