/** 简体中文 (zh-CN): the Receive screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { RECEIVE_TEXTS } from '../receiveTexts.js'

const texts: LocaleTextsOf<typeof RECEIVE_TEXTS> = {
  featureReceive: '接收',
  'receive.title': '接收',
  'receive.qrLabel': '我的地址二维码',
  'receive.scanHint': '使用钱包扫描，或分享地址，即可在 {network} 上接收。',
  'receive.includeNetwork': '在二维码中包含网络',
  'receive.includeNetworkHint': '如果钱包无法识别，请关闭此项：二维码将只包含地址。',
  'receive.addressLabel': '我的地址',
  'receive.copy': '复制地址',
  'receive.copied': '已复制',
  'receive.networksTitle': '此地址可在以下网络接收',
  'receive.onlyThisNetwork': '请仅在 {network} 上发送：此地址专用于该网络。',
}
export default texts
