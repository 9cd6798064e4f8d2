'use client'

// its button's icon in the Account view (the glyph is shared with Activity)
export { SendIcon } from '../../icons/icons.js'
// @portico/ui/features/send: the Send screens (each route a lazy chunk of the dialog).
export { type SendFormToken, SendFormView, type SendFormViewProps } from './SendFormView.js'
export { SendPreviewView, type SendPreviewViewProps } from './SendPreviewView.js'
export { SendSuccessView, type SendSuccessViewProps } from './SendSuccessView.js'
export { SEND_TEXTS, type SendTexts, sendTexts } from './sendTexts.js'
