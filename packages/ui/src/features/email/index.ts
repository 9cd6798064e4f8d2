'use client'

// @portico/ui/features/email: the email login's views (each route a lazy chunk of the dialog).
export { AccountTypeView, type AccountTypeViewProps, type EmbeddedAccountType } from './AccountTypeView.js'
export { EmailLoginForm, type EmailLoginFormProps } from './EmailLoginForm.js'
export { EmailOtpView, type EmailOtpViewProps } from './EmailOtpView.js'
export { EmailVerifyDeviceView, type EmailVerifyDeviceViewProps } from './EmailVerifyDeviceView.js'
export { EmbeddedFrameSlot, type EmbeddedFrameSlotProps } from './EmbeddedFrameSlot.js'
export { EMAIL_TEXTS, type EmailTexts } from './emailTexts.js'
export { UpdateEmailView, type UpdateEmailViewProps } from './UpdateEmailView.js'
