/** Türkçe (tr): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'Giriş yap',
  'siwx.heading': '{app} giriş yapmanı istiyor',
  'siwx.headingNoApp': 'Cüzdanınla giriş yap',
  'siwx.explain':
    'Bu cüzdanın sana ait olduğunu kanıtlamak için bir mesaj imzala. Bu bir işlem değildir: ücretsizdir ve para taşımaz.',
  'siwx.account': 'Hesap',
  'siwx.network': 'Ağ',
  'siwx.required': 'Bu uygulama giriş yapmanı gerektiriyor. İptal, cüzdanının bağlantısını keser.',
  'siwx.sign': 'İmzala',
  'siwx.authenticating': 'Kimlik doğrulanıyor...',
  'siwx.cancel': 'İptal',
  'siwx.declined': 'İmza reddedildi',
  'siwx.messageFailed': 'Giriş mesajı oluşturulamadı',
  'siwx.verifyFailed': 'Giriş kabul edilmedi',
}
export default texts
