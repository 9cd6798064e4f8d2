'use client'

// @portico/ui/features/names: the account-name screens (each route a lazy chunk of the dialog).
export { NAMES_TEXTS, type NamesTexts, namesTexts } from './namesTexts.js'
export {
  RegisterAccountNameSuccessView,
  type RegisterAccountNameSuccessViewProps,
} from './RegisterAccountNameSuccessView.js'
export {
  RegisterAccountNameView,
  type RegisterAccountNameViewProps,
  type RegisterNameProblem,
} from './RegisterAccountNameView.js'
