/** The NFTs tab's and detail view's texts (English, the source); a host or locale overrides any key. */
export const NFTS_TEXTS = {
  'nfts.tab': 'NFTs',
  'nfts.loading': 'Loading your NFTs',
  'nfts.empty': 'No NFTs yet',
  'nfts.emptyHint': 'NFTs this account holds on {network} will show here.',
  'nfts.failed': 'Your NFTs could not be loaded.',
  'nfts.retry': 'Try again',
  'nfts.loadMore': 'Load more',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Collection',
  'nfts.tokenId': 'Token ID',
  'nfts.standard': 'Standard',
  'nfts.quantity': 'Quantity',
  'nfts.contract': 'Contract',
  'nfts.viewOnExplorer': 'View collection on explorer',
  'nfts.notFound': 'This NFT is no longer in your list.',
} as const
export type NftsTexts = Record<keyof typeof NFTS_TEXTS, string>
