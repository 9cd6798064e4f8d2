import { Data } from '../../components/Data.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { FeatureSuccess } from '../FeatureSuccess.js'
import { swapsTexts } from './swapsTexts.js'

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
  const t = useFeatureTexts(swapsTexts)
  return (
    <FeatureSuccess
      prefix="swap"
      rootTestId="swap-success"
      rootData={{ 'data-tx': props.id }}
      heading={formatNodes(t['swaps.swapped'], {
        fromAmount: <Data ltr>{props.fromAmount}</Data>,
        fromSymbol: <Data>{props.fromSymbol}</Data>,
        toAmount: <Data ltr>{props.toAmount}</Data>,
        toSymbol: <Data>{props.toSymbol}</Data>,
      })}
      subtext={t['swaps.confirmed']}
      {...(props.explorerUrl ? { explorerUrl: props.explorerUrl } : {})}
      explorerLabel={t['swaps.viewTransaction']}
      doneLabel={t['swaps.done']}
      onDone={props.onDone}
      another={{ label: t['swaps.another'], onClick: props.onAnother }}
    />
  )
}
