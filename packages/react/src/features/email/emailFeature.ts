import { emailTexts } from '@portico/ui/features/email'
import { defineFeature } from '../FeatureDefinition.js'

/**
 * The email login and the embedded wallet (SPEC §2 email screens and ApproveTransaction, §4 email
 * login and update, transaction stack): the email field above the wallets, the code and device
 * screens, the frame's own screens over the dialog, and "Change email" for an email account.
 */
export const emailFeature = defineFeature({
  id: 'email',
  texts: emailTexts,
  connectMethod: {
    // canShowEmailLogin of core, read here without importing the email chunk into the dialog's
    show: ({ options: o, getAdapter }) =>
      (o.features.email || Boolean(o.features.socials && o.features.socials.length > 0)) &&
      Boolean(o.secureSiteUrl) &&
      Boolean(getAdapter('eip155') ?? getAdapter('solana')),
    load: () => import('./EmailLoginSection.js'),
  },
  routes: {
    EmailVerifyOtp: { title: 'email.otpTitle', load: () => import('./EmailVerifyOtpRoute.js') },
    EmailVerifyDevice: { title: 'email.deviceTitle', load: () => import('./EmailVerifyDeviceRoute.js') },
    ApproveTransaction: {
      title: 'email.approveTitle',
      hideBack: true,
      load: () => import('./EmbeddedFrameRoute.js'),
    },
    EmbeddedWalletRecovery: {
      title: 'email.frameTitle',
      hideBack: true,
      load: () => import('./EmbeddedFrameRoute.js'),
    },
    UpdateEmail: { title: 'email.updateTitle', load: () => import('./UpdateEmailRoute.js') },
    ConnectingSocial: { title: 'social.title', load: () => import('./ConnectingSocialRoute.js') },
    ConnectingFarcaster: { title: 'farcaster.title', load: () => import('./ConnectingFarcasterRoute.js') },
    UpdateEmailPrimaryOtp: { title: 'email.updateTitle', load: () => import('./UpdateEmailOtpRoute.js') },
    UpdateEmailSecondaryOtp: { title: 'email.updateTitle', load: () => import('./UpdateEmailOtpRoute.js') },
  },
  accountOffer: {
    view: 'UpdateEmail',
    testId: 'account-update-email',
    label: 'email.updateOffer',
    // a user who came by a provider without an email has none to change
    show: (_portico, state) =>
      state.accounts[state.activeNamespace]?.connectorId === 'auth' &&
      Boolean(state.features.email?.userEmail),
  },
})
