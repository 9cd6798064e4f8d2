import { emailTexts } from '@portico/ui/features/email'
import { defineFeature } from '../FeatureDefinition.js'

/**
 * The embedded wallet's account types (SPEC §3 allAccounts, preferredAccountTypes; §6 smart
 * account or EOA; §7 "preferred account"): an Account offer for an embedded eip155 account, and
 * the view that lists both accounts and switches between them. Its texts are the email feature's.
 */
export const accountTypeFeature = defineFeature({
  id: 'accountType',
  texts: emailTexts,
  routes: { AccountType: { title: 'email.accountTypeTitle', load: () => import('./AccountTypeRoute.js') } },
  accountOffer: {
    view: 'AccountType',
    testId: 'account-type-offer',
    label: 'email.accountTypeOffer',
    show: (_portico, state) =>
      state.activeNamespace === 'eip155' && state.accounts.eip155?.connectorId === 'auth',
  },
})
