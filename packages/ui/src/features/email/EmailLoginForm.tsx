import type { EmailProblem } from '@portico/core/features/email'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { featureCss } from '../featureCss.js'
import { emailProblemText } from './emailProblemText.js'
import { emailTexts } from './emailTexts.js'

export interface EmailLoginFormProps {
  /** SPEC §9 features.email: the field (off: only `children`, e.g. the social buttons) */
  showEmail?: boolean
  /** what comes after the email and before the wallets (SPEC §2 order: email, social, wallet) */
  children?: ReactNode
  busy: boolean
  problem?: EmailProblem
  onSubmit(email: string): void
  /** the field got focus: the wallet's frame can start loading */
  onIntent?(): void
}

const CSS = `
.pt-email { display: flex; flex-direction: column; gap: 8px; padding: 4px 0 12px; }
.pt-email form { display: flex; gap: 8px; }
.pt-email .pt-input { flex: 1; }
.pt-email .pt-button-primary { width: auto; padding: 0 16px; }
.pt-email-or { display: flex; align-items: center; gap: 10px; margin: 8px 0 0; color: var(--portico-muted); font-size: calc(13px * var(--portico-font-size-scale, 1)); }
.pt-email-or::before, .pt-email-or::after { content: ''; flex: 1; border-top: 1px solid var(--portico-border); }
`

/** SPEC §2 connect-method order, email first: the email field above the wallets (SPEC §5 email rules). */
export function EmailLoginForm({
  showEmail = true,
  children,
  busy,
  problem,
  onSubmit,
  onIntent,
}: EmailLoginFormProps) {
  const t = useFeatureTexts(emailTexts)
  const [email, setEmail] = useState('')
  const id = useId()
  const problemId = `${id}-problem`
  const message = emailProblemText(t, problem)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!busy) onSubmit(email)
  }
  return (
    <div className="pt-email" data-testid="email-login">
      <style>{featureCss + CSS}</style>
      {showEmail ? (
        <>
          <label className="pt-field-label" htmlFor={id}>
            {t['email.label']}
          </label>
          <form onSubmit={submit} noValidate>
            <input
              id={id}
              className="pt-input pt-ltr"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={254}
              placeholder={t['email.placeholder']}
              value={email}
              aria-invalid={problem?.code === 'INVALID_EMAIL'}
              {...(message ? { 'aria-describedby': problemId } : {})}
              data-testid="email-input"
              onFocus={onIntent}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button
              type="submit"
              className="pt-button-primary"
              disabled={busy || email.trim() === ''}
              aria-busy={busy}
              data-testid="email-submit"
            >
              {busy ? <SpinnerIcon /> : null}
              {t['email.continue']}
            </button>
          </form>
          {message ? (
            <p className="pt-problem" role="alert" id={problemId} data-testid="email-problem">
              {message}
            </p>
          ) : null}
        </>
      ) : null}
      {children}
      <p className="pt-email-or">{t['email.or']}</p>
    </div>
  )
}
