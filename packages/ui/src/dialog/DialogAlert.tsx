import type { AlertKey } from '@portico/core'
import { IconButton } from '../components/IconButton.js'
import { CloseIcon } from '../icons/icons.js'
import { WarningIcon } from '../icons/WarningIcon.js'
import { useTexts } from '../texts/TextsProvider.js'

/** the alert core raised, by key: its title and message come from the catalogue */
export interface DialogAlertData {
  key: AlertKey
}

/** The (debug) alert box under the header (SPEC §8 alerts). */
export function DialogAlert({ alert, onDismiss }: { alert: DialogAlertData; onDismiss?: () => void }) {
  const texts = useTexts()
  return (
    <div className="pt-alert" role="alert" data-testid="portico-alert">
      <span className="pt-alert-icon">
        <WarningIcon />
      </span>
      <div className="pt-alert-body">
        <div className="pt-alert-title">{texts[`alert.${alert.key}`]}</div>
        <div className="pt-alert-message">{texts[`alert.${alert.key}.message`]}</div>
      </div>
      {onDismiss ? (
        <IconButton label={texts.dismiss} testId="portico-alert-dismiss" onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  )
}
