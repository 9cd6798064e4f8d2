'use client'

// The host-page buttons alone: what a host's startup bundle needs before the dialog opens.
// Nothing here imports the dialog or the views.
export {
  type ConnectButtonState,
  ConnectButtonView,
  type ConnectButtonViewProps,
} from '../buttons/ConnectButtonView.js'
export type { HostButtonProps } from '../buttons/mergeButtonProps.js'
export { NetworkButtonView, type NetworkButtonViewProps } from '../buttons/NetworkButtonView.js'
export { buttonCss } from '../styles/buttonCss.js'
export { ensureButtonStyles } from '../styles/ensureButtonStyles.js'
export { BUTTON_TEXTS, type ButtonTexts } from '../texts/buttonTexts.js'
