/** Deutsch (de): the Send screens, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SEND_TEXTS } from '../sendTexts.js'

const texts: LocaleTextsOf<typeof SEND_TEXTS> = {
  featureSend: 'Senden',
  'send.title': 'Senden',
  'send.previewTitle': 'Überprüfen',
  'send.successTitle': 'Gesendet',
  'send.token': 'Token',
  'send.chooseToken': 'Token auswählen',
  'send.tokensLoading': 'Dein Guthaben wird geladen',
  'send.amount': 'Betrag',
  'send.balance': 'Guthaben: {amount} {symbol}',
  'send.max': 'Max.',
  'send.to': 'An',
  'send.toPlaceholder': 'Adresse oder Name',
  'send.resolvedTo': '{name} verweist auf {address}',
  'send.review': 'Überprüfen',
  'send.checking': 'Transfer wird geprüft…',
  'send.youSend': 'Du sendest',
  'send.recipient': 'Empfänger',
  'send.network': 'Netzwerk',
  'send.networkFee': 'Netzwerkgebühr',
  'send.confirm': 'Senden',
  'send.confirmInWallet': 'Bestätige in deiner Wallet…',
  'send.declined': 'Signatur abgelehnt. Es wurde nichts gesendet.',
  'send.tryAgain': 'Erneut versuchen',
  'send.edit': 'Bearbeiten',
  'send.sentTo': '{amount} {symbol} an {to}',
  'send.confirmed': 'Im Netzwerk bestätigt',
  'send.viewTransaction': 'Im Explorer ansehen',
  'send.done': 'Fertig',
  'send.another': 'Noch etwas senden',
  'send.reason': 'Meldung des Netzwerks: {reason}',
}
export default texts
