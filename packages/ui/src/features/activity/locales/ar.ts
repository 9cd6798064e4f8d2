/** العربية (ar): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'النشاط',
  'activity.loading': 'جارٍ تحميل نشاطك',
  'activity.empty': 'لا يوجد نشاط بعد',
  'activity.emptyHint': 'ستظهر هنا معاملات هذا الحساب على {network}.',
  'activity.failed': 'تعذّر تحميل نشاطك.',
  'activity.retry': 'إعادة المحاولة',
  'activity.loadMore': 'تحميل المزيد',
  'activity.send': 'مُرسَل',
  'activity.receive': 'مُستلَم',
  'activity.mint': 'مسكوك',
  'activity.approve': 'موافَق عليه',
  'activity.execute': 'استدعاء عقد',
  'activity.to': 'إلى {name}',
  'activity.from': 'من {name}',
  'activity.pending': 'قيد الانتظار',
  'activity.failedStatus': 'فشل',
}
export default texts
