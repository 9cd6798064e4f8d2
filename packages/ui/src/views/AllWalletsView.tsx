import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Data } from '../components/Data.js'
import { WalletIcon } from '../components/WalletIcon.js'
import { useLocale } from '../locales/localeContext.js'
import { pluralText } from '../locales/pluralText.js'
import { useTexts } from '../texts/TextsProvider.js'
import { errorText, formatText, type PorticoTexts } from '../texts/texts.js'
import { isSafeLinkUrl } from '../utils/isSafeLinkUrl.js'
import { handleListKeyDown, NAV_ITEM_ATTR } from '../utils/listNavigation.js'
import type { WalletTag } from './ConnectView.js'

export interface RegistryWalletItem {
  id: string
  /** Untrusted (registry): rendered as text only. */
  name: string
  /** Untrusted: only safe image URLs are shown, else a placeholder. */
  imageUrl?: string
  tags?: WalletTag[]
}

export interface GetWalletInfo {
  name: string
  imageUrl?: string
  /** Untrusted: only http(s) links are rendered. */
  links: {
    homepage?: string | null
    app_store?: string | null
    play_store?: string | null
    chrome_store?: string | null
    webapp_link?: string | null
  }
}

export interface AllWalletsViewProps {
  wallets: RegistryWalletItem[]
  /** more wallets can be loaded */
  hasMore: boolean
  loading: boolean
  searching: boolean
  /** the list did not load (a developer's message, not shown: the person reads `errorCode`'s text) */
  error?: string | null
  /** core's code of the failure: API_TIMEOUT reads "Wallets are taking too long to load" */
  errorCode?: string | null
  search: string
  onSearchChange(term: string): void
  onLoadMore(): void
  onSelect(id: string): void
  onRetry(): void
  /** a registry wallet that is not installed: where to get it */
  getWallet?: GetWalletInfo | null
}

/** Row pitch (56 px row + 8 px gap) used to render only the rows in view. */
export const WALLET_ROW_PX = 64
const OVERSCAN = 6
const DEFAULT_VIEWPORT_PX = 392

/**
 * The whole registry, searchable: rows are windowed (only those in view are in the DOM) so the
 * list stays smooth with hundreds of wallets; scrolling near the end loads the next page.
 */
export function AllWalletsView(props: AllWalletsViewProps) {
  const texts = useTexts()
  const { locale } = useLocale()
  const { wallets, hasMore, loading, searching, search, getWallet } = props
  const error = Boolean(props.error || props.errorCode)
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(DEFAULT_VIEWPORT_PX)
  const [term, setTerm] = useState(search)

  useEffect(() => {
    const h = scroller.current?.clientHeight
    if (h) setViewport(h)
  }, [])

  if (getWallet) return <GetWallet info={getWallet} />

  const first = Math.max(0, Math.floor(scrollTop / WALLET_ROW_PX) - OVERSCAN)
  const last = Math.min(wallets.length, Math.ceil((scrollTop + viewport) / WALLET_ROW_PX) + OVERSCAN)
  const visible = wallets.slice(first, last)
  const busy = loading || searching

  const onScroll = () => {
    const el = scroller.current
    if (!el) return
    setScrollTop(el.scrollTop)
    if (hasMore && !busy && !search && el.scrollTop + el.clientHeight >= el.scrollHeight - WALLET_ROW_PX * 4)
      props.onLoadMore()
  }

  return (
    <div data-testid="all-wallets-view">
      <input
        className="pt-search"
        type="search"
        data-testid="all-wallets-search"
        placeholder={texts.searchWallet}
        aria-label={texts.searchWallet}
        value={term}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setTerm(e.target.value)
          props.onSearchChange(e.target.value)
        }}
      />
      {error ? (
        <div className="pt-notice" role="alert" data-testid="all-wallets-error">
          <span>{failureText(texts, props.errorCode)}</span>
        </div>
      ) : null}
      {!busy && !error && wallets.length === 0 ? <p className="pt-empty">{texts.noWallets}</p> : null}
      {/* the number of matches, announced while the visitor types (plural rules of the locale) */}
      <p className="pt-sr-only" role="status" data-testid="all-wallets-count">
        {props.search && !busy && !error ? pluralText(texts, 'walletsFound', wallets.length, locale) : ''}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keydown only forwards arrow keys to the row buttons */}
      <div
        ref={scroller}
        className="pt-scroll"
        data-testid="all-wallets-scroll"
        onScroll={onScroll}
        onKeyDown={handleListKeyDown}
      >
        <ul
          className="pt-list"
          aria-label={texts.walletsLabel}
          aria-busy={busy}
          data-count={wallets.length}
          style={{
            paddingTop: first * WALLET_ROW_PX,
            paddingBottom: (wallets.length - last) * WALLET_ROW_PX,
          }}
        >
          {visible.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="pt-row"
                data-testid={`all-wallets-${wallet.id}`}
                onClick={() => props.onSelect(wallet.id)}
                {...{ [NAV_ITEM_ATTR]: '' }}
              >
                <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} size={40} />
                <Data className="pt-row-label">{wallet.name}</Data>
                {wallet.tags?.includes('installed') ? (
                  <span className="pt-tag pt-tag--installed">{texts.installed}</span>
                ) : null}
                {!wallet.tags?.includes('installed') && wallet.tags?.includes('recent') ? (
                  <span className="pt-tag">{texts.recent}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        {busy ? (
          <p className="pt-empty" role="status">
            {texts.walletsLoading}
          </p>
        ) : null}
      </div>
      {error ? (
        <button
          type="button"
          className="pt-button-secondary pt-footer-action"
          data-testid="all-wallets-retry"
          onClick={props.onRetry}
        >
          {texts.tryAgain}
        </button>
      ) : hasMore && !search ? (
        <button
          type="button"
          className="pt-button-secondary pt-footer-action"
          data-testid="all-wallets-load-more"
          disabled={busy}
          onClick={props.onLoadMore}
        >
          {texts.loadMore}
        </button>
      ) : null}
    </div>
  )
}

/** What a person reads when the list did not load: a timeout says so, other failures name their reason. */
function failureText(texts: PorticoTexts, code: string | null | undefined): string {
  if (code === 'API_TIMEOUT') return texts.walletsTimedOut
  // reasons without a number to fill in (HTTP_STATUS has one the view does not know)
  if (code === 'API_UNAVAILABLE' || code === 'API_RESPONSE_INVALID')
    return `${texts.walletsLoadFailed}: ${errorText(texts, code)}`
  return texts.walletsLoadFailed
}

function GetWallet({ info }: { info: GetWalletInfo }) {
  const texts = useTexts()
  const links: [string, string | null | undefined][] = [
    [texts.walletWebsite, info.links.homepage],
    [texts.walletWebApp, info.links.webapp_link],
    [texts.walletChromeStore, info.links.chrome_store],
    [texts.walletAppStore, info.links.app_store],
    [texts.walletPlayStore, info.links.play_store],
  ]
  const rows: ReactNode[] = links
    .filter((l): l is [string, string] => isSafeLinkUrl(l[1]))
    .map(([label, href]) => (
      <li key={label}>
        <a
          className="pt-row pt-row--compact"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="get-wallet-link"
        >
          <span className="pt-row-label">{label}</span>
        </a>
      </li>
    ))
  return (
    <div className="pt-center" data-testid="get-wallet-view">
      <WalletIcon name={info.name} imageUrl={info.imageUrl} size={72} />
      <h2 className="pt-heading">{formatText(texts.getWallet, { name: info.name })}</h2>
      <p className="pt-subtext">{formatText(texts.walletNotInstalled, { name: info.name })}</p>
      <ul className="pt-list" style={{ width: '100%' }}>
        {rows}
      </ul>
    </div>
  )
}
