/** 简体中文 (zh-CN): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: '发送',
  'send.title': '发送',
  'send.previewTitle': '核对',
  'send.successTitle': '已发送',
  'send.token': '代币',
  'send.chooseToken': '选择代币',
  'send.tokensLoading': '正在加载余额',
  'send.amount': '金额',
  'send.balance': '余额：{amount} {symbol}',
  'send.max': '最大',
  'send.to': '发送至',
  'send.toPlaceholder': '地址或名称',
  'send.resolvedTo': '{name} 解析为 {address}',
  'send.review': '核对',
  'send.checking': '正在检查转账…',
  'send.youSend': '发送金额',
  'send.recipient': '收款人',
  'send.network': '网络',
  'send.networkFee': '网络费用',
  'send.confirm': '发送',
  'send.confirmInWallet': '请在钱包中确认…',
  'send.declined': '签名被拒绝，未发送任何资产。',
  'send.tryAgain': '重试',
  'send.edit': '编辑',
  'send.sentTo': '已向 {to} 发送 {amount} {symbol}',
  'send.confirmed': '已在网络上确认',
  'send.viewTransaction': '在区块浏览器中查看',
  'send.done': '完成',
  'send.another': '再次发送',
  'send.reason': '网络返回：{reason}',
}
export default texts
