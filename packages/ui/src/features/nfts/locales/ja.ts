/** 日本語 (ja): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT',
  'nfts.loading': 'NFT を読み込み中',
  'nfts.empty': 'まだ NFT はありません',
  'nfts.emptyHint': '{network} でこのアカウントが保有する NFT がここに表示されます。',
  'nfts.failed': 'NFT を読み込めませんでした。',
  'nfts.retry': '再試行',
  'nfts.loadMore': 'さらに読み込む',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'コレクション',
  'nfts.tokenId': 'トークン ID',
  'nfts.standard': '規格',
  'nfts.quantity': '数量',
  'nfts.contract': 'コントラクト',
  'nfts.viewOnExplorer': 'エクスプローラーでコレクションを表示',
  'nfts.notFound': 'この NFT はもうリストにありません。',
}
export default texts
