import { selectNameOffer } from '@portico/core/features/names'
import { withOverrides } from '@portico/ui'
import { NAMES_TEXTS } from '@portico/ui/features/names'
import { defineFeature } from '../FeatureDefinition.js'

/**
 * Account names (SPEC §2 RegisterAccountName, RegisterAccountNameSuccess; §4 name registration):
 * two lazy screens, offered from the Account view while the account has no name (issue 12).
 */
export const namesFeature = defineFeature({
  id: 'names',
  routes: {
    RegisterAccountName: {
      title: ({ overrides }) => withOverrides(NAMES_TEXTS, overrides)['names.title'],
      load: () => import('./RegisterAccountNameRoute.js'),
    },
    RegisterAccountNameSuccess: {
      title: ({ overrides }) => withOverrides(NAMES_TEXTS, overrides)['names.successTitle'],
      hideBack: true,
      load: () => import('./RegisterAccountNameSuccessRoute.js'),
    },
  },
  accountOffer: {
    view: 'RegisterAccountName',
    testId: 'account-register-name',
    label: ({ overrides }) => withOverrides(NAMES_TEXTS, overrides)['names.offer'],
    show: selectNameOffer,
  },
})
