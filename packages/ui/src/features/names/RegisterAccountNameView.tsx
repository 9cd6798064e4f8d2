import { type FormEvent, useId } from 'react'
import { Data } from '../../components/Data.js'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts, useTexts } from '../../texts/TextsProvider.js'
import { errorText, formatText } from '../../texts/texts.js'
import { featureCss } from '../featureCss.js'
import { namesTexts } from './namesTexts.js'

/** Why the last registration did not go through (core's NameProblem). */
export type RegisterNameProblem =
  | { code: 'INVALID_NAME' | 'INVALID_CHAIN_ID' | 'SIGNATURE_DECLINED' }
  | { code: 'REGISTER_FAILED'; name: string; reason?: string }

export interface RegisterAccountNameViewProps {
  input: string
  /** the zone shown after the input, e.g. `.wcn.id` */
  suffix: string
  /** SPEC §5 on the label as typed (live) */
  rule?: 'INVALID_NAME'
  problem?: RegisterNameProblem
  checking: boolean
  available?: boolean
  /** free names to pick (labels); untrusted server text, shown as text */
  suggestions: string[]
  loading: boolean
  canRegister: boolean
  onInput(value: string): void
  onSuggestion(label: string): void
  onRegister(): void
}

/**
 * RegisterAccountName (SPEC §2): the label with the suffix after it, the SPEC §5 rule live,
 * availability and clickable suggestions, then Register (the wallet signs; 'Registering…' while
 * the server registers). A problem is announced (role alert); the server's reason is text.
 */
export function RegisterAccountNameView(props: RegisterAccountNameViewProps) {
  const t = useFeatureTexts(namesTexts)
  const texts = useTexts()
  const inputId = useId()
  const hintId = useId()
  const statusId = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (props.canRegister) props.onRegister()
  }
  const full = `${props.input}${props.suffix}`
  const problem = props.problem
  const problemText = !problem ? undefined : problem.code === 'REGISTER_FAILED' ? (
    problem.reason !== undefined ? (
      // the server's first reason (SPEC §8): its words, shown as data
      <Data>{problem.reason}</Data>
    ) : (
      formatText(t['names.registerError'], { name: problem.name })
    )
  ) : problem.code === 'SIGNATURE_DECLINED' ? (
    texts['toast.SIGNATURE_DECLINED']
  ) : (
    errorText(texts, problem.code)
  )
  return (
    <form className="pt-form" onSubmit={submit} noValidate data-testid="register-name-form">
      <style>{featureCss}</style>
      <div className="pt-field">
        <label className="pt-field-label" htmlFor={inputId}>
          {t['names.label']}
        </label>
        <div className="pt-input-row">
          <input
            id={inputId}
            className="pt-input pt-ltr"
            translate="no"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t['names.placeholder']}
            value={props.input}
            disabled={props.loading}
            aria-invalid={Boolean(props.rule) || props.available === false}
            aria-describedby={`${hintId} ${statusId}`}
            data-testid="register-name-input"
            onChange={(e) => props.onInput(e.target.value)}
          />
          <Data ltr className="pt-meta" data-testid="register-name-suffix">
            {props.suffix}
          </Data>
        </div>
        <p id={hintId} className="pt-hint">
          {t['names.rules']}
        </p>
        <div id={statusId} aria-live="polite" data-testid="register-name-status">
          {props.rule ? (
            <p className="pt-problem" data-testid="register-name-rule">
              {errorText(texts, props.rule)}
            </p>
          ) : props.checking ? (
            <p className="pt-hint">{t['names.checking']}</p>
          ) : props.available === true ? (
            <p className="pt-hint" data-testid="register-name-available">
              {formatNodes(t['names.available'], { name: <Data ltr>{full}</Data> })}
            </p>
          ) : props.available === false ? (
            <p className="pt-problem" data-testid="register-name-taken">
              {formatNodes(t['names.taken'], { name: <Data ltr>{full}</Data> })}
            </p>
          ) : null}
        </div>
      </div>
      {props.suggestions.length > 0 ? (
        <div className="pt-field">
          <span className="pt-field-label" id={`${statusId}-s`}>
            {t['names.suggestions']}
          </span>
          <ul className="pt-token-list" aria-labelledby={`${statusId}-s`}>
            {props.suggestions.map((label) => (
              <li key={label}>
                <button
                  type="button"
                  className="pt-row pt-row--compact"
                  data-testid={`register-name-suggestion-${label}`}
                  disabled={props.loading}
                  onClick={() => props.onSuggestion(label)}
                >
                  <Data ltr className="pt-row-label">{`${label}${props.suffix}`}</Data>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problemText ? (
        <p className="pt-problem" role="alert" data-testid="register-name-problem" data-code={problem?.code}>
          {problemText}
        </p>
      ) : null}
      <p className="pt-hint">{t['names.signHint']}</p>
      <button
        type="submit"
        className="pt-button-primary"
        disabled={!props.canRegister}
        aria-busy={props.loading}
        data-testid="register-name-submit"
      >
        {props.loading ? (
          <>
            <SpinnerIcon />
            {t['names.registering']}
          </>
        ) : (
          t['names.register']
        )}
      </button>
    </form>
  )
}
