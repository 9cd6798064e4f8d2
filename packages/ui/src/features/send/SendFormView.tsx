import { type FormEvent, useId, useState } from 'react'
import { Data } from '../../components/Data.js'
import { Thumbnail } from '../../components/Thumbnail.js'
import { ChevronDownIcon } from '../../icons/icons.js'
import { useLocale } from '../../locales/localeContext.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { formatFiat } from '../../utils/formatFiat.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { FeatureAmountInput } from '../FeatureAmountInput.js'
import { FeatureSubmit } from '../FeatureSubmit.js'
import { FeatureTokenList } from '../FeatureTokenList.js'
import { featureCss } from '../featureCss.js'
import { SendProblemText } from './SendProblemText.js'
import { sendTexts } from './sendTexts.js'

/** A token as the form shows it; names and icons are untrusted (API, token lists). */
export interface SendFormToken {
  key: string
  name: string
  symbol: string
  /** exact decimal string */
  balance: string
  iconUrl?: string
  usd?: number
}

export interface SendFormViewProps {
  tokens: SendFormToken[]
  tokensLoading: boolean
  token?: SendFormToken
  amount: string
  amountUsd?: number
  receiverInput: string
  receiverAddress: string
  receiverName?: string
  problem?: { code: string; reason?: string }
  loading: boolean
  onToken(key: string): void
  onAmount(value: string): void
  onMax(): void
  onReceiver(value: string): void
  onReview(): void
}

/**
 * Send, the form (SPEC §3 send state): the token from the account's balances, the amount (Max
 * takes the fee into account for the native currency), the recipient (an address or a name),
 * and Review. Problems show live under the form (SPEC §5 texts); Review checks the transfer.
 */
export function SendFormView(props: SendFormViewProps) {
  const t = useFeatureTexts(sendTexts)
  const { locale } = useLocale()
  const usd = (n: number) => formatFiat(n, locale)
  const [picking, setPicking] = useState(false)
  const amountId = useId()
  const toId = useId()
  const { token } = props
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onReview()
  }
  const invalidAmount =
    props.problem?.code === 'INVALID_AMOUNT' || props.problem?.code === 'INSUFFICIENT_FUNDS'
  const invalidTo = props.problem?.code === 'INVALID_ADDRESS'
  return (
    <form className="pt-form" onSubmit={submit} noValidate data-testid="send-form">
      <style>{featureCss}</style>
      <div className="pt-field">
        <span className="pt-field-label">{t['send.token']}</span>
        {props.tokensLoading && props.tokens.length === 0 ? (
          <span className="pt-skeleton pt-skeleton--block" role="img" aria-label={t['send.tokensLoading']} />
        ) : (
          <button
            type="button"
            className="pt-row pt-row--compact"
            aria-expanded={picking}
            data-testid="send-token"
            onClick={() => setPicking((p) => !p)}
          >
            {token ? (
              <>
                <Thumbnail name={token.symbol} imageUrl={token.iconUrl} size={32} radius="50%" />
                <Data className="pt-row-label">{token.symbol}</Data>
                <span className="pt-meta pt-ltr" translate="no">
                  {formatBalance(token.balance, 4, locale)}
                </span>
              </>
            ) : (
              <span className="pt-row-label">{t['send.chooseToken']}</span>
            )}
            <ChevronDownIcon className="pt-chevron" />
          </button>
        )}
        {picking ? (
          <FeatureTokenList
            tokens={props.tokens}
            current={token?.key}
            label={t['send.chooseToken']}
            testId={(x) => `send-token-${x.symbol}`}
            onPick={(key) => {
              props.onToken(key)
              setPicking(false)
            }}
          />
        ) : null}
      </div>
      <div className="pt-field">
        <label className="pt-field-label" htmlFor={amountId}>
          <span>{t['send.amount']}</span>
          {token ? (
            <span>
              {formatNodes(t['send.balance'], {
                amount: <Data ltr>{formatBalance(token.balance, 4, locale)}</Data>,
                symbol: <Data>{token.symbol}</Data>,
              })}
            </span>
          ) : null}
        </label>
        <div className="pt-input-row">
          <FeatureAmountInput
            id={amountId}
            testId="send-amount"
            value={props.amount}
            invalid={invalidAmount}
            onChange={props.onAmount}
          />
          <button
            type="button"
            className="pt-chip"
            data-testid="send-max"
            onClick={props.onMax}
            disabled={!token}
          >
            {t['send.max']}
          </button>
        </div>
        {props.amountUsd !== undefined ? <span className="pt-hint">{usd(props.amountUsd)}</span> : null}
      </div>
      <div className="pt-field">
        <label className="pt-field-label" htmlFor={toId}>
          {t['send.to']}
        </label>
        <input
          id={toId}
          className="pt-input pt-ltr"
          translate="no"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t['send.toPlaceholder']}
          value={props.receiverInput}
          aria-invalid={invalidTo}
          data-testid="send-to"
          onChange={(e) => props.onReceiver(e.target.value)}
        />
        {props.receiverName && props.receiverAddress ? (
          <span className="pt-hint pt-ltr" translate="no" data-testid="send-resolved">
            {formatText(t['send.resolvedTo'], {
              name: props.receiverName,
              address: shortAddress(props.receiverAddress),
            })}
          </span>
        ) : null}
      </div>
      <SendProblemText problem={props.problem} t={t} />
      <FeatureSubmit
        testId="send-review"
        disabled={props.loading}
        busy={props.loading ? t['send.checking'] : undefined}
        label={t['send.review']}
      />
    </form>
  )
}
