/** Русский (ru): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'Отправить',
  'send.title': 'Отправить',
  'send.previewTitle': 'Проверка',
  'send.successTitle': 'Отправлено',
  'send.token': 'Токен',
  'send.chooseToken': 'Выберите токен',
  'send.tokensLoading': 'Загрузка ваших балансов',
  'send.amount': 'Сумма',
  'send.balance': 'Баланс: {amount} {symbol}',
  'send.max': 'Макс.',
  'send.to': 'Кому',
  'send.toPlaceholder': 'Адрес или имя',
  'send.resolvedTo': '{name} соответствует адресу {address}',
  'send.review': 'Проверить',
  'send.checking': 'Проверка перевода…',
  'send.youSend': 'Вы отправляете',
  'send.recipient': 'Получатель',
  'send.network': 'Сеть',
  'send.networkFee': 'Комиссия сети',
  'send.confirm': 'Отправить',
  'send.confirmInWallet': 'Подтвердите в кошельке…',
  'send.declined': 'Подпись отклонена. Ничего не отправлено.',
  'send.tryAgain': 'Повторить',
  'send.edit': 'Изменить',
  'send.sentTo': '{amount} {symbol} получателю {to}',
  'send.confirmed': 'Подтверждено в сети',
  'send.viewTransaction': 'Открыть в обозревателе',
  'send.done': 'Готово',
  'send.another': 'Отправить еще',
  'send.reason': 'Ответ сети: {reason}',
}
export default texts
