import { Data } from '../../components/Data.js'
import { NetworkIcon } from '../../components/NetworkIcon.js'
import { RetryIcon } from '../../icons/icons.js'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { useLocale } from '../../locales/localeContext.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { featureCss } from '../featureCss.js'
import { SendProblemText } from './SendProblemText.js'
import { sendTexts } from './sendTexts.js'

export interface SendPreviewViewProps {
  /** exact decimal strings */
  amount: string
  symbol: string
  to: string
  toName?: string
  fee: string
  feeSymbol: string
  network?: { name: string; imageUrl?: string }
  /** the wallet has been asked */
  signing: boolean
  /** the wallet declined: the form is kept, "Try again" asks again */
  declined: boolean
  problem?: { code: string; reason?: string }
  onConfirm(): void
  onEdit(): void
}

/**
 * Send, the review: what leaves the account, to whom, on which network, and the network fee the
 * node estimated for this exact (simulated) transfer; then the wallet prompt.
 */
export function SendPreviewView(props: SendPreviewViewProps) {
  const t = useFeatureTexts(sendTexts)
  const { locale } = useLocale()
  return (
    <div className="pt-center" data-testid="send-preview">
      <style>{featureCss}</style>
      <span className="pt-hint">{t['send.youSend']}</span>
      <p className="pt-big-amount pt-ltr" translate="no" data-testid="send-preview-amount">
        {props.amount} {props.symbol}
      </p>
      <dl className="pt-summary">
        <div className="pt-summary-row">
          <dt>{t['send.recipient']}</dt>
          <dd className="pt-ltr" translate="no" title={props.to} data-testid="send-preview-to">
            {props.toName ? `${props.toName} · ` : ''}
            {shortAddress(props.to)}
          </dd>
        </div>
        {props.network ? (
          <div className="pt-summary-row">
            <dt>{t['send.network']}</dt>
            <dd style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <NetworkIcon name={props.network.name} imageUrl={props.network.imageUrl} size={20} />
              <Data>{props.network.name}</Data>
            </dd>
          </div>
        ) : null}
        <div className="pt-summary-row">
          <dt>{t['send.networkFee']}</dt>
          <dd className="pt-ltr" translate="no" data-testid="send-preview-fee">
            {formatBalance(props.fee, 6, locale)} {props.feeSymbol}
          </dd>
        </div>
      </dl>
      {props.declined ? (
        <p className="pt-problem" role="alert" data-testid="send-declined" style={{ marginTop: 14 }}>
          {t['send.declined']}
        </p>
      ) : null}
      <div style={{ width: '100%', marginTop: props.declined ? 0 : 14 }}>
        <SendProblemText problem={props.problem} t={t} />
      </div>
      <div className="pt-stack">
        <button
          type="button"
          className="pt-button-primary"
          disabled={props.signing}
          data-testid="send-confirm"
          onClick={props.onConfirm}
        >
          {props.signing ? (
            <>
              <SpinnerIcon className="pt-spinner" />
              {t['send.confirmInWallet']}
            </>
          ) : props.declined ? (
            <>
              <RetryIcon />
              {t['send.tryAgain']}
            </>
          ) : (
            t['send.confirm']
          )}
        </button>
        {props.signing ? null : (
          <button type="button" className="pt-link-button" data-testid="send-edit" onClick={props.onEdit}>
            {t['send.edit']}
          </button>
        )}
      </div>
    </div>
  )
}
