/** 日本語 (ja): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: '受取',
  'receive.title': '受取',
  'receive.qrLabel': 'あなたのアドレスのQRコード',
  'receive.scanHint': '{network} で受け取るには、ウォレットでスキャンするか、アドレスを共有してください。',
  'receive.includeNetwork': 'QRコードにネットワークを含める',
  'receive.includeNetworkHint':
    '読み取れないウォレットの場合はオフにしてください。QRコードにはアドレスのみが含まれます。',
  'receive.addressLabel': 'あなたのアドレス',
  'receive.copy': 'アドレスをコピー',
  'receive.copied': 'コピーしました',
  'receive.networksTitle': 'このアドレスで受け取れるネットワーク',
  'receive.onlyThisNetwork': '{network} でのみ送金してください。このアドレスはそのネットワーク専用です。',
}
export default texts
