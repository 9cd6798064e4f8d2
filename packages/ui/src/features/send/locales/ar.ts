/** العربية (ar): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'إرسال',
  'send.title': 'إرسال',
  'send.previewTitle': 'المراجعة',
  'send.successTitle': 'تم الإرسال',
  'send.token': 'الرمز',
  'send.chooseToken': 'اختر رمزًا',
  'send.tokensLoading': 'جارٍ تحميل أرصدتك',
  'send.amount': 'المبلغ',
  'send.balance': 'الرصيد: {amount} {symbol}',
  'send.max': 'الحد الأقصى',
  'send.to': 'إلى',
  'send.toPlaceholder': 'العنوان أو الاسم',
  'send.resolvedTo': 'يشير {name} إلى {address}',
  'send.review': 'مراجعة',
  'send.checking': 'جارٍ التحقق من التحويل…',
  'send.youSend': 'أنت ترسل',
  'send.recipient': 'المستلم',
  'send.network': 'الشبكة',
  'send.networkFee': 'رسوم الشبكة',
  'send.confirm': 'إرسال',
  'send.confirmInWallet': 'أكّد في محفظتك…',
  'send.declined': 'تم رفض التوقيع. لم يُرسَل أي شيء.',
  'send.tryAgain': 'أعد المحاولة',
  'send.edit': 'تعديل',
  'send.sentTo': '{amount} {symbol} إلى {to}',
  'send.confirmed': 'تم التأكيد على الشبكة',
  'send.viewTransaction': 'عرض في مستكشف الكتل',
  'send.done': 'تم',
  'send.another': 'إرسال مبلغ آخر',
  'send.reason': 'ردّ الشبكة: {reason}',
}
export default texts
