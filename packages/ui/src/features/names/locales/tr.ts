/** Türkçe (tr): the account-name screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NAMES_TEXTS } from '../namesTexts.js'

const texts: LocaleTextsOf<typeof NAMES_TEXTS> = {
  'names.title': 'Bir ad seç',
  'names.successTitle': 'Ad kaydedildi',
  'names.offer': 'Bir ad seç',
  'names.label': 'Ad',
  'names.placeholder': 'adiniz',
  'names.rules': 'Harf, rakam ve kısa çizgi, en az 4',
  'names.checking': 'Uygunluk kontrol ediliyor…',
  'names.available': '{name} kullanılabilir',
  'names.taken': '{name} zaten alınmış',
  'names.suggestions': 'Kullanılabilir adlar',
  'names.register': 'Kaydet',
  'names.registering': 'Kaydediliyor…',
  'names.signHint': 'Cüzdanın bir mesajı imzalamanı isteyecek. Ücretsizdir.',
  'names.registerError': '{name} adı kaydedilirken hata oluştu',
  'names.success': '{name} artık hesabının adı',
  'names.done': 'Tamam',
}
export default texts
