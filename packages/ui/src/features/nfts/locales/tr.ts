/** Türkçe (tr): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT’ler',
  'nfts.loading': 'NFT’lerin yükleniyor',
  'nfts.empty': 'Henüz NFT yok',
  'nfts.emptyHint': 'Bu hesabın {network} üzerindeki NFT’leri burada görünecek.',
  'nfts.failed': 'NFT’lerin yüklenemedi.',
  'nfts.retry': 'Tekrar dene',
  'nfts.loadMore': 'Daha fazla yükle',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Koleksiyon',
  'nfts.tokenId': 'Token kimliği',
  'nfts.standard': 'Standart',
  'nfts.quantity': 'Miktar',
  'nfts.contract': 'Sözleşme',
  'nfts.viewOnExplorer': 'Koleksiyonu gezginde görüntüle',
  'nfts.notFound': 'Bu NFT artık listende değil.',
}
export default texts
