'use client'

// @portico/ui/features/receive: the Receive screen (a lazy chunk of the dialog).

export { ReceiveView, type ReceiveViewProps } from './ReceiveView.js'
export { RECEIVE_TEXTS, type ReceiveTexts, receiveTexts } from './receiveTexts.js'
