// @portico/core/features/email: the email login and the embedded wallet's frame (SPEC §2, §4, §5, §7;
// docs/embedded-wallet.md). The frame page on the secure site imports the protocol from here too.

export {
  canShowEmailLogin,
  clearEmailProblem,
  connectDevice,
  connectEmail,
  cooldownLeft,
  emailStateOf,
  isValidEmail,
  prepareEmbeddedWallet,
  refreshEmbeddedAccounts,
  resendEmailCode,
  setEmbeddedFrameSlot,
  setPreferredAccountType,
  updateEmail,
  verifyEmailOtp,
  verifyUpdatePrimaryOtp,
  verifyUpdateSecondaryOtp,
} from './emailFlow.js'
export type { EmailProblem, EmailState } from './emailState.js'
export { EMPTY_EMAIL } from './emailState.js'
export { AUTH_CONNECTOR_ID } from './embeddedConnection.js'
export { connectFarcaster, FARCASTER_RELOAD_DELAY_MS, leaveFarcaster } from './farcasterFlow.js'
export * from './frameProtocol.js'
export { connectSocial, socialProvidersFor, socialProvidersOf } from './socialFlow.js'
