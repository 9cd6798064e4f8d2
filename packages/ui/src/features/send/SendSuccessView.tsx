import { Data } from '../../components/Data.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { FeatureSuccess } from '../FeatureSuccess.js'
import { sendTexts } from './sendTexts.js'

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
  const t = useFeatureTexts(sendTexts)
  return (
    <FeatureSuccess
      prefix="send"
      rootTestId="send-success"
      rootData={{ 'data-tx': props.id }}
      heading={formatNodes(t['send.sentTo'], {
        amount: <Data ltr>{props.amount}</Data>,
        symbol: <Data>{props.symbol}</Data>,
        to: <Data ltr>{shortAddress(props.to)}</Data>,
      })}
      subtext={t['send.confirmed']}
      {...(props.explorerUrl ? { explorerUrl: props.explorerUrl } : {})}
      explorerLabel={t['send.viewTransaction']}
      doneLabel={t['send.done']}
      onDone={props.onDone}
      another={{ label: t['send.another'], onClick: props.onAnother }}
    />
  )
}
