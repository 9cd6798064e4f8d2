import { selectNameOffer } from '@portico/core/features/names'
import { namesTexts } from '@portico/ui/features/names'
import { defineFeature } from '../FeatureDefinition.js'

/**
 * Account names (SPEC §2 RegisterAccountName, RegisterAccountNameSuccess; §4 name registration):
 * two lazy screens, offered from the Account view while the account has no name.
 */
export const namesFeature = defineFeature({
  id: 'names',
  texts: namesTexts,
  routes: {
    RegisterAccountName: { title: 'names.title', load: () => import('./RegisterAccountNameRoute.js') },
    RegisterAccountNameSuccess: {
      title: 'names.successTitle',
      hideBack: true,
      load: () => import('./RegisterAccountNameSuccessRoute.js'),
    },
  },
  accountOffer: {
    view: 'RegisterAccountName',
    testId: 'account-register-name',
    label: 'names.offer',
    show: selectNameOffer,
  },
})
