/** 日本語 (ja): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: '送金',
  'send.title': '送金',
  'send.previewTitle': '確認',
  'send.successTitle': '送金しました',
  'send.token': 'トークン',
  'send.chooseToken': 'トークンを選択',
  'send.tokensLoading': '残高を読み込んでいます',
  'send.amount': '金額',
  'send.balance': '残高: {amount} {symbol}',
  'send.max': '最大',
  'send.to': '送金先',
  'send.toPlaceholder': 'アドレスまたは名前',
  'send.resolvedTo': '{name} のアドレスは {address} です',
  'send.review': '確認する',
  'send.checking': '送金内容を確認しています…',
  'send.youSend': '送金額',
  'send.recipient': '受取人',
  'send.network': 'ネットワーク',
  'send.networkFee': 'ネットワーク手数料',
  'send.confirm': '送金する',
  'send.confirmInWallet': 'ウォレットで承認してください…',
  'send.declined': '署名が拒否されました。送金は行われていません。',
  'send.tryAgain': 'もう一度試す',
  'send.edit': '編集',
  'send.sentTo': '{to} に {amount} {symbol}',
  'send.confirmed': 'ネットワーク上で確認されました',
  'send.viewTransaction': 'エクスプローラーで表示',
  'send.done': '完了',
  'send.another': '続けて送金',
  'send.reason': 'ネットワークからの応答: {reason}',
}
export default texts
