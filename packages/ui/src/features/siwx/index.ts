'use client'

export { SIWXSignMessageView, type SIWXSignMessageViewProps } from './SIWXSignMessageView.js'
// @portico/ui/features/siwx: the sign-in screen (SIWXSignMessage, its own lazy chunk of the dialog).
export { SIWX_TEXTS, type SiwxTexts, siwxTexts } from './siwxTexts.js'
