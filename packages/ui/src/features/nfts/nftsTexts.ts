import { featureTexts } from '../../locales/featureTexts.js'

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

// biome-ignore format: every locale's chunk (./locales), six loaders a line
export const nftsTexts = featureTexts(NFTS_TEXTS, {
  es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js'), de: () => import('./locales/de.js'), it: () => import('./locales/it.js'), 'pt-BR': () => import('./locales/pt-BR.js'), ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'), ar: () => import('./locales/ar.js'), ja: () => import('./locales/ja.js'), ko: () => import('./locales/ko.js'), 'zh-CN': () => import('./locales/zh-CN.js'),
})
