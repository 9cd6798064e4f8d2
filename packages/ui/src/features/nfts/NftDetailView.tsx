import { Data } from '../../components/Data.js'
import { ExternalLinkIcon } from '../../icons/icons.js'
import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { isSafeLinkUrl } from '../../utils/isSafeLinkUrl.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { featureCss } from '../featureCss.js'
import { NftImage } from './NftImage.js'
import { nftsCss } from './nftsCss.js'
import { nftsTexts } from './nftsTexts.js'

export interface NftDetailViewProps {
  /** undefined: the NFT left the list (e.g. sent away meanwhile) */
  nft?: {
    name: string
    collection: string
    description?: string
    imageUrl?: string
    tokenId: string
    contract: string
    standard: 'erc721' | 'erc1155'
    quantity: string
    explorerUrl?: string
  }
}

/** One NFT: its picture, name, collection, description and facts, and the explorer link. */
export function NftDetailView({ nft }: NftDetailViewProps) {
  const t = useFeatureTexts(nftsTexts)
  if (!nft)
    return (
      <div className="pt-nfts-state" data-testid="nft-detail-missing">
        <style>{featureCss + nftsCss}</style>
        <p className="pt-hint">{t['nfts.notFound']}</p>
      </div>
    )
  return (
    <div className="pt-nft-detail" data-testid="nft-detail">
      <style>{featureCss + nftsCss}</style>
      <NftImage url={nft.imageUrl} name={nft.name} size="large" />
      <h3>
        <Data data-testid="nft-detail-name">{nft.name}</Data>
      </h3>
      {nft.description ? (
        <p>
          <Data>{nft.description.slice(0, 1000)}</Data>
        </p>
      ) : null}
      <dl className="pt-summary">
        <div className="pt-summary-row">
          <dt>{t['nfts.collection']}</dt>
          <dd>
            <Data>{nft.collection}</Data>
          </dd>
        </div>
        <div className="pt-summary-row">
          <dt>{t['nfts.tokenId']}</dt>
          <dd>
            <Data ltr>
              {nft.tokenId.length > 24 ? `${nft.tokenId.slice(0, 10)}…${nft.tokenId.slice(-8)}` : nft.tokenId}
            </Data>
          </dd>
        </div>
        <div className="pt-summary-row">
          <dt>{t['nfts.standard']}</dt>
          <dd>
            <Data ltr>{nft.standard === 'erc721' ? 'ERC-721' : 'ERC-1155'}</Data>
          </dd>
        </div>
        {nft.standard === 'erc1155' ? (
          <div className="pt-summary-row">
            <dt>{t['nfts.quantity']}</dt>
            <dd>
              <Data ltr>{nft.quantity}</Data>
            </dd>
          </div>
        ) : null}
        <div className="pt-summary-row">
          <dt>{t['nfts.contract']}</dt>
          <dd>
            <Data ltr>{shortAddress(nft.contract)}</Data>
          </dd>
        </div>
      </dl>
      {isSafeLinkUrl(nft.explorerUrl) ? (
        <a
          className="pt-row pt-row--compact"
          href={nft.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="nft-explorer"
        >
          <span className="pt-row-icon">
            <ExternalLinkIcon />
          </span>
          <span className="pt-row-label">{t['nfts.viewOnExplorer']}</span>
        </a>
      ) : null}
    </div>
  )
}
