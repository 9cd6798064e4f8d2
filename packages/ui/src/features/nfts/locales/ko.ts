/** 한국어 (ko): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT',
  'nfts.loading': 'NFT를 불러오는 중',
  'nfts.empty': '아직 NFT가 없습니다',
  'nfts.emptyHint': '{network}에서 이 계정이 보유한 NFT가 여기에 표시됩니다.',
  'nfts.failed': 'NFT를 불러올 수 없습니다.',
  'nfts.retry': '다시 시도',
  'nfts.loadMore': '더 보기',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': '컬렉션',
  'nfts.tokenId': '토큰 ID',
  'nfts.standard': '표준',
  'nfts.quantity': '수량',
  'nfts.contract': '컨트랙트',
  'nfts.viewOnExplorer': '탐색기에서 컬렉션 보기',
  'nfts.notFound': '이 NFT는 더 이상 목록에 없습니다.',
}
export default texts
