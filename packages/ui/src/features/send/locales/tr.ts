/** Türkçe (tr): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'Gönder',
  'send.title': 'Gönder',
  'send.previewTitle': 'Gözden geçir',
  'send.successTitle': 'Gönderildi',
  'send.token': 'Token',
  'send.chooseToken': 'Bir token seçin',
  'send.tokensLoading': 'Bakiyeleriniz yükleniyor',
  'send.amount': 'Tutar',
  'send.balance': 'Bakiye: {amount} {symbol}',
  'send.max': 'Maks.',
  'send.to': 'Alıcı',
  'send.toPlaceholder': 'Adres veya ad',
  'send.resolvedTo': '{name} şu adrese karşılık geliyor: {address}',
  'send.review': 'Gözden geçir',
  'send.checking': 'Transfer kontrol ediliyor…',
  'send.youSend': 'Gönderdiğiniz',
  'send.recipient': 'Alıcı',
  'send.network': 'Ağ',
  'send.networkFee': 'Ağ ücreti',
  'send.confirm': 'Gönder',
  'send.confirmInWallet': 'Cüzdanınızda onaylayın…',
  'send.declined': 'İmza reddedildi. Hiçbir şey gönderilmedi.',
  'send.tryAgain': 'Tekrar deneyin',
  'send.edit': 'Düzenle',
  'send.sentTo': '{amount} {symbol}, alıcı: {to}',
  'send.confirmed': 'Ağda onaylandı',
  'send.viewTransaction': 'Blok gezgininde görüntüle',
  'send.done': 'Bitti',
  'send.another': 'Yeni gönderim yap',
  'send.reason': 'Ağın yanıtı: {reason}',
}
export default texts
