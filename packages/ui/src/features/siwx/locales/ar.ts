/** العربية (ar): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'تسجيل الدخول',
  'siwx.heading': 'يطلب منك {app} تسجيل الدخول',
  'siwx.headingNoApp': 'سجّل الدخول بمحفظتك',
  'siwx.explain': 'وقّع رسالة لتثبت أن هذه المحفظة لك. هذه ليست معاملة: لا تكلف شيئًا ولا تنقل أي أموال.',
  'siwx.account': 'الحساب',
  'siwx.network': 'الشبكة',
  'siwx.required': 'يتطلب هذا التطبيق تسجيل الدخول. الإلغاء يفصل محفظتك.',
  'siwx.sign': 'توقيع',
  'siwx.authenticating': 'جارٍ المصادقة...',
  'siwx.cancel': 'إلغاء',
  'siwx.declined': 'تم رفض التوقيع',
  'siwx.messageFailed': 'تعذّر إنشاء رسالة تسجيل الدخول',
  'siwx.verifyFailed': 'لم يُقبل تسجيل الدخول',
}
export default texts
