import { Data } from '../components/Data.js'
import { Thumbnail } from '../components/Thumbnail.js'
import { useLocale } from '../locales/localeContext.js'
import { formatBalance } from '../utils/formatBalance.js'

/** A token as a picker lists it; names and icons are untrusted (API, token lists). */
export interface FeatureTokenItem {
  key: string
  symbol: string
  name: string
  iconUrl?: string | undefined
  /** exact decimal string, when read */
  balance?: string | undefined
}

/** A feature's token picker, opened (Send, Swap): each token with its balance; picking one closes it. */
export function FeatureTokenList(props: {
  tokens: readonly FeatureTokenItem[]
  current?: string | undefined
  label: string
  /** each row's test id */
  testId(token: FeatureTokenItem): string
  onPick(key: string): void
}) {
  const { locale } = useLocale()
  return (
    <ul className="pt-token-list" aria-label={props.label}>
      {props.tokens.map((x) => (
        <li key={x.key}>
          <button
            type="button"
            className="pt-row pt-row--compact"
            aria-current={x.key === props.current}
            data-testid={props.testId(x)}
            onClick={() => props.onPick(x.key)}
          >
            <Thumbnail name={x.symbol} imageUrl={x.iconUrl} size={32} radius="50%" />
            <span className="pt-row-label">
              <Data>{x.symbol}</Data> <Data className="pt-meta">{x.name}</Data>
            </span>
            {x.balance !== undefined ? (
              <span className="pt-row-end pt-ltr" translate="no">
                {formatBalance(x.balance, 4, locale)}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
