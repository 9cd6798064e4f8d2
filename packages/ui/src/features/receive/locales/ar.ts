/** العربية (ar): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'استلام',
  'receive.title': 'استلام',
  'receive.qrLabel': 'رمز QR لعنوانك',
  'receive.scanHint': 'امسحه بمحفظة أو شارك عنوانك للاستلام على شبكة {network}.',
  'receive.includeNetwork': 'الشبكة في رمز QR',
  'receive.includeNetworkHint':
    'أوقف هذا الخيار للمحافظ التي لا تستطيع قراءتها: عندها يحتوي رمز QR على العنوان فقط.',
  'receive.addressLabel': 'عنوانك',
  'receive.copy': 'نسخ العنوان',
  'receive.copied': 'تم النسخ',
  'receive.networksTitle': 'يستقبل هذا العنوان على',
  'receive.onlyThisNetwork': 'أرسل على شبكة {network} فقط: هذا العنوان مخصّص لتلك الشبكة.',
}
export default texts
