/** Deutsch (de): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFTs',
  'nfts.loading': 'Deine NFTs werden geladen',
  'nfts.empty': 'Noch keine NFTs',
  'nfts.emptyHint': 'NFTs dieses Kontos auf {network} erscheinen hier.',
  'nfts.failed': 'Deine NFTs konnten nicht geladen werden.',
  'nfts.retry': 'Erneut versuchen',
  'nfts.loadMore': 'Mehr laden',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Sammlung',
  'nfts.tokenId': 'Token-ID',
  'nfts.standard': 'Standard',
  'nfts.quantity': 'Menge',
  'nfts.contract': 'Vertrag',
  'nfts.viewOnExplorer': 'Sammlung im Explorer ansehen',
  'nfts.notFound': 'Dieses NFT ist nicht mehr in deiner Liste.',
}
export default texts
