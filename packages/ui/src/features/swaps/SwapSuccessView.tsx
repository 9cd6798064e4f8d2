import { Data } from '../../components/Data.js'
import { CheckIcon, ExternalLinkIcon } from '../../icons/icons.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { isSafeLinkUrl } from '../../utils/isSafeLinkUrl.js'
import { featureCss } from '../featureCss.js'
import { SWAPS_TEXTS } from './swapsTexts.js'

export interface SwapSuccessViewProps {
  fromAmount: string
  fromSymbol: string
  toAmount: string
  toSymbol: string
  id: string
  /** the swap on the explorer: a link only when it is http(s) */
  explorerUrl?: string
  onDone(): void
  onAnother(): void
}

/** Swap, confirmed: what was paid and received, the transaction on the explorer, done. */
export function SwapSuccessView(props: SwapSuccessViewProps) {
  const t = useFeatureTexts(SWAPS_TEXTS)
  return (
    <div className="pt-center" data-testid="swap-success" data-tx={props.id}>
      <style>{featureCss}</style>
      <span className="pt-success-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 className="pt-heading">
        {formatNodes(t['swaps.swapped'], {
          fromAmount: <Data ltr>{props.fromAmount}</Data>,
          fromSymbol: <Data>{props.fromSymbol}</Data>,
          toAmount: <Data ltr>{props.toAmount}</Data>,
          toSymbol: <Data>{props.toSymbol}</Data>,
        })}
      </h3>
      <p className="pt-subtext">{t['swaps.confirmed']}</p>
      <div className="pt-stack">
        {isSafeLinkUrl(props.explorerUrl) ? (
          <a
            className="pt-row pt-row--compact"
            href={props.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="swap-explorer"
          >
            <span className="pt-row-icon">
              <ExternalLinkIcon />
            </span>
            <span className="pt-row-label">{t['swaps.viewTransaction']}</span>
          </a>
        ) : null}
        <button type="button" className="pt-button-primary" data-testid="swap-done" onClick={props.onDone}>
          {t['swaps.done']}
        </button>
        <button type="button" className="pt-link-button" data-testid="swap-another" onClick={props.onAnother}>
          {t['swaps.another']}
        </button>
      </div>
    </div>
  )
}
