import { Data } from '../../components/Data.js'
import { CheckIcon, ExternalLinkIcon } from '../../icons/icons.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { isSafeLinkUrl } from '../../utils/isSafeLinkUrl.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { featureCss } from '../featureCss.js'
import { SEND_TEXTS } from './sendTexts.js'

export interface SendSuccessViewProps {
  amount: string
  symbol: string
  to: string
  /** the transaction hash or signature */
  id: string
  /** the transaction on the explorer: a link only when it is http(s) */
  explorerUrl?: string
  onDone(): void
  onAnother(): void
}

/** Send, confirmed: what was sent to whom, the transaction on the explorer, done. */
export function SendSuccessView(props: SendSuccessViewProps) {
  const t = useFeatureTexts(SEND_TEXTS)
  return (
    <div className="pt-center" data-testid="send-success" data-tx={props.id}>
      <style>{featureCss}</style>
      <span className="pt-success-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 className="pt-heading">
        {formatNodes(t['send.sentTo'], {
          amount: <Data ltr>{props.amount}</Data>,
          symbol: <Data>{props.symbol}</Data>,
          to: <Data ltr>{shortAddress(props.to)}</Data>,
        })}
      </h3>
      <p className="pt-subtext">{t['send.confirmed']}</p>
      <div className="pt-stack">
        {isSafeLinkUrl(props.explorerUrl) ? (
          <a
            className="pt-row pt-row--compact"
            href={props.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="send-explorer"
          >
            <span className="pt-row-icon">
              <ExternalLinkIcon />
            </span>
            <span className="pt-row-label">{t['send.viewTransaction']}</span>
          </a>
        ) : null}
        <button type="button" className="pt-button-primary" data-testid="send-done" onClick={props.onDone}>
          {t['send.done']}
        </button>
        <button type="button" className="pt-link-button" data-testid="send-another" onClick={props.onAnother}>
          {t['send.another']}
        </button>
      </div>
    </div>
  )
}
