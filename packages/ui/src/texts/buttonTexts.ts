/**
 * The few texts the host-page buttons need. Kept apart from the full catalogue so the
 * buttons (startup bundle) do not pull every dialog string with them.
 */
export const BUTTON_TEXTS = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  wrongNetwork: 'Wrong network',
  selectNetwork: 'Select network',
} as const

export type ButtonTexts = Record<keyof typeof BUTTON_TEXTS, string>
