import type { EmailProblem } from '@portico/core/features/email'
import { type FormEvent, useId, useState } from 'react'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { featureCss } from '../featureCss.js'
import { emailProblemText } from './emailProblemText.js'
import { emailTexts } from './emailTexts.js'

export interface UpdateEmailViewProps {
  busy: boolean
  problem?: EmailProblem
  onSubmit(email: string): void
}

/** SPEC §4 email update, first step: the new address (a code then goes to the current one). */
export function UpdateEmailView({ busy, problem, onSubmit }: UpdateEmailViewProps) {
  const t = useFeatureTexts(emailTexts)
  const [email, setEmail] = useState('')
  const id = useId()
  const message = emailProblemText(t, problem)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!busy) onSubmit(email)
  }
  return (
    <form className="pt-form" data-testid="email-update-view" onSubmit={submit} noValidate>
      <style>{featureCss}</style>
      <div className="pt-field">
        <label className="pt-field-label" htmlFor={id}>
          {t['email.updateLabel']}
        </label>
        <input
          id={id}
          className="pt-input pt-ltr"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          aria-invalid={problem?.code === 'INVALID_EMAIL'}
          data-testid="email-update-input"
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      {message ? (
        <p className="pt-problem" role="alert" data-testid="email-update-problem">
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        className="pt-button-primary"
        disabled={busy || email.trim() === ''}
        data-testid="email-update-submit"
      >
        {busy ? <SpinnerIcon /> : null}
        {t['email.updateSave']}
      </button>
    </form>
  )
}
