// @portico/core/features/onramp: the Buy feature (SPEC §2 onramp screens, §3 quote, §7, §9).

export {
  defaultOnrampCurrency,
  fetchOnrampQuote,
  followOnrampPurchase,
  isRestrictedTimeZone,
  loadOnramp,
  ONRAMP_POLL_MS,
  onrampLimitsOf,
  onrampStateOf,
  resetOnrampPurchase,
  setOnrampAmount,
  setOnrampAsset,
  setOnrampCurrency,
  setOnrampMethod,
  setOnrampProvider,
  startOnrampCheckout,
} from './onrampFlow.js'
export type {
  OnrampMethod,
  OnrampProblemKey,
  OnrampPurchaseStatus,
  OnrampQuote,
  OnrampState,
} from './onrampState.js'
export { EMPTY_ONRAMP } from './onrampState.js'
