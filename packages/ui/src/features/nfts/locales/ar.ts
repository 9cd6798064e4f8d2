/** العربية (ar): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'الرموز غير القابلة للاستبدال',
  'nfts.loading': 'جارٍ تحميل رموزك غير القابلة للاستبدال',
  'nfts.empty': 'لا توجد رموز غير قابلة للاستبدال بعد',
  'nfts.emptyHint': 'ستظهر هنا الرموز غير القابلة للاستبدال التي يملكها هذا الحساب على {network}.',
  'nfts.failed': 'تعذّر تحميل رموزك غير القابلة للاستبدال.',
  'nfts.retry': 'إعادة المحاولة',
  'nfts.loadMore': 'تحميل المزيد',
  'nfts.detailTitle': 'رمز غير قابل للاستبدال',
  'nfts.collection': 'المجموعة',
  'nfts.tokenId': 'معرّف الرمز',
  'nfts.standard': 'المعيار',
  'nfts.quantity': 'الكمية',
  'nfts.contract': 'العقد',
  'nfts.viewOnExplorer': 'عرض المجموعة في المستكشف',
  'nfts.notFound': 'لم يعد هذا الرمز في قائمتك.',
}
export default texts
