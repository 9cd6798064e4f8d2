'use client'

// @portico/ui/features/email: the email login's views (each route a lazy chunk of the dialog).
export { AccountTypeView, type AccountTypeViewProps, type EmbeddedAccountType } from './AccountTypeView.js'
export { ConnectingFarcasterView, type ConnectingFarcasterViewProps } from './ConnectingFarcasterView.js'
export { ConnectingSocialView, type ConnectingSocialViewProps } from './ConnectingSocialView.js'
export { EmailLoginForm, type EmailLoginFormProps } from './EmailLoginForm.js'
export { EmailOtpView, type EmailOtpViewProps } from './EmailOtpView.js'
export { EmailVerifyDeviceView, type EmailVerifyDeviceViewProps } from './EmailVerifyDeviceView.js'
export { EmbeddedFrameSlot, type EmbeddedFrameSlotProps } from './EmbeddedFrameSlot.js'
export { EMAIL_TEXTS, type EmailTexts, emailTexts } from './emailTexts.js'
export { SOCIAL_NAMES, SocialLoginButtons, type SocialLoginButtonsProps } from './SocialLoginButtons.js'
export { UpdateEmailView, type UpdateEmailViewProps } from './UpdateEmailView.js'
