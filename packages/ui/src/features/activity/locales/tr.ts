/** Türkçe (tr): the Activity tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { ACTIVITY_TEXTS } from '../activityTexts.js'

const texts: LocaleTextsOf<typeof ACTIVITY_TEXTS> = {
  'activity.tab': 'Etkinlik',
  'activity.loading': 'Etkinliğin yükleniyor',
  'activity.empty': 'Henüz etkinlik yok',
  'activity.emptyHint': 'Bu hesabın {network} üzerindeki işlemleri burada görünecek.',
  'activity.failed': 'Etkinliğin yüklenemedi.',
  'activity.retry': 'Tekrar dene',
  'activity.loadMore': 'Daha fazla yükle',
  'activity.send': 'Gönderildi',
  'activity.receive': 'Alındı',
  'activity.mint': 'Basıldı',
  'activity.approve': 'Onaylandı',
  'activity.execute': 'Sözleşme çağrısı',
  'activity.to': 'Alıcı: {name}',
  'activity.from': 'Gönderen: {name}',
  'activity.pending': 'Beklemede',
  'activity.failedStatus': 'Başarısız',
}
export default texts
