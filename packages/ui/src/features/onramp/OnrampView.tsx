import { type FormEvent, useId } from 'react'
import { Data } from '../../components/Data.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { FeatureAmountInput } from '../FeatureAmountInput.js'
import { FeatureProblem } from '../FeatureProblem.js'
import { FeatureSubmit } from '../FeatureSubmit.js'
import { featureCss } from '../featureCss.js'
import { type OnrampTexts, onrampTexts } from './onrampTexts.js'

type Money = { amount: string; currency: string }

export interface OnrampViewProps {
  loading: boolean
  providerName: string
  currencies: string[]
  currency: string
  method: 'card' | 'bank'
  assets: string[]
  asset?: string
  amount: string
  limits: { min: number; max: number }
  quote?: {
    coinbaseFee: Money
    networkFee: Money
    paymentSubtotal: Money
    paymentTotal: Money
    purchaseAmount: Money
  }
  /** the providers' offers, best first (shown to pick from when there are several) */
  offers?: { id: string; name: string; receive: Money; fee: Money }[]
  providerId?: string
  quoting: boolean
  opening: boolean
  problem?: { key: string; min?: number; max?: number }
  onCurrency(id: string): void
  onMethod(method: 'card' | 'bank'): void
  onAsset(symbol: string): void
  onAmount(value: string): void
  onContinue(): void
  onProvider?(id: string): void
}

const onrampCss = `
.pt-choice { display: flex; flex-wrap: wrap; gap: 8px; }
.pt-choice .pt-chip[aria-pressed="true"] { background: var(--portico-accent); color: var(--portico-accent-foreground); }
.pt-onramp-amount { display: flex; align-items: center; gap: 8px; }
.pt-onramp-amount .pt-input { flex: 1 1 auto; min-width: 0; }
.pt-onramp-amount .pt-choice { flex: none; flex-wrap: nowrap; gap: 6px; }
.pt-plain { border: 0; padding: 0; margin: 0; min-width: 0; }
.pt-offers { display: grid; gap: 8px; }
.pt-offer { display: flex; align-items: center; justify-content: space-between; gap: 12px; width: 100%; padding: 10px 12px; border: 1px solid var(--portico-border); border-radius: var(--portico-radius-item); background: var(--portico-surface); color: inherit; font: inherit; text-align: start; cursor: pointer; }
.pt-offer:hover { background: var(--portico-surface-hover); }
.pt-offer[aria-pressed="true"] { border-color: var(--portico-accent); box-shadow: inset 0 0 0 1px var(--portico-accent); }
.pt-offer-name { display: flex; flex-direction: column; gap: 2px; min-width: 0; font-weight: 600; overflow-wrap: anywhere; }
.pt-offer-fee { font-weight: 400; font-size: calc(13px * var(--portico-font-size-scale, 1)); }
.pt-offer-receive { display: flex; flex: none; flex-direction: column; align-items: flex-end; gap: 4px; font-weight: 600; font-variant-numeric: tabular-nums; }
.pt-badge { padding: 1px 8px; border-radius: 999px; background: var(--portico-accent); color: var(--portico-accent-foreground); font-size: calc(12px * var(--portico-font-size-scale, 1)); font-weight: 600; }
`

function problemText(t: OnrampTexts, p: NonNullable<OnrampViewProps['problem']>, currency: string): string {
  switch (p.key) {
    case 'belowMin':
      return formatText(t['onramp.belowMin'], { min: String(p.min), currency })
    case 'aboveMax':
      return formatText(t['onramp.aboveMax'], { max: String(p.max), currency })
    case 'unsupported':
      return t['onramp.unsupported']
    case 'restricted':
      return t['onramp.restricted']
    default:
      return t['onramp.unavailable']
  }
}

/**
 * Buy crypto (SPEC §2 onramp): the currency and payment method (SPEC §9 limits shown), the crypto
 * to receive, the amount, and the quote broken down as SPEC §3 (provider fee, network fee,
 * subtotal, total, purchase amount); Continue opens the provider in a new tab.
 */
export function OnrampView(props: OnrampViewProps) {
  const t = useFeatureTexts(onrampTexts)
  const amountId = useId()
  const blocking = props.problem && ['unsupported', 'restricted', 'unavailable'].includes(props.problem.key)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (props.quote && !props.opening) props.onContinue()
  }
  if (blocking)
    return (
      <div className="pt-center" data-testid="onramp-blocked">
        <style>{featureCss}</style>
        <FeatureProblem testId="onramp-problem" data={{ 'data-key': props.problem?.key }}>
          {problemText(t, props.problem!, props.currency)}
        </FeatureProblem>
      </div>
    )
  const row = (label: string, m: Money | undefined, id: string) =>
    m ? (
      <div className="pt-summary-row">
        <dt>{label}</dt>
        <dd className="pt-ltr" translate="no" data-testid={id}>
          <Data>{`${m.amount} ${m.currency}`}</Data>
        </dd>
      </div>
    ) : null
  return (
    <form
      className="pt-form"
      onSubmit={submit}
      noValidate
      data-testid="onramp-form"
      aria-busy={props.loading}
    >
      <style>{featureCss + onrampCss}</style>
      {props.loading ? (
        <span className="pt-skeleton pt-skeleton--block" role="img" aria-label={t['onramp.loading']} />
      ) : null}
      <fieldset className="pt-field pt-plain">
        <legend className="pt-field-label">{t['onramp.asset']}</legend>
        <div className="pt-choice">
          {props.assets.map((a) => (
            <button
              key={a}
              type="button"
              className="pt-chip"
              aria-pressed={a === props.asset}
              data-testid={`onramp-asset-${a}`}
              onClick={() => props.onAsset(a)}
            >
              <Data>{a}</Data>
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="pt-field pt-plain">
        <legend className="pt-field-label">{t['onramp.method']}</legend>
        <div className="pt-choice">
          {(['card', 'bank'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className="pt-chip"
              aria-pressed={m === props.method}
              data-testid={`onramp-method-${m}`}
              onClick={() => props.onMethod(m)}
            >
              {t[m === 'card' ? 'onramp.card' : 'onramp.bank']}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="pt-field">
        <label className="pt-field-label" htmlFor={amountId}>
          <span>{t['onramp.youPay']}</span>
          <span data-testid="onramp-limits">
            {formatText(t['onramp.limits'], {
              min: String(props.limits.min),
              max: String(props.limits.max),
              currency: props.currency,
            })}
          </span>
        </label>
        <div className="pt-onramp-amount">
          <FeatureAmountInput
            id={amountId}
            testId="onramp-amount"
            value={props.amount}
            invalid={props.problem?.key === 'belowMin' || props.problem?.key === 'aboveMax'}
            onChange={props.onAmount}
          />
          <fieldset className="pt-choice pt-plain" aria-label={t['onramp.currency']}>
            {props.currencies.map((c) => (
              <button
                key={c}
                type="button"
                className="pt-chip"
                aria-pressed={c === props.currency}
                data-testid={`onramp-currency-${c}`}
                onClick={() => props.onCurrency(c)}
              >
                <Data>{c}</Data>
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      {props.offers && props.offers.length > 1 ? (
        <fieldset className="pt-field pt-plain" data-testid="onramp-offers">
          <legend className="pt-field-label">{t['onramp.offers']}</legend>
          <div className="pt-offers">
            {props.offers.map((o, i) => (
              <button
                key={o.id}
                type="button"
                className="pt-offer"
                aria-pressed={o.id === props.providerId}
                data-testid={`onramp-offer-${o.id}`}
                onClick={() => props.onProvider?.(o.id)}
              >
                <span className="pt-offer-name">
                  <Data>{o.name}</Data>
                  <span className="pt-offer-fee pt-ltr" translate="no">
                    <Data>{`${t['onramp.providerFee']}: ${o.fee.amount} ${o.fee.currency}`}</Data>
                  </span>
                </span>
                <span className="pt-offer-receive">
                  <span className="pt-ltr" translate="no">
                    <Data>{`${o.receive.amount} ${o.receive.currency}`}</Data>
                  </span>
                  {i === 0 ? <span className="pt-badge">{t['onramp.best']}</span> : null}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {props.quote ? (
        <dl className="pt-summary" data-testid="onramp-quote">
          {row(t['onramp.youReceive'], props.quote.purchaseAmount, 'onramp-receive')}
          {row(t['onramp.providerFee'], props.quote.coinbaseFee, 'onramp-provider-fee')}
          {row(t['onramp.networkFee'], props.quote.networkFee, 'onramp-network-fee')}
          {row(t['onramp.subtotal'], props.quote.paymentSubtotal, 'onramp-subtotal')}
          {row(t['onramp.total'], props.quote.paymentTotal, 'onramp-total')}
        </dl>
      ) : null}
      {props.problem ? (
        <FeatureProblem testId="onramp-problem" data={{ 'data-key': props.problem.key }}>
          {problemText(t, props.problem, props.currency)}
        </FeatureProblem>
      ) : null}
      <FeatureSubmit
        testId="onramp-continue"
        disabled={!props.quote || props.opening}
        busy={
          props.opening
            ? formatText(t['onramp.opening'], { provider: props.providerName })
            : props.quoting
              ? t['onramp.quoting']
              : undefined
        }
        label={
          props.amount
            ? formatText(t['onramp.continue'], { provider: props.providerName })
            : t['onramp.enterAmount']
        }
      />
    </form>
  )
}
