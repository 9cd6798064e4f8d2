import { Thumbnail } from '../components/Thumbnail.js'
import { useTexts } from '../texts/TextsProvider.js'
import { formatBalance } from '../utils/formatBalance.js'

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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })

/** The account's Tokens tab: one row per token balance. */
export function TokensView({ tokens }: TokensViewProps) {
  const texts = useTexts()
  return (
    <div role="tabpanel" aria-label={texts.tabTokens} data-testid="account-tokens">
      {tokens === 'loading' ? (
        <span className="pt-skeleton" role="img" aria-label={texts.tokensLoading} />
      ) : tokens.length === 0 ? (
        <p className="pt-empty">{texts.noTokens}</p>
      ) : (
        <ul className="pt-list">
          {tokens.map((t) => (
            <li
              key={`${t.symbol}-${t.name}`}
              className="pt-row pt-row--compact"
              data-testid={`token-${t.symbol}`}
            >
              <Thumbnail name={t.symbol} imageUrl={t.iconUrl} size={32} radius="50%" />
              <span className="pt-row-label">{t.name}</span>
              <span className="pt-row-end" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
                <span data-testid={`token-${t.symbol}-amount`}>
                  {formatBalance(t.quantity)} {t.symbol}
                </span>
                {t.value !== undefined && t.value > 0 ? (
                  <span className="pt-meta">{usd.format(t.value)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Tab strip over the account's panels (Tokens today; NFTs and Activity come with their features). */
export function AccountTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: { id: string; label: string }[]
  active: string
  onSelect(id: string): void
}) {
  const texts = useTexts()
  return (
    <div className="pt-tabs" role="tablist" aria-label={texts.accountTabsLabel}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          className="pt-tab"
          aria-selected={t.id === active}
          data-testid={`account-tab-${t.id}`}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  )
}
