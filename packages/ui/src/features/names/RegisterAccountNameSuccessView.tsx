import { Data } from '../../components/Data.js'
import { CheckIcon } from '../../icons/icons.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { featureCss } from '../featureCss.js'
import { namesTexts } from './namesTexts.js'

export interface RegisterAccountNameSuccessViewProps {
  /** the registered name (server text, shown as text) */
  name: string
  onDone(): void
}

/** RegisterAccountNameSuccess (SPEC §2): the new name, and Done back to the Account view. */
export function RegisterAccountNameSuccessView({ name, onDone }: RegisterAccountNameSuccessViewProps) {
  const t = useFeatureTexts(namesTexts)
  return (
    <div className="pt-center" data-testid="register-name-success">
      <style>{featureCss}</style>
      <span className="pt-success-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 className="pt-heading" data-testid="register-name-success-name">
        {formatNodes(t['names.success'], { name: <Data ltr>{name}</Data> })}
      </h3>
      <div className="pt-stack">
        <button type="button" className="pt-button-primary" data-testid="register-name-done" onClick={onDone}>
          {t['names.done']}
        </button>
      </div>
    </div>
  )
}
