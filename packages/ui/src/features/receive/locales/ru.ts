/** Русский (ru): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: 'Получить',
  'receive.title': 'Получить',
  'receive.qrLabel': 'QR-код вашего адреса',
  'receive.scanHint':
    'Отсканируйте кошельком или поделитесь адресом, чтобы получить средства в сети {network}.',
  'receive.includeNetwork': 'Сеть в QR-коде',
  'receive.includeNetworkHint':
    'Отключите для кошельков, которые не могут ее прочитать: тогда QR-код будет содержать только адрес.',
  'receive.addressLabel': 'Ваш адрес',
  'receive.copy': 'Копировать адрес',
  'receive.copied': 'Скопировано',
  'receive.networksTitle': 'Этот адрес принимает средства в сетях',
  'receive.onlyThisNetwork': 'Отправляйте только в сети {network}: этот адрес предназначен именно для нее.',
}
export default texts
