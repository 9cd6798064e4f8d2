/** العربية (ar): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'اختر اسمًا',
  'names.successTitle': 'تم تسجيل الاسم',
  'names.offer': 'اختر اسمًا',
  'names.label': 'الاسم',
  'names.placeholder': 'your-name',
  'names.rules': 'أحرف وأرقام وشرطات، 4 على الأقل',
  'names.checking': 'جارٍ التحقق من التوفر…',
  'names.available': '{name} متاح',
  'names.taken': '{name} مستخدم بالفعل',
  'names.suggestions': 'أسماء متاحة',
  'names.register': 'تسجيل',
  'names.registering': 'جارٍ التسجيل…',
  'names.signHint': 'ستطلب منك محفظتك توقيع رسالة. لا يكلف ذلك شيئًا.',
  'names.registerError': 'حدث خطأ أثناء تسجيل الاسم {name}',
  'names.success': 'أصبح {name} اسم حسابك الآن',
  'names.done': 'تم',
}
export default texts
