/** Türkçe (tr): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'Al',
  'receive.title': 'Al',
  'receive.qrLabel': 'Adresinizin QR kodu',
  'receive.scanHint': '{network} ağında almak için bir cüzdanla tarayın veya adresinizi paylaşın.',
  'receive.includeNetwork': 'QR kodunda ağ bilgisi',
  'receive.includeNetworkHint':
    'Bunu okuyamayan cüzdanlar için kapatın: QR kodu bu durumda yalnızca adresi içerir.',
  'receive.addressLabel': 'Adresiniz',
  'receive.copy': 'Adresi kopyala',
  'receive.copied': 'Kopyalandı',
  'receive.networksTitle': 'Bu adresin alım yapabildiği ağlar',
  'receive.onlyThisNetwork': 'Yalnızca {network} ağında gönderin: bu adres o ağ için oluşturulmuştur.',
}
export default texts
