import { type FormEvent, useId, useState } from 'react'
import { ActionButton } from '../../components/ActionButton.js'
import { Data } from '../../components/Data.js'
import { Thumbnail } from '../../components/Thumbnail.js'
import { ChevronDownIcon } from '../../icons/icons.js'
import { useLocale } from '../../locales/localeContext.js'
import { formatNodes } from '../../texts/formatNodes.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { FeatureAmountInput } from '../FeatureAmountInput.js'
import { FeatureProblem } from '../FeatureProblem.js'
import { FeatureSubmit } from '../FeatureSubmit.js'
import { FeatureTokenList } from '../FeatureTokenList.js'
import { featureCss } from '../featureCss.js'
import { type SwapsTexts, swapsTexts } from './swapsTexts.js'

/** A token as the Swap screen shows it; names and icons are untrusted (API, token lists). */
export interface SwapViewToken {
  id: string
  name: string
  symbol: string
  logoUri?: string
  /** exact decimal string, when read */
  balance?: string
}

export interface SwapViewProps {
  tokens: SwapViewToken[]
  tokensLoading: boolean
  from?: SwapViewToken
  to?: SwapViewToken
  amount: string
  toAmount?: string
  /** which field the visitor typed in: the amount to pay ('in') or to receive ('out') */
  exact: 'in' | 'out'
  maximumPaid?: string
  rate?: string
  priceImpact?: number
  minimumReceived?: string
  networkFee?: string
  nativeSymbol: string
  slippage: number
  quoting: boolean
  canSwap: boolean
  problem?: { key: string; reason?: string }
  progress?: {
    step: 'approve' | 'swap'
    index: number
    total: number
    phase: 'checking' | 'wallet' | 'confirming'
  }
  onToken(side: 'from' | 'to', id: string): void
  onFlip(): void
  onAmount(value: string): void
  /** the visitor types the amount to receive (an exact output) */
  onReceiveAmount(value: string): void
  onMax(): void
  onSlippage(value: number): void
  onSwap(): void
  onNewQuote(): void
}

/** the Swap screen's own layout (the rest is the features' shared CSS) */
const swapCss = `
.pt-swap-token { display: inline-flex; align-items: center; gap: 6px; flex: none; }
.pt-swap-token .pt-chevron { width: 14px; height: 14px; }
.pt-swap-flip { align-self: center; margin: -10px 0; width: 36px; height: 36px; border-radius: 50%; background: var(--portico-surface); }
.pt-swap-flip svg { width: 18px; height: 18px; }
`

/** price impact above this is called out (percent) */
const HIGH_IMPACT = 5

function TokenPicker(props: {
  side: 'from' | 'to'
  token?: SwapViewToken
  tokens: SwapViewToken[]
  t: SwapsTexts
  onPick(id: string): void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="pt-chip pt-swap-token"
        aria-expanded={open}
        aria-label={props.token ? undefined : props.t['swaps.chooseToken']}
        data-testid={`swap-${props.side}-token`}
        onClick={() => setOpen((o) => !o)}
      >
        {props.token ? (
          <>
            <Thumbnail name={props.token.symbol} imageUrl={props.token.logoUri} size={20} radius="50%" />
            <Data>{props.token.symbol}</Data>
          </>
        ) : (
          props.t['swaps.chooseToken']
        )}
        <ChevronDownIcon className="pt-chevron" />
      </button>
      {open ? (
        <FeatureTokenList
          tokens={props.tokens.map((x) => ({
            key: x.id,
            symbol: x.symbol,
            name: x.name,
            iconUrl: x.logoUri,
            balance: x.balance,
          }))}
          current={props.token?.id}
          label={props.t['swaps.chooseToken']}
          testId={(x) => `swap-${props.side}-option-${x.symbol}`}
          onPick={(id) => {
            props.onPick(id)
            setOpen(false)
          }}
        />
      ) : null}
    </>
  )
}

function problemText(t: SwapsTexts, problem: { key: string; reason?: string }, from?: SwapViewToken): string {
  const base: Record<string, string> = {
    unsupported: t['swaps.unsupported'],
    noRoute: t['swaps.noRoute'],
    insufficient: formatText(t['swaps.insufficient'], { symbol: from?.symbol ?? '' }),
    priceMoved: t['swaps.priceMoved'],
    declined: t['swaps.declined'],
    failed: t['swaps.failed'],
    unavailable: t['swaps.unavailable'],
  }
  const text = base[problem.key] ?? t['swaps.failed']
  return problem.reason ? `${text} ${formatText(t['swaps.reason'], { reason: problem.reason })}` : text
}

/**
 * Swap (SPEC §2 swaps screen): what you pay and what you receive (token pickers with balances,
 * the amount; the output from the live quote), the rate, price impact, minimum received after the
 * slippage, network fee and the slippage itself; then the steps (an approval when needed, the
 * swap) with their progress. Problems show under the form; "the price moved" offers a new quote.
 */
export function SwapView(props: SwapViewProps) {
  const t = useFeatureTexts(swapsTexts)
  const { locale } = useLocale()
  const payId = useId()
  const slippageId = useId()
  const busy = !!props.progress
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (props.canSwap) props.onSwap()
  }
  if (props.problem?.key === 'unsupported')
    return (
      <div className="pt-center" data-testid="swap-unsupported">
        <style>{featureCss}</style>
        <FeatureProblem testId="swap-problem" data={{ 'data-key': 'unsupported' }}>
          {t['swaps.unsupported']}
        </FeatureProblem>
      </div>
    )
  const progress = props.progress
  const stepLabel = progress
    ? progress.step === 'approve'
      ? formatText(t['swaps.stepApprove'], { symbol: props.from?.symbol ?? '' })
      : formatText(t['swaps.stepSwap'], { from: props.from?.symbol ?? '', to: props.to?.symbol ?? '' })
    : undefined
  const phaseLabel = progress
    ? progress.phase === 'checking'
      ? t['swaps.checking']
      : progress.phase === 'wallet'
        ? t['swaps.confirmInWallet']
        : t['swaps.confirming']
    : undefined
  return (
    <form className="pt-form" onSubmit={submit} noValidate data-testid="swap-form" aria-busy={busy}>
      <style>{featureCss + swapCss}</style>
      {props.tokensLoading && props.tokens.length === 0 ? (
        <span className="pt-skeleton pt-skeleton--block" role="img" aria-label={t['swaps.tokensLoading']} />
      ) : null}
      <div className="pt-field">
        <label className="pt-field-label" htmlFor={payId}>
          <span>{t['swaps.youPay']}</span>
          {props.from?.balance !== undefined ? (
            <span>
              {formatNodes(t['swaps.balance'], {
                amount: <Data ltr>{formatBalance(props.from.balance, 4, locale)}</Data>,
              })}
            </span>
          ) : null}
        </label>
        <div className="pt-input-row">
          <FeatureAmountInput
            id={payId}
            testId="swap-amount"
            value={props.amount}
            disabled={busy}
            invalid={props.problem?.key === 'insufficient'}
            onChange={props.onAmount}
          />
          <button
            type="button"
            className="pt-chip"
            data-testid="swap-max"
            disabled={busy || !props.from}
            onClick={props.onMax}
          >
            {t['swaps.max']}
          </button>
          <TokenPicker
            side="from"
            t={t}
            tokens={props.tokens}
            onPick={(id) => props.onToken('from', id)}
            {...(props.from ? { token: props.from } : {})}
          />
        </div>
      </div>
      <button
        type="button"
        className="pt-icon-button pt-swap-flip"
        aria-label={t['swaps.flip']}
        data-testid="swap-flip"
        disabled={busy}
        onClick={props.onFlip}
      >
        <ChevronDownIcon />
      </button>
      <div className="pt-field">
        <span className="pt-field-label">
          <span>{t['swaps.youReceive']}</span>
          {props.to?.balance !== undefined ? (
            <span>
              {formatNodes(t['swaps.balance'], {
                amount: <Data ltr>{formatBalance(props.to.balance, 4, locale)}</Data>,
              })}
            </span>
          ) : null}
        </span>
        <div className="pt-input-row">
          <FeatureAmountInput
            testId="swap-to-amount"
            label={t['swaps.youReceive']}
            placeholder={props.quoting && props.exact === 'in' ? '…' : '0'}
            value={props.toAmount ?? ''}
            disabled={busy}
            onChange={props.onReceiveAmount}
          />
          <TokenPicker
            side="to"
            t={t}
            tokens={props.tokens}
            onPick={(id) => props.onToken('to', id)}
            {...(props.to ? { token: props.to } : {})}
          />
        </div>
      </div>
      {props.rate ? (
        <dl className="pt-summary" data-testid="swap-details">
          <div className="pt-summary-row">
            <dt>{t['swaps.rate']}</dt>
            <dd className="pt-ltr" translate="no" data-testid="swap-rate">
              1 <Data>{props.from?.symbol}</Data> = {props.rate} <Data>{props.to?.symbol}</Data>
            </dd>
          </div>
          <div className="pt-summary-row">
            <dt>{t['swaps.priceImpact']}</dt>
            <dd
              className="pt-ltr"
              data-testid="swap-impact"
              data-high={(props.priceImpact ?? 0) >= HIGH_IMPACT}
            >
              {(props.priceImpact ?? 0).toLocaleString(locale, { maximumFractionDigits: 2 })}%
            </dd>
          </div>
          {props.maximumPaid !== undefined ? (
            <div className="pt-summary-row">
              <dt>{t['swaps.maximumPaid']}</dt>
              <dd className="pt-ltr" translate="no" data-testid="swap-maximum">
                {formatBalance(props.maximumPaid, 6, locale)} <Data>{props.from?.symbol}</Data>
              </dd>
            </div>
          ) : (
            <div className="pt-summary-row">
              <dt>{t['swaps.minimumReceived']}</dt>
              <dd className="pt-ltr" translate="no" data-testid="swap-minimum">
                {formatBalance(props.minimumReceived ?? '0', 6, locale)} <Data>{props.to?.symbol}</Data>
              </dd>
            </div>
          )}
          {props.networkFee !== undefined ? (
            <div className="pt-summary-row">
              <dt>{t['swaps.networkFee']}</dt>
              <dd className="pt-ltr" translate="no" data-testid="swap-fee">
                {formatBalance(props.networkFee, 6, locale)} <Data>{props.nativeSymbol}</Data>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="pt-field">
        <label className="pt-field-label" htmlFor={slippageId}>
          <span>{t['swaps.slippage']}</span>
          <span>{t['swaps.slippageHint']}</span>
        </label>
        <div className="pt-input-row">
          <input
            id={slippageId}
            className="pt-input pt-ltr"
            type="number"
            min={0.05}
            max={50}
            step={0.05}
            inputMode="decimal"
            defaultValue={props.slippage}
            disabled={busy}
            data-testid="swap-slippage"
            onBlur={(e) => props.onSlippage(Number(e.target.value))}
          />
          <span aria-hidden="true">%</span>
        </div>
      </div>
      {(props.priceImpact ?? 0) >= HIGH_IMPACT ? (
        <p className="pt-hint" data-testid="swap-high-impact">
          {t['swaps.highImpact']}
        </p>
      ) : null}
      {props.problem ? (
        <FeatureProblem testId="swap-problem" data={{ 'data-key': props.problem.key }}>
          {problemText(t, props.problem, props.from)}
        </FeatureProblem>
      ) : null}
      {progress ? (
        <p
          className="pt-hint"
          role="status"
          data-testid="swap-progress"
          data-step={progress.step}
          data-phase={progress.phase}
        >
          {formatText(t['swaps.stepOf'], { n: String(progress.index + 1), total: String(progress.total) })}:{' '}
          {stepLabel}. {phaseLabel}
        </p>
      ) : null}
      {props.problem?.key === 'priceMoved' ? (
        <ActionButton kind="primary" testId="swap-new-quote" onClick={props.onNewQuote}>
          {t['swaps.newQuote']}
        </ActionButton>
      ) : (
        <FeatureSubmit
          testId="swap-submit"
          disabled={!props.canSwap}
          busy={busy ? phaseLabel : props.quoting ? t['swaps.quoting'] : undefined}
          label={props.amount ? t['swaps.review'] : t['swaps.enterAmount']}
        />
      )}
    </form>
  )
}
