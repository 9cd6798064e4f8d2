/** 한국어 (ko): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: '받기',
  'receive.title': '받기',
  'receive.qrLabel': '내 주소 QR 코드',
  'receive.scanHint': '{network}에서 받으려면 지갑으로 스캔하거나 주소를 공유해 주세요.',
  'receive.includeNetwork': 'QR 코드에 네트워크 포함',
  'receive.includeNetworkHint':
    '이 정보를 읽을 수 없는 지갑이라면 꺼 주세요. 그러면 QR 코드에는 주소만 담겨요.',
  'receive.addressLabel': '내 주소',
  'receive.copy': '주소 복사',
  'receive.copied': '복사됨',
  'receive.networksTitle': '이 주소로 받을 수 있는 네트워크',
  'receive.onlyThisNetwork': '{network}에서만 보내 주세요. 이 주소는 해당 네트워크 전용이에요.',
}
export default texts
