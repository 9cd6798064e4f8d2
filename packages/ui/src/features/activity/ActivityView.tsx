import { useRef } from 'react'
import { Data } from '../../components/Data.js'
import { Thumbnail } from '../../components/Thumbnail.js'
import { ReceiveIcon, RetryIcon, SendIcon, SpinnerIcon, SwapIcon } from '../../icons/icons.js'
import { useLocale } from '../../locales/localeContext.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { isSafeLinkUrl } from '../../utils/isSafeLinkUrl.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { featureCss } from '../featureCss.js'
import { useLoadMoreAtEnd } from '../useLoadMoreAtEnd.js'
import { type ActivityTexts, activityTexts } from './activityTexts.js'

/** One moved asset of a row (untrusted API text: rendered as text only). */
export interface ActivityRowAmount {
  direction: 'in' | 'out' | 'self'
  quantity: string
  symbol: string
  iconUrl?: string
  nft?: { name: string; imageUrl?: string }
}

export interface ActivityRow {
  id: string
  kind: 'send' | 'receive' | 'mint' | 'approve' | 'execute'
  status: 'pending' | 'confirmed' | 'failed'
  counterparty?: { address: string; name?: string }
  amounts: ActivityRowAmount[]
  /** ms since the epoch */
  time: number
  explorerUrl?: string
}

export interface ActivityViewProps {
  /** by year then month (already in `timeZone`), newest first */
  groups: { year: number; month: number; items: ActivityRow[] }[]
  loading: boolean
  empty: boolean
  failed: boolean
  hasMore: boolean
  /** the IANA zone months and times are shown in */
  timeZone: string
  networkName: string
  onLoadMore(): void
  onRetry(): void
}

const CSS = `
.pt-activity { display: flex; flex-direction: column; gap: 4px; width: 100%; text-align: start; }
.pt-activity h3 { margin: 10px 4px 4px; color: var(--portico-muted); font-size: calc(13px * var(--portico-font-size-scale, 1)); font-weight: 600; }
.pt-activity ul { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.pt-activity-row { box-sizing: border-box; display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 10px; border-radius: var(--portico-radius-item); color: inherit; text-decoration: none; }
a.pt-activity-row:hover { background: var(--portico-surface); }
a.pt-activity-row:focus-visible { outline: 2px solid var(--portico-accent-text, var(--portico-accent)); outline-offset: -2px; }
.pt-activity-icon { position: relative; display: inline-flex; flex: none; align-items: center; justify-content: center; width: 40px; height: 40px; border-radius: 50%; background: var(--portico-surface); color: var(--portico-foreground); }
.pt-activity-icon svg { width: 18px; height: 18px; }
.pt-activity-main { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; }
.pt-activity-title { display: flex; align-items: center; gap: 6px; font-weight: 600; }
.pt-activity-sub { overflow: hidden; color: var(--portico-muted); font-size: calc(13px * var(--portico-font-size-scale, 1)); text-overflow: ellipsis; white-space: nowrap; }
.pt-activity-end { display: flex; flex: none; flex-direction: column; align-items: flex-end; gap: 2px; max-width: 45%; font-variant-numeric: tabular-nums; }
.pt-activity-amount { display: block; max-width: 100%; overflow: hidden; font-weight: 600; text-overflow: ellipsis; white-space: nowrap; }
.pt-activity-sub > bdi, .pt-activity-amount > bdi { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pt-activity-end { min-width: 0; }
.pt-activity-status { padding: 1px 8px; border-radius: 999px; background: var(--portico-surface); color: var(--portico-muted); font-size: calc(12px * var(--portico-font-size-scale, 1)); font-weight: 600; }
.pt-activity-status[data-status='failed'] { color: var(--portico-error); }
.pt-activity-status .pt-spinner { width: 10px; height: 10px; margin-inline-end: 4px; vertical-align: -1px; }
.pt-activity-empty { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 24px 12px; text-align: center; }
.pt-activity-empty strong { font-size: calc(15px * var(--portico-font-size-scale, 1)); }
.pt-activity-more { display: flex; justify-content: center; min-height: 40px; padding: 4px; }
.pt-activity-skeleton { display: flex; align-items: center; gap: 12px; height: 56px; padding: 0 10px; }
.pt-activity-skeleton span { display: block; height: 12px; border-radius: 6px; background: var(--portico-surface); }
`

const KIND_ICON = {
  send: SendIcon,
  receive: ReceiveIcon,
  mint: ReceiveIcon,
  approve: SwapIcon,
  execute: SwapIcon,
}

function amountText(a: ActivityRowAmount, locale: string): string {
  if (a.nft) return a.nft.name
  const sign = a.direction === 'in' ? '+' : a.direction === 'out' ? '−' : ''
  return `${sign}${formatBalance(a.quantity, 4, locale)} ${a.symbol}`.trim()
}

function Row({
  row,
  t,
  locale,
  timeZone,
}: {
  row: ActivityRow
  t: ActivityTexts
  locale: string
  timeZone: string
}) {
  const Icon = KIND_ICON[row.kind]
  const title = t[`activity.${row.kind}`]
  const other = row.counterparty ? row.counterparty.name || shortAddress(row.counterparty.address) : undefined
  const toward = row.kind === 'send' || row.kind === 'approve' || row.kind === 'execute'
  const time = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(row.time)
  const nftImage = row.amounts.find((a) => a.nft?.imageUrl)?.nft?.imageUrl
  const content = (
    <>
      <span className="pt-activity-icon" aria-hidden="true">
        {nftImage ? <Thumbnail name={title} imageUrl={nftImage} size={40} radius={10} /> : <Icon />}
      </span>
      <span className="pt-activity-main">
        <span className="pt-activity-title">{title}</span>
        {other ? (
          <span className="pt-activity-sub">
            <Data>{formatText(toward ? t['activity.to'] : t['activity.from'], { name: other })}</Data>
          </span>
        ) : null}
      </span>
      <span className="pt-activity-end">
        {row.amounts.slice(0, 2).map((a, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: amounts have no identity beyond their place
            key={i}
            className="pt-activity-amount"
            data-direction={a.direction}
          >
            <Data ltr={!a.nft}>{amountText(a, locale)}</Data>
          </span>
        ))}
        {row.status !== 'confirmed' ? (
          <span className="pt-activity-status" data-status={row.status} data-testid="activity-status">
            {row.status === 'pending' ? <SpinnerIcon className="pt-spinner" /> : null}
            {row.status === 'pending' ? t['activity.pending'] : t['activity.failedStatus']}
          </span>
        ) : (
          <time className="pt-activity-sub" translate="no" dateTime={new Date(row.time).toISOString()}>
            {time}
          </time>
        )}
      </span>
    </>
  )
  const testId = `activity-row-${row.id.split(':').pop()}`
  return (
    <li data-status={row.status}>
      {isSafeLinkUrl(row.explorerUrl) ? (
        <a
          className="pt-activity-row"
          href={row.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={testId}
        >
          {content}
        </a>
      ) : (
        <div className="pt-activity-row" data-testid={testId}>
          {content}
        </div>
      )}
    </li>
  )
}

/**
 * The Account's Activity tab (SPEC §2 tabs, §3 history grouped by year then month): rows with
 * direction, counterparty, amount, status and time, each a link to the explorer; the next page
 * loads when the end of the list scrolls into view (and with a button, for keyboards).
 */
export function ActivityView(props: ActivityViewProps) {
  const { groups, loading, empty, failed, hasMore, timeZone, networkName, onLoadMore, onRetry } = props
  const t = useFeatureTexts(activityTexts)
  const { locale } = useLocale()
  const end = useRef<HTMLDivElement>(null)
  const canLoad = hasMore && !loading

  useLoadMoreAtEnd(end, canLoad, onLoadMore)

  const monthTitle = (year: number, month: number) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, 15),
    )
  const rows = groups.reduce((n, g) => n + g.items.length, 0)

  return (
    <div
      className="pt-activity"
      role="tabpanel"
      aria-label={t['activity.tab']}
      aria-busy={loading}
      data-testid="account-activity"
    >
      <style>{featureCss + CSS}</style>
      {groups.map((g) => (
        <section key={`${g.year}-${g.month}`} data-testid={`activity-month-${g.year}-${g.month}`}>
          <h3 translate="no">{monthTitle(g.year, g.month)}</h3>
          <ul>
            {g.items.map((row) => (
              <Row key={row.id} row={row} t={t} locale={locale} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ))}
      {loading && rows === 0 ? (
        <div role="status" aria-label={t['activity.loading']} data-testid="activity-loading">
          {[0, 1, 2].map((i) => (
            <div key={i} className="pt-activity-skeleton" aria-hidden="true">
              <span className="pt-skeleton" style={{ width: 40, height: 40, borderRadius: '50%' }} />
              <span className="pt-skeleton" style={{ flex: 1 }} />
            </div>
          ))}
        </div>
      ) : null}
      {failed ? (
        <div className="pt-activity-empty" data-testid="activity-failed">
          <p className="pt-hint">{t['activity.failed']}</p>
          <button type="button" className="pt-link-button" data-testid="activity-retry" onClick={onRetry}>
            <RetryIcon className="pt-icon-inline" /> {t['activity.retry']}
          </button>
        </div>
      ) : empty && rows === 0 ? (
        <div className="pt-activity-empty" data-testid="activity-empty">
          <strong>{t['activity.empty']}</strong>
          <p className="pt-hint">{formatText(t['activity.emptyHint'], { network: networkName })}</p>
        </div>
      ) : null}
      <div ref={end} className="pt-activity-more">
        {loading && rows > 0 ? (
          <SpinnerIcon className="pt-spinner" aria-label={t['activity.loading']} />
        ) : canLoad ? (
          <button
            type="button"
            className="pt-link-button"
            data-testid="activity-load-more"
            onClick={onLoadMore}
          >
            {t['activity.loadMore']}
          </button>
        ) : null}
      </div>
    </div>
  )
}
