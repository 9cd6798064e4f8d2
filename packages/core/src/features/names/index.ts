// @portico/core/features/names: registering an account name (SPEC §2 RegisterAccountName and
// RegisterAccountNameSuccess, §4 name registration, §5 name rules, §7 profile calls, §8 errors).

export { checkNameAvailability } from './checkNameAvailability.js'
export { nameCoinType } from './nameCoinType.js'
export { nameRuleProblem } from './nameRuleProblem.js'
export {
  DEFAULT_NAME_SUFFIX,
  EMPTY_NAMES,
  NAME_CHECK_DEBOUNCE_MS,
  type NameProblem,
  type NameSuggestion,
  type NamesState,
  namesStateOf,
} from './namesState.js'
export { registerAccountName } from './registerAccountName.js'
export { resetNames } from './resetNames.js'
export { selectNameOffer } from './selectNameOffer.js'
export { type RegisterNameViewModel, selectRegisterNameView } from './selectRegisterNameView.js'
export { setNameInput } from './setNameInput.js'
