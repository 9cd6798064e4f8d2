/** Русский (ru): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT',
  'nfts.loading': 'Загрузка NFT',
  'nfts.empty': 'Пока нет NFT',
  'nfts.emptyHint': 'Здесь появятся NFT этого аккаунта в сети {network}.',
  'nfts.failed': 'Не удалось загрузить NFT.',
  'nfts.retry': 'Повторить',
  'nfts.loadMore': 'Загрузить ещё',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Коллекция',
  'nfts.tokenId': 'ID токена',
  'nfts.standard': 'Стандарт',
  'nfts.quantity': 'Количество',
  'nfts.contract': 'Контракт',
  'nfts.viewOnExplorer': 'Открыть коллекцию в обозревателе',
  'nfts.notFound': 'Этого NFT больше нет в вашем списке.',
}
export default texts
