import type { EmailProblem } from '@portico/core/features/email'
import { type ClipboardEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Data } from '../../components/Data.js'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { featureCss } from '../featureCss.js'
import { emailProblemText } from './emailProblemText.js'
import { emailTexts } from './emailTexts.js'

export interface EmailOtpViewProps {
  /** which code: the login's, or the email update's first (current address) or second (new address) */
  variant: 'login' | 'updatePrimary' | 'updateSecondary'
  /** the address the code went to (shown as data) */
  email?: string
  busy: boolean
  problem?: EmailProblem
  /** seconds until another code may be asked (SPEC §5 cooldown); absent: no resend here */
  resendIn?: number
  onSubmit(otp: string): void
  onResend?(): void
}

const CSS = `
.pt-otp { display: flex; flex-direction: column; gap: 12px; padding: 4px 0 8px; text-align: center; }
.pt-otp h3 { margin: 4px 0 0; font-size: calc(17px * var(--portico-font-size-scale, 1)); }
.pt-otp .pt-input { text-align: center; letter-spacing: 0.5em; font-size: calc(24px * var(--portico-font-size-scale, 1)); font-variant-numeric: tabular-nums; height: 56px; }
`

const digits = (s: string) => s.replace(/\D/g, '').slice(0, 6)

/**
 * The one-time code (SPEC §4 VERIFY_OTP, email update's two codes): one field that takes the six
 * digits typed or pasted (spaces and dashes of a pasted code are dropped), sent as soon as all six
 * are there; the resend button waits out the SPEC §5 cooldown, shown in seconds.
 */
export function EmailOtpView(props: EmailOtpViewProps) {
  const t = useFeatureTexts(emailTexts)
  const [code, setCode] = useState('')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const message = emailProblemText(t, props.problem)
  const { onSubmit, busy } = props
  const [heading, sent] =
    props.variant === 'login'
      ? [t['email.otpHeading'], t['email.otpSent']]
      : props.variant === 'updatePrimary'
        ? [t['email.updatePrimaryHeading'], t['email.updatePrimarySent']]
        : [t['email.updateSecondaryHeading'], t['email.updateSecondarySent']]
  const last = useRef('')
  useEffect(() => {
    // six digits are sent once; a wrong code is cleared for the next try
    if (code.length === 6 && !busy && last.current !== code) {
      last.current = code
      onSubmit(code)
    }
  }, [code, busy, onSubmit])
  useEffect(() => {
    if (props.problem?.code === 'INVALID_OTP' || props.problem?.code === 'OTP_EXPIRED') {
      setCode('')
      last.current = ''
      input.current?.focus()
    }
  }, [props.problem])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (code.length === 6 && !busy) {
      last.current = code
      onSubmit(code)
    }
  }
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    setCode(digits(e.clipboardData.getData('text')))
  }
  return (
    <form className="pt-otp" data-testid="email-otp-view" onSubmit={submit} noValidate>
      <style>{featureCss + CSS}</style>
      <h3>{heading}</h3>
      <p className="pt-hint">{formatNodes(sent, { email: <Data ltr>{props.email ?? ''}</Data> })}</p>
      <label className="pt-field-label" htmlFor={id}>
        {t['email.otpLabel']}
      </label>
      <input
        ref={input}
        id={id}
        className="pt-input pt-ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        // biome-ignore lint/a11y/noAutofocus: the code is the only thing this view asks for
        autoFocus
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        aria-invalid={Boolean(message)}
        disabled={props.busy}
        data-testid="email-otp-input"
        onPaste={paste}
        onChange={(e) => setCode(digits(e.target.value))}
      />
      {message ? (
        <p className="pt-problem" role="alert" data-testid="email-otp-problem">
          {message}
        </p>
      ) : null}
      {props.busy ? (
        <p className="pt-hint" role="status" data-testid="email-otp-busy">
          <SpinnerIcon /> {t['email.connecting']}
        </p>
      ) : null}
      <div className="pt-actions">
        <button
          type="submit"
          className="pt-button-primary"
          disabled={props.busy || code.length !== 6}
          data-testid="email-otp-submit"
        >
          {t['email.verify']}
        </button>
        {props.onResend ? (
          <button
            type="button"
            className="pt-link-button"
            disabled={props.busy || (props.resendIn ?? 0) > 0}
            data-testid="email-resend"
            onClick={props.onResend}
          >
            {(props.resendIn ?? 0) > 0
              ? formatText(t['email.resendIn'], { seconds: String(props.resendIn) })
              : t['email.resend']}
          </button>
        ) : null}
      </div>
    </form>
  )
}
