import type { KeyboardEvent } from 'react'
import { Data } from '../components/Data.js'
import { Thumbnail } from '../components/Thumbnail.js'
import { useLocale } from '../locales/localeContext.js'
import { useTexts } from '../texts/TextsProvider.js'
import { formatBalance } from '../utils/formatBalance.js'
import { formatFiat } from '../utils/formatFiat.js'

export interface TokenItem {
  /** Untrusted (API): rendered as text only. */
  name: string
  symbol: string
  /** a decimal string, already divided by decimals */
  quantity: string
  /** USD value, when priced */
  value?: number
  /** Untrusted: only safe image URLs are shown. */
  iconUrl?: string
}

export interface TokensViewProps {
  tokens: TokenItem[] | 'loading'
}

/** The account's Tokens tab: one row per token balance. */
export function TokensView({ tokens }: TokensViewProps) {
  const texts = useTexts()
  const { locale } = useLocale()
  return (
    <div role="tabpanel" aria-label={texts.tabTokens} data-testid="account-tokens">
      {tokens === 'loading' ? (
        <span className="pt-skeleton" role="img" aria-label={texts.tokensLoading} />
      ) : tokens.length === 0 ? (
        <p className="pt-empty">{texts.noTokens}</p>
      ) : (
        <ul className="pt-list">
          {tokens.map((t, i) => (
            <li
              // the API's list is untrusted: two rows may share a symbol and name
              // biome-ignore lint/suspicious/noArrayIndexKey: the index tells duplicate rows apart
              key={`${i}:${t.symbol}-${t.name}`}
              className="pt-row pt-row--compact"
              data-testid={`token-${t.symbol}`}
            >
              <Thumbnail name={t.symbol} imageUrl={t.iconUrl} size={32} radius="50%" />
              <Data className="pt-row-label">{t.name}</Data>
              <span className="pt-row-end pt-row-end--amount">
                <Data ltr data-testid={`token-${t.symbol}-amount`}>
                  {formatBalance(t.quantity, 4, locale)} {t.symbol}
                </Data>
                {t.value !== undefined && t.value > 0 ? (
                  <Data className="pt-meta">{formatFiat(t.value, locale)}</Data>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * Tab strip over the account's panels (WAI-ARIA tabs: arrow keys, Home and End move between tabs
 * and select them; only the selected tab is in the Tab order).
 */
export function AccountTabs({
  tabs,
  active,
  onSelect,
  onIntent,
}: {
  tabs: { id: string; label: string }[]
  active: string
  onSelect(id: string): void
  /** pointer or focus on a tab: its panel may load ahead of the click */
  onIntent?: (id: string) => void
}) {
  const texts = useTexts()
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.id === active)
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const step =
      e.key === (rtl ? 'ArrowLeft' : 'ArrowRight') ? 1 : e.key === (rtl ? 'ArrowRight' : 'ArrowLeft') ? -1 : 0
    const to =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? tabs.length - 1
          : step
            ? (i + step + tabs.length) % tabs.length
            : -1
    const next = tabs[to]
    if (!next) return
    e.preventDefault()
    onSelect(next.id)
    const buttons = e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')
    buttons[to]?.focus()
  }
  return (
    <div className="pt-tabs" role="tablist" aria-label={texts.accountTabsLabel} onKeyDown={move}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          className="pt-tab"
          aria-selected={t.id === active}
          tabIndex={t.id === active ? 0 : -1}
          data-testid={`account-tab-${t.id}`}
          onClick={() => onSelect(t.id)}
          onPointerEnter={() => onIntent?.(t.id)}
          onFocus={() => onIntent?.(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  )
}
