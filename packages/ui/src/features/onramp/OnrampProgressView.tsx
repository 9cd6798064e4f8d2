import { ActionButton } from '../../components/ActionButton.js'
import { Data } from '../../components/Data.js'
import { ExternalLinkIcon } from '../../icons/icons.js'
import { SpinnerIcon } from '../../icons/SpinnerIcon.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { isSafeLinkUrl } from '../../utils/isSafeLinkUrl.js'
import { FeatureSuccess } from '../FeatureSuccess.js'
import { featureCss } from '../featureCss.js'
import { onrampTexts } from './onrampTexts.js'

export interface OnrampProgressViewProps {
  providerName: string
  status: 'pending' | 'completed' | 'declined' | 'failed'
  purchaseAmount: string
  asset: string
  /** the checkout page, offered again (a blocked tab, a closed one): http(s) only */
  checkoutUrl: string
  popupBlocked: boolean
  explorerUrl?: string
  txHash?: string
  onDone(): void
  onTryAgain(): void
}

/** The purchase, followed while the provider's tab is open: pending, then completed, declined or failed. */
export function OnrampProgressView(props: OnrampProgressViewProps) {
  const t = useFeatureTexts(onrampTexts)
  const provider = props.providerName
  const reopen = isSafeLinkUrl(props.checkoutUrl) ? (
    <a
      className="pt-row pt-row--compact"
      href={props.checkoutUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="onramp-open"
    >
      <span className="pt-row-icon">
        <ExternalLinkIcon />
      </span>
      <span className="pt-row-label">{formatText(t['onramp.openAgain'], { provider })}</span>
    </a>
  ) : null
  if (props.status === 'pending')
    return (
      <div className="pt-center" data-testid="onramp-progress" data-status="pending">
        <style>{featureCss}</style>
        <SpinnerIcon className="pt-spinner pt-spinner--large" />
        <h3 className="pt-heading">{formatText(t['onramp.waiting'], { provider })}</h3>
        <p className="pt-subtext" role="status">
          {props.popupBlocked ? t['onramp.popupBlocked'] : formatText(t['onramp.inProgress'], { provider })}
        </p>
        <div className="pt-stack">{reopen}</div>
      </div>
    )
  if (props.status === 'completed')
    return (
      <FeatureSuccess
        prefix="onramp"
        rootTestId="onramp-progress"
        rootData={{ 'data-status': 'completed', 'data-tx': props.txHash }}
        heading={formatNodes(t['onramp.completed'], {
          amount: <Data ltr>{props.purchaseAmount}</Data>,
          asset: <Data>{props.asset}</Data>,
        })}
        headingTestId="onramp-completed"
        subtext={t['onramp.completedHint']}
        {...(props.explorerUrl ? { explorerUrl: props.explorerUrl } : {})}
        explorerLabel={t['onramp.viewTransaction']}
        doneLabel={t['onramp.done']}
        onDone={props.onDone}
      />
    )
  return (
    <div className="pt-center" data-testid="onramp-progress" data-status={props.status}>
      <style>{featureCss}</style>
      <p className="pt-problem" role="alert" data-testid="onramp-ended">
        {props.status === 'declined' ? t['onramp.declined'] : t['onramp.failed']}
      </p>
      <div className="pt-stack">
        <ActionButton kind="primary" testId="onramp-try-again" onClick={props.onTryAgain}>
          {t['onramp.tryAgain']}
        </ActionButton>
      </div>
    </div>
  )
}
