import { useRef } from 'react'
import { Data } from '../../components/Data.js'
import { RetryIcon, SpinnerIcon } from '../../icons/icons.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { featureCss } from '../featureCss.js'
import { useLoadMoreAtEnd } from '../useLoadMoreAtEnd.js'
import { NftImage } from './NftImage.js'
import { nftsCss } from './nftsCss.js'
import { nftsTexts } from './nftsTexts.js'

/** An NFT tile (untrusted texts: rendered as text). */
export interface NftTile {
  key: string
  name: string
  collection: string
  imageUrl?: string
}

export interface NftsViewProps {
  items: NftTile[]
  loading: boolean
  empty: boolean
  failed: boolean
  hasMore: boolean
  networkName: string
  onOpen(key: string): void
  onLoadMore(): void
  onRetry(): void
}

/** the first rows' pictures load at once; the rest as they scroll near */
const EAGER_TILES = 6

/** The Account's NFTs tab: a grid of the account's NFTs; a tile opens its detail view. */
export function NftsView({
  items,
  loading,
  empty,
  failed,
  hasMore,
  networkName,
  onOpen,
  onLoadMore,
  onRetry,
}: NftsViewProps) {
  const t = useFeatureTexts(nftsTexts)
  const end = useRef<HTMLDivElement>(null)
  const canLoad = hasMore && !loading
  useLoadMoreAtEnd(end, canLoad, onLoadMore)
  return (
    <div
      className="pt-nfts"
      role="tabpanel"
      aria-label={t['nfts.tab']}
      aria-busy={loading}
      data-testid="account-nfts"
    >
      <style>{featureCss + nftsCss}</style>
      {items.length > 0 ? (
        <ul className="pt-nfts-grid">
          {items.map((n, i) => (
            <li key={n.key}>
              <button
                type="button"
                className="pt-nft-card"
                data-testid={`nft-${n.key}`}
                onClick={() => onOpen(n.key)}
              >
                <NftImage url={n.imageUrl} name={n.name} size="tile" lazy={i >= EAGER_TILES} />
                <Data className="pt-nft-card-name">{n.name}</Data>
                <Data className="pt-nft-card-collection">{n.collection}</Data>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {loading && items.length === 0 ? (
        <div
          className="pt-nfts-state"
          role="status"
          aria-label={t['nfts.loading']}
          data-testid="nfts-loading"
        >
          <SpinnerIcon className="pt-spinner" />
        </div>
      ) : failed ? (
        <div className="pt-nfts-state" data-testid="nfts-failed">
          <p className="pt-hint">{t['nfts.failed']}</p>
          <button type="button" className="pt-link-button" data-testid="nfts-retry" onClick={onRetry}>
            <RetryIcon className="pt-icon-inline" /> {t['nfts.retry']}
          </button>
        </div>
      ) : empty ? (
        <div className="pt-nfts-state" data-testid="nfts-empty">
          <strong>{t['nfts.empty']}</strong>
          <p className="pt-hint">{formatText(t['nfts.emptyHint'], { network: networkName })}</p>
        </div>
      ) : null}
      <div ref={end} className="pt-nfts-more">
        {loading && items.length > 0 ? (
          <SpinnerIcon className="pt-spinner" aria-label={t['nfts.loading']} />
        ) : canLoad ? (
          <button type="button" className="pt-link-button" data-testid="nfts-load-more" onClick={onLoadMore}>
            {t['nfts.loadMore']}
          </button>
        ) : null}
      </div>
    </div>
  )
}
